import { describe, expect, it } from 'vitest';
import { choose, exactKenoRtp, kenoHitProbability, kenoHitWays } from './exact-rtp.ts';
import { KENO_PAYTABLE } from './rules.ts';
import { KENO_RTP } from './rtp.ts';

describe('the hypergeometric hit distribution', () => {
  it('counts C(80, 20) = 3,535,316,142,212,174,320 draws and splits them over the hits', () => {
    expect(choose(80, 20)).toBe(3_535_316_142_212_174_320n);
    for (let picks = 1; picks <= 10; picks++) {
      let ways = 0n;
      for (let hits = 0; hits <= picks; hits++) ways += kenoHitWays(picks, hits);
      expect(ways, `${picks} picks`).toBe(choose(80, 20));
    }
  });

  it('counts no ways outside 0 ≤ k ≤ n', () => {
    expect(choose(5, -1)).toBe(0n);
    expect(choose(5, 6)).toBe(0n);
    expect(choose(-1, 0)).toBe(0n);
    expect(choose(0, 0)).toBe(1n);
    expect(choose(5, 5)).toBe(1n);
  });

  it('gives one pick a hit 1 time in 4 and ten of ten 1 in 8,911,711', () => {
    expect(kenoHitProbability(1, 1)).toBe(0.25);
    expect(1 / kenoHitProbability(10, 10)).toBeCloseTo(8_911_711.18, 1);
  });

  it('agrees with counting every draw for a small board (6 of 10, 3 picks)', () => {
    // the same formula on a 10-number board with 6 drawn, checked against all 210 draws
    const counts = [0, 0, 0, 0];
    for (let mask = 0; mask < 1 << 10; mask++) {
      let bits = 0;
      for (let b = 0; b < 10; b++) bits += (mask >> b) & 1;
      if (bits !== 6) continue;
      counts[(mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1)]!++;
    }
    expect(counts).toEqual([0, 1, 2, 3].map((h) => Number(choose(3, h) * choose(7, 6 - h))));
  });
});

describe('exactKenoRtp', () => {
  it('matches the declared RTP of every pick count within 0.00005', () => {
    for (let picks = 1; picks <= 10; picks++) {
      expect(Math.abs(exactKenoRtp(picks) - KENO_RTP[picks]!), `${picks} picks`).toBeLessThan(0.00005);
    }
  });

  it('keeps every pick count between 94.5 % and 95.5 %', () => {
    for (let picks = 1; picks <= 10; picks++) {
      expect(exactKenoRtp(picks)).toBeGreaterThan(0.945);
      expect(exactKenoRtp(picks)).toBeLessThan(0.955);
    }
  });

  it('sums hits × pay exactly: one pick paying 3.8 × returns 0.95', () => {
    expect(exactKenoRtp(1)).toBe(0.95);
    expect(exactKenoRtp(2, [1_000, 1_000, 1_000])).toBe(1);
    expect(() => exactKenoRtp(3, KENO_PAYTABLE[2])).toThrow(
      new RangeError('a paytable row for 3 picks has 4 entries'),
    );
  });

  it('refuses a pick count the paytable has no row for', () => {
    expect(() => exactKenoRtp(0)).toThrow(new RangeError('a paytable row for 0 picks has 1 entries'));
    expect(() => exactKenoRtp(11)).toThrow(RangeError);
  });
});
