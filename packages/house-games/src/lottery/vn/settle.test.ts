import { describe, expect, it } from 'vitest';
import type { TVnLine } from './bet-types.ts';
import { settleVnLine } from './settle.ts';
import { NORTH_2026_09_11 } from './sheets.test-data.ts';

const line = (over: Partial<TVnLine>): TVnLine => ({
  betType: 'LO2',
  numbers: ['83'],
  stakeMinor: 1_000,
  oddsMilli: 3_500,
  ...over,
});

describe('settleVnLine', () => {
  it('floors the win to a whole minor unit: 1 × 3.599 × 3 hits = 10.797 pays 10', () => {
    expect(settleVnLine(line({ stakeMinor: 1, oddsMilli: 3_599 }), NORTH_2026_09_11)).toEqual({
      hits: 3,
      winMinor: 10,
    });
  });

  it('pays less than a minor unit as nothing, yet counts the hit', () => {
    expect(settleVnLine(line({ stakeMinor: 1, oddsMilli: 333 }), NORTH_2026_09_11)).toEqual({
      hits: 3,
      winMinor: 0,
    });
  });

  it('keeps a win exact past 2^53 in the product: stake × odds × hits is taken whole', () => {
    // 3,000,000,000,001 × 3,000 × 3 = 2.7e16 before the division: beyond a double's exact integers
    const result = settleVnLine(line({ stakeMinor: 3_000_000_000_001, oddsMilli: 1_000 }), NORTH_2026_09_11);
    expect(result.winMinor).toBe(9_000_000_000_003);
  });

  it('refuses a win a plain number cannot hold exactly', () => {
    expect(() =>
      settleVnLine(line({ stakeMinor: Number.MAX_SAFE_INTEGER, oddsMilli: 3_500 }), NORTH_2026_09_11),
    ).toThrow(RangeError);
  });

  it.each<[string, Partial<TVnLine>]>([
    ['a zero stake', { stakeMinor: 0 }],
    ['a negative stake', { stakeMinor: -1_000 }],
    ['a fractional stake', { stakeMinor: 10.5 }],
    ['zero odds', { oddsMilli: 0 }],
    ['fractional odds', { oddsMilli: 3_500.5 }],
    ['a selection validateVnSelection refuses', { numbers: ['8'] }],
    ['a xiên naming a number twice', { betType: 'XIEN2', numbers: ['83', '83'] }],
  ])('throws for %s: such a line cannot have been placed', (_, over) => {
    expect(() => settleVnLine(line(over), NORTH_2026_09_11)).toThrow(RangeError);
  });

  it('reads the special prize by its code, wherever the sheet lists it', () => {
    const reordered = { ...NORTH_2026_09_11, prizes: [...NORTH_2026_09_11.prizes].reverse() };
    expect(settleVnLine(line({ betType: 'DE', numbers: ['52'], oddsMilli: 95_000 }), reordered).hits).toBe(1);
  });
});
