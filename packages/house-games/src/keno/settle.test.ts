import { describe, expect, it } from 'vitest';
import { KENO_PAYTABLE, type TKenoTicket } from './rules.ts';
import { playKenoRound, settleKenoTicket, simulateKeno } from './settle.ts';

const DRAW = [3, 7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59, 63, 67, 71, 75, 79];

describe('settleKenoTicket against 3, 7, 11, …, 79 (every fourth number from 3)', () => {
  it.each<[number[], number[], number, number]>([
    [[3], [3], 3_800, 3_800],
    [[4], [], 0, 0],
    [[3, 4], [3], 1_000, 1_000],
    [[3, 7], [3, 7], 9_500, 9_500],
    [[3, 7, 8], [3, 7], 2_850, 2_850],
    [[1, 2, 4, 5, 6, 8, 9, 10, 12, 13], [], 1_500, 1_500],
    [[3, 7, 11, 15, 2, 4, 6, 8, 10, 12], [3, 7, 11, 15], 1_800, 1_800],
    [[3, 7, 11, 15, 19, 23, 27, 31, 35, 39], [3, 7, 11, 15, 19, 23, 27, 31, 35, 39], 10_000_000, 10_000_000],
    [[79, 75, 71, 67, 63], [79, 75, 71, 67, 63], 350_000, 350_000],
  ])(
    'picks %j hit %j: %i thousandths, a stake of 1,000 wins %i',
    (picks, hits, multiplierMilli, winMinor) => {
      expect(settleKenoTicket({ picks, stakeMinor: 1_000 }, DRAW)).toEqual({
        hits,
        multiplierMilli,
        winMinor,
        houseMinor: 1_000 - winMinor,
      });
    },
  );

  it('floors the win to a whole minor unit: 333 × 2.85 = 949.05 pays 949', () => {
    expect(settleKenoTicket({ picks: [3, 7, 8], stakeMinor: 333 }, DRAW).winMinor).toBe(949);
  });

  it('keeps the stake as the house result when the ticket loses', () => {
    expect(settleKenoTicket({ picks: [1, 2, 3, 4], stakeMinor: 500 }, DRAW)).toMatchObject({
      winMinor: 0,
      houseMinor: 500,
    });
  });

  it.each<[string, TKenoTicket]>([
    ['no picks', { picks: [], stakeMinor: 100 }],
    ['eleven picks', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], stakeMinor: 100 }],
    ['a repeated pick', { picks: [5, 5], stakeMinor: 100 }],
    ['a pick of 0', { picks: [0], stakeMinor: 100 }],
    ['a pick of 81', { picks: [81], stakeMinor: 100 }],
    ['a fractional pick', { picks: [2.5], stakeMinor: 100 }],
    ['a zero stake', { picks: [1], stakeMinor: 0 }],
    ['a fractional stake', { picks: [1], stakeMinor: 1.5 }],
    ['a stake above the maximum', { picks: [1], stakeMinor: 10_000_000_001 }],
  ])('throws a RangeError for %s', (_, ticket) => {
    expect(() => settleKenoTicket(ticket, DRAW)).toThrow(RangeError);
  });

  it.each([
    [DRAW.slice(0, 19)],
    [[...DRAW.slice(0, 19), 3]],
    [[...DRAW.slice(0, 19), 81]],
    [[...DRAW.slice(0, 19), 0]],
    [[...DRAW.slice(0, 19), 2.5]],
    [[...DRAW, 3]], // 21 numbers, only 20 of them distinct
  ])('throws a RangeError for numbers that are not a draw: %j', (drawn) => {
    expect(() => settleKenoTicket({ picks: [1], stakeMinor: 1 }, drawn)).toThrow(
      new RangeError('a keno draw is 20 distinct numbers of 1…80'),
    );
  });

  it('says what is wrong with a refused ticket', () => {
    const settle = (ticket: TKenoTicket) => () => settleKenoTicket(ticket, DRAW);
    expect(settle({ picks: [], stakeMinor: 1 })).toThrow(
      new RangeError('a keno ticket picks 1–10 numbers, got 0'),
    );
    expect(settle({ picks: undefined as unknown as number[], stakeMinor: 1 })).toThrow(
      new RangeError('a keno ticket picks 1–10 numbers, got undefined'),
    );
    expect(settle({ picks: [81], stakeMinor: 1 })).toThrow(
      new RangeError('a keno pick is a whole number of 1…80, got 81'),
    );
    expect(settle({ picks: [5, 9, 5], stakeMinor: 1 })).toThrow(
      new RangeError('a keno ticket picks each number once, got 5, 9, 5'),
    );
    expect(settle({ picks: [1], stakeMinor: 0 })).toThrow(
      new RangeError('a keno stake is a whole number of 1…10000000000 minor units, got 0'),
    );
  });

  it('takes the smallest and the largest stake', () => {
    expect(settleKenoTicket({ picks: [3], stakeMinor: 1 }, DRAW)).toMatchObject({ winMinor: 3 });
    expect(settleKenoTicket({ picks: [3], stakeMinor: 10_000_000_000 }, DRAW)).toMatchObject({
      winMinor: 38_000_000_000,
    });
  });
});

describe('KENO_PAYTABLE', () => {
  it('has a row of picks + 1 whole, non-negative multipliers for each pick count 1–10', () => {
    for (let picks = 1; picks <= 10; picks++) {
      const row = KENO_PAYTABLE[picks]!;
      expect(row).toHaveLength(picks + 1);
      for (const milli of row) expect(Number.isSafeInteger(milli) && milli >= 0).toBe(true);
      expect(row[picks]).toBe(Math.max(...row)); // catching every pick pays the most
    }
  });
});

describe('playKenoRound', () => {
  it('draws from the stream and settles the ticket against that draw', () => {
    const zeros = { next: () => 0 };
    const round = playKenoRound(zeros, { picks: [1, 2, 30], stakeMinor: 100 });
    expect(round.drawn).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(round).toMatchObject({ hits: [1, 2], multiplierMilli: 2_850, winMinor: 285, houseMinor: -185 });
  });

  it('refuses a bad ticket before reading the stream', () => {
    let reads = 0;
    const counting = { next: () => (reads++, 0) };
    expect(() => playKenoRound(counting, { picks: [], stakeMinor: 1 })).toThrow(RangeError);
    expect(reads).toBe(0);
  });
});

describe('simulateKeno', () => {
  it('counts a hit for each drawn number among 1…pickCount', () => {
    const result = simulateKeno({ next: () => 0 }, 3, 4); // the draw is 1…20: four hits each round
    expect(result).toEqual({ rounds: 3, wonStakes: 300, hitCounts: [0, 0, 0, 0, 3] });
    expect(() => simulateKeno({ next: () => 0 }, 1, 11)).toThrow(
      new RangeError('a keno ticket picks 1–10 numbers, got 11'),
    );
  });
});
