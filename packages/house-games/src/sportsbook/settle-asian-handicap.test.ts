import { describe, expect, it } from 'vitest';
import { settleSelection } from './settle.ts';
import type { TEventResult, TOutcome } from './vocabulary.ts';

const SHORT: Record<string, TOutcome> = { W: 'WIN', HW: 'HALF_WIN', P: 'PUSH', HL: 'HALF_LOSE', L: 'LOSE' };
const finished = (home: number, away: number): TEventResult => ({ status: 'FINISHED', home, away });

const SCORES = [
  [0, 0],
  [1, 0],
  [2, 0],
  [2, 1],
  [0, 1],
  [3, 1],
] as const;

// HOME's outcome at each handicap (rows) against each score (columns, in SCORES' order), worked by
// hand: HOME wins when its goal difference plus the line is above zero; a quarter line is half on
// each neighbour, so e.g. −0.75 at 1-0 is half on −0.5 (won) and half on −1 (pushed): HALF_WIN.
// prettier-ignore
const HOME_TABLE: [number, ...string[]][] = [
  //      0-0   1-0   2-0   2-1   0-1   3-1
  [-2.75, 'L',  'L',  'L',  'L',  'L',  'L'],
  [-2.5,  'L',  'L',  'L',  'L',  'L',  'L'],
  [-2.25, 'L',  'L',  'HL', 'L',  'L',  'HL'],
  [-2,    'L',  'L',  'P',  'L',  'L',  'P'],
  [-1.75, 'L',  'L',  'HW', 'L',  'L',  'HW'],
  [-1.5,  'L',  'L',  'W',  'L',  'L',  'W'],
  [-1.25, 'L',  'HL', 'W',  'HL', 'L',  'W'],
  [-1,    'L',  'P',  'W',  'P',  'L',  'W'],
  [-0.75, 'L',  'HW', 'W',  'HW', 'L',  'W'],
  [-0.5,  'L',  'W',  'W',  'W',  'L',  'W'],
  [-0.25, 'HL', 'W',  'W',  'W',  'L',  'W'],
  [0,     'P',  'W',  'W',  'W',  'L',  'W'],
  [0.25,  'HW', 'W',  'W',  'W',  'L',  'W'],
  [0.5,   'W',  'W',  'W',  'W',  'L',  'W'],
  [0.75,  'W',  'W',  'W',  'W',  'HL', 'W'],
  [1,     'W',  'W',  'W',  'W',  'P',  'W'],
  [1.25,  'W',  'W',  'W',  'W',  'HW', 'W'],
  [1.5,   'W',  'W',  'W',  'W',  'W',  'W'],
  [1.75,  'W',  'W',  'W',  'W',  'W',  'W'],
  [2,     'W',  'W',  'W',  'W',  'W',  'W'],
  [2.25,  'W',  'W',  'W',  'W',  'W',  'W'],
  [2.5,   'W',  'W',  'W',  'W',  'W',  'W'],
  [2.75,  'W',  'W',  'W',  'W',  'W',  'W'],
];

describe('settleSelection on an Asian handicap', () => {
  it('covers every football line from −2.75 to +2.75 in quarter steps', () => {
    expect(HOME_TABLE.map(([line]) => line * 4)).toEqual(Array.from({ length: 23 }, (_, i) => i - 11));
  });

  for (const [line, ...row] of HOME_TABLE)
    it(`settles HOME ${line > 0 ? '+' : ''}${line} as the worked table says`, () => {
      const outcomes = SCORES.map(([home, away]) =>
        settleSelection({ kind: 'AH', line }, 'HOME', finished(home, away)),
      );
      expect(outcomes).toEqual(row.map((short) => SHORT[short]));
    });

  it('gives AWAY −line: AWAY of a HOME −0.75 market at 1-0 half loses, at 0-0 wins', () => {
    const market = { kind: 'AH', line: -0.75 } as const;
    expect(settleSelection(market, 'AWAY', finished(1, 0))).toBe('HALF_LOSE');
    expect(settleSelection(market, 'AWAY', finished(0, 0))).toBe('WIN');
    expect(settleSelection(market, 'AWAY', finished(2, 0))).toBe('LOSE');
    expect(settleSelection({ kind: 'AH', line: 0.25 }, 'AWAY', finished(0, 0))).toBe('HALF_LOSE');
    expect(settleSelection({ kind: 'AH', line: -1 }, 'AWAY', finished(2, 1))).toBe('PUSH');
  });

  it('takes basketball half and whole points beyond football’s range', () => {
    expect(settleSelection({ kind: 'AH', line: -7.5 }, 'HOME', finished(101, 93))).toBe('WIN');
    expect(settleSelection({ kind: 'AH', line: -8 }, 'HOME', finished(101, 93))).toBe('PUSH');
    expect(settleSelection({ kind: 'AH', line: -8.5 }, 'HOME', finished(101, 93))).toBe('LOSE');
    expect(settleSelection({ kind: 'AH', line: 8.5 }, 'AWAY', finished(101, 93))).toBe('LOSE');
  });

  it('refuses a line off the quarter steps or missing', () => {
    expect(() => settleSelection({ kind: 'AH', line: 0.3 }, 'HOME', finished(0, 0))).toThrow(
      /AH is a line in steps of 0.25/,
    );
    expect(() => settleSelection({ kind: 'AH' }, 'HOME', finished(0, 0))).toThrow(RangeError);
    expect(() => settleSelection({ kind: 'AH', line: NaN }, 'HOME', finished(0, 0))).toThrow(RangeError);
  });
});
