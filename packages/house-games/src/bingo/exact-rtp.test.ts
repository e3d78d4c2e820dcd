import { describe, expect, it } from 'vitest';
import { dealBingoCard } from './card.ts';
import {
  BINGO_ORDERINGS,
  bingoCompletionProbability,
  bingoCompletionWays,
  exactBingoFixedRtp,
  exactBingoPatternRtp,
  exactBingoRtp,
} from './exact-rtp.ts';
import { BINGO_PATTERN_NAMES, bingoCompletions } from './patterns.ts';
import { BINGO_FIXED_RTP, BINGO_RTP } from './rtp.ts';

/** C(n, k) as a number, small enough here to be exact. */
const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

describe('bingoCompletionWays', () => {
  it('is certain by ball 75 and impossible before a pattern has enough numbers', () => {
    for (const pattern of BINGO_PATTERN_NAMES) expect(bingoCompletionWays(pattern, 75)).toBe(BINGO_ORDERINGS);
    expect(bingoCompletionWays('LINE', 3)).toBe(0n);
    expect(bingoCompletionWays('FOUR_CORNERS', 3)).toBe(0n);
    expect(bingoCompletionWays('FULL_HOUSE', 23)).toBe(0n);
  });

  it('counts no ways within no balls, or fewer than none', () => {
    for (const pattern of BINGO_PATTERN_NAMES)
      for (const balls of [0, -1, -4])
        expect(bingoCompletionWays(pattern, balls), `${pattern} ${balls}`).toBe(0n);
  });

  it('gives the corners C(N, 4) / C(75, 4) and the full house C(N, 24) / C(75, 24)', () => {
    for (const n of [4, 10, 30, 60])
      expect(bingoCompletionProbability('FOUR_CORNERS', n)).toBeCloseTo(choose(n, 4) / choose(75, 4), 15);
    expect(bingoCompletionProbability('FULL_HOUSE', 60)).toBeCloseTo(choose(60, 24) / choose(75, 24), 15);
  });

  it('gives a line by ball 4 as 4 centre lines of C(75, 4) sets, by ball 5 as 4 × 71 + 8 of C(75, 5)', () => {
    // only the four lines through the free centre can be done with 4 balls, and two can't share 4 balls
    // ways / orderings = 4 / C(75, 4), compared as whole numbers
    expect(bingoCompletionWays('LINE', 4) * BigInt(choose(75, 4))).toBe(4n * BINGO_ORDERINGS);
    // by ball 5: a centre line with any of the 71 other balls, or one of the 8 five-number lines
    expect(bingoCompletionWays('LINE', 5) * BigInt(choose(75, 5))).toBe(BigInt(4 * 71 + 8) * BINGO_ORDERINGS);
  });

  it('rises with the ball count', () => {
    for (const pattern of BINGO_PATTERN_NAMES)
      for (let n = 1; n < 75; n++)
        expect(bingoCompletionWays(pattern, n + 1) >= bingoCompletionWays(pattern, n)).toBe(true);
  });

  it('agrees with counting lines over many shuffles of one card (a check of the inclusion–exclusion)', () => {
    // a cheap LCG shuffle, independent of the engine's stream
    let state = 12345;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const card = dealBingoCard({ next });
    const within = 30;
    const trials = 20_000;
    let done = 0;
    for (let t = 0; t < trials; t++) {
      const order = Array.from({ length: 75 }, (_, i) => i + 1);
      for (let i = 74; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      if (bingoCompletions(card, order).LINE <= within) done++;
    }
    const p = bingoCompletionProbability('LINE', within);
    expect(Math.abs(done / trials - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / trials));
  });
});

describe('exactBingoRtp', () => {
  it('matches the declared RTP within 0.00005', () => {
    expect(Math.abs(exactBingoRtp() - BINGO_RTP)).toBeLessThan(0.00005);
  });

  it('adds the three patterns (line 0.6497, corners 0.1851, full house 0.0686) and the 5 % pot', () => {
    expect(exactBingoPatternRtp('LINE')).toBeCloseTo(0.6497, 4);
    expect(exactBingoPatternRtp('FOUR_CORNERS')).toBeCloseTo(0.1851, 4);
    expect(exactBingoPatternRtp('FULL_HOUSE')).toBeCloseTo(0.0686, 4);
    const fixed = BINGO_PATTERN_NAMES.reduce((s, p) => s + exactBingoPatternRtp(p), 0);
    expect(exactBingoFixedRtp()).toBeCloseTo(fixed, 15);
    expect(Math.abs(fixed - BINGO_FIXED_RTP)).toBeLessThan(0.00005);
    expect(exactBingoRtp()).toBeCloseTo(fixed + 0.05, 15);
  });

  it('pays a one-tier table exactly its chance × multiplier', () => {
    const tiers = [{ withinBalls: 30, multiplierMilli: 2_000 }];
    expect(exactBingoPatternRtp('FOUR_CORNERS', tiers)).toBeCloseTo(2 * (choose(30, 4) / choose(75, 4)), 15);
  });
});
