import { describe, expect, it } from 'vitest';
import {
  assertRouletteBet,
  coveredNumbers,
  findSelectionProblem,
  ROULETTE_MAX_STAKE,
  type TRouletteBet,
  type TRouletteInsideKind,
  type TRouletteSelection,
} from './bets.ts';
import { layoutCell } from './layout.ts';
import { allRouletteSelections } from './selections.ts';

const inside = (kind: TRouletteInsideKind, ...numbers: number[]): TRouletteSelection => ({ kind, numbers });

/** [selection, problem or null]: shapes on the layout the engine takes and refuses. */
const SHAPES: [TRouletteSelection, string | null][] = [
  [inside('STRAIGHT', 0), null],
  [inside('STRAIGHT', 36), null],
  [inside('STRAIGHT', 37), 'a STRAIGHT bet covers numbers 0–36, got 37'],
  [inside('STRAIGHT', 1.5), 'a STRAIGHT bet covers numbers 0–36, got 1.5'],
  [inside('STRAIGHT', -1), 'a STRAIGHT bet covers numbers 0–36, got -1'],
  [inside('SPLIT', 1, 37), 'a SPLIT bet covers numbers 0–36, got 1, 37'], // one good number is not enough
  [inside('STREET', 36, 35, 34), null], // named in any order
  [inside('SIX_LINE', 12, 11, 10, 9, 8, 7), null], // sorted as numbers, not as text
  [inside('CORNER', 12, 11, 9, 8), null],
  [inside('SPLIT', 17, 20), null], // down a column
  [inside('SPLIT', 20, 17), null], // in any order
  [inside('SPLIT', 2, 3), null], // across a street
  [inside('SPLIT', 0, 2), null],
  [inside('SPLIT', 3, 4), '3, 4 is no SPLIT on the layout'], // end of one street, start of the next
  [inside('SPLIT', 0, 4), '0, 4 is no SPLIT on the layout'],
  [inside('SPLIT', 5, 5), 'a SPLIT bet covers distinct numbers, got 5, 5'],
  [inside('SPLIT', 5), 'a SPLIT bet covers 2 number(s)'],
  [inside('STREET', 34, 35, 36), null],
  [inside('STREET', 0, 2, 3), null],
  [inside('STREET', 2, 3, 4), '2, 3, 4 is no STREET on the layout'],
  [inside('STREET', 0, 1, 3), '0, 1, 3 is no STREET on the layout'],
  [inside('CORNER', 1, 2, 4, 5), null],
  [inside('CORNER', 32, 33, 35, 36), null],
  [inside('CORNER', 0, 1, 2, 3), null],
  [inside('CORNER', 3, 4, 6, 7), '3, 4, 6, 7 is no CORNER on the layout'],
  [inside('CORNER', 1, 2, 3, 4), '1, 2, 3, 4 is no CORNER on the layout'],
  [inside('SIX_LINE', 31, 32, 33, 34, 35, 36), null],
  [inside('SIX_LINE', 2, 3, 4, 5, 6, 7), '2, 3, 4, 5, 6, 7 is no SIX_LINE on the layout'],
  [{ kind: 'DOZEN', index: 3 }, null],
  [{ kind: 'COLUMN', index: 4 } as unknown as TRouletteSelection, 'a COLUMN bet names 1, 2 or 3, got 4'],
  [{ kind: 'STRAIGHT' } as unknown as TRouletteSelection, 'a STRAIGHT bet names its numbers'],
  [{ kind: 'RED' }, null],
  [{ kind: 'RED', numbers: [1] } as unknown as TRouletteSelection, 'a RED bet names no numbers'],
  [{ kind: 'GREEN' } as unknown as TRouletteSelection, 'no roulette bet GREEN'],
];

describe('findSelectionProblem', () => {
  it.each(SHAPES)('%o: %s', (selection, problem) => {
    expect(findSelectionProblem(selection)).toBe(problem);
  });

  /** Every k-subset of 0–36, ascending. */
  function* subsets(k: number, from = 0, chosen: number[] = []): Generator<number[]> {
    if (chosen.length === k) return yield [...chosen];
    for (let n = from; n <= 36; n++) yield* subsets(k, n + 1, [...chosen, n]);
  }
  const cellsOf = (numbers: number[]) => numbers.map(layoutCell);
  const keyOf = (s: TRouletteSelection) => ('numbers' in s ? s.numbers.join('-') : '');

  /** The shapes drawn on the grid, independently of the engine's arithmetic. */
  const GEOMETRY: [TRouletteInsideKind, number, (numbers: number[]) => boolean][] = [
    [
      'SPLIT',
      2,
      ([a, b]) => {
        if (a === 0) return b! <= 3;
        const [p, q] = cellsOf([a!, b!]);
        return Math.abs(p!.street - q!.street) + Math.abs(p!.column - q!.column) === 1;
      },
    ],
    [
      'STREET',
      3,
      (ns) => {
        if (ns[0] === 0) return ns.join() === '0,1,2' || ns.join() === '0,2,3';
        return new Set(cellsOf(ns).map((c) => c.street)).size === 1;
      },
    ],
    [
      'CORNER',
      4,
      (ns) => {
        if (ns[0] === 0) return ns.join() === '0,1,2,3';
        const cells = cellsOf(ns);
        const streets = new Set(cells.map((c) => c.street));
        const columns = new Set(cells.map((c) => c.column));
        const [s0, s1] = [...streets].sort((a, b) => a - b);
        const [c0, c1] = [...columns].sort((a, b) => a - b);
        return streets.size === 2 && columns.size === 2 && s1! - s0! === 1 && c1! - c0! === 1;
      },
    ],
  ];

  it.each(GEOMETRY)(
    'takes a %s exactly where the layout draws one, and nowhere else',
    (kind, size, isShape) => {
      const listed = new Set(
        allRouletteSelections()
          .filter((s) => s.kind === kind)
          .map(keyOf),
      );
      for (const numbers of subsets(size)) {
        const taken = findSelectionProblem(inside(kind, ...numbers)) === null;
        expect(taken, numbers.join('-')).toBe(isShape(numbers));
        expect(listed.has(numbers.join('-')), numbers.join('-')).toBe(taken);
      }
    },
  );
});

describe('coveredNumbers', () => {
  it('covers the dozens, the columns and the even-money thirds of the layout', () => {
    expect(coveredNumbers({ kind: 'DOZEN', index: 2 })).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(coveredNumbers({ kind: 'COLUMN', index: 1 })).toEqual(
      Array.from({ length: 12 }, (_, i) => 1 + 3 * i),
    );
    expect(coveredNumbers({ kind: 'COLUMN', index: 3 }).slice(0, 3)).toEqual([3, 6, 9]);
    expect(coveredNumbers({ kind: 'RED' }).slice(0, 6)).toEqual([1, 3, 5, 7, 9, 12]);
    expect(coveredNumbers({ kind: 'BLACK' }).slice(0, 6)).toEqual([2, 4, 6, 8, 10, 11]);
    expect(coveredNumbers({ kind: 'LOW' }).at(-1)).toBe(18);
    expect(coveredNumbers({ kind: 'HIGH' })[0]).toBe(19);
    for (const kind of ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const) {
      expect(coveredNumbers({ kind }), kind).toHaveLength(18);
      expect(coveredNumbers({ kind }), kind).not.toContain(0);
    }
  });

  it('lists an inside bet’s numbers ascending, as numbers, whatever order they were named in', () => {
    expect(coveredNumbers(inside('SPLIT', 20, 17))).toEqual([17, 20]);
    expect(coveredNumbers(inside('CORNER', 12, 11, 9, 8))).toEqual([8, 9, 11, 12]);
    expect(coveredNumbers(inside('SIX_LINE', 12, 11, 10, 9, 8, 7))).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('throws a RangeError for a selection it refuses', () => {
    expect(() => coveredNumbers(inside('SPLIT', 3, 4))).toThrow(
      new RangeError('3, 4 is no SPLIT on the layout'),
    );
  });
});

describe('assertRouletteBet', () => {
  it('takes whole stakes from 1 to the maximum and refuses the rest', () => {
    const bet = (stakeMinor: number): TRouletteBet => ({ kind: 'RED', stakeMinor });
    expect(() => assertRouletteBet(bet(1))).not.toThrow();
    expect(() => assertRouletteBet(bet(ROULETTE_MAX_STAKE))).not.toThrow();
    for (const stake of [0, -1, 2.5, ROULETTE_MAX_STAKE + 1, Number.NaN])
      expect(() => assertRouletteBet(bet(stake)), String(stake)).toThrow(RangeError);
    expect(() => assertRouletteBet(bet(0))).toThrow(
      new RangeError('a stake is a whole number of minor units in 1…1000000000000, got 0'),
    );
  });

  it('refuses a selection it cannot take, whatever the stake', () => {
    expect(() => assertRouletteBet({ ...inside('SPLIT', 3, 4), stakeMinor: 100 })).toThrow(
      new RangeError('3, 4 is no SPLIT on the layout'),
    );
  });
});
