import { describe, expect, it } from 'vitest';
import { partOf, rebateDecimals, rebateRatio, tierOf } from './vip-view.ts';

describe('vip-view', () => {
  it('writes a basis-point rate with just the decimals it needs', () => {
    expect([100, 50, 30, 25].map(rebateDecimals)).toEqual([0, 1, 1, 2]);
    expect(rebateRatio(30)).toBeCloseTo(0.003);
  });

  it('counts progress in whole percents, capped at 100, with a 0 threshold met', () => {
    expect(partOf(50, 200)).toBe(25);
    expect(partOf(199.99, 200)).toBe(99);
    expect(partOf(500, 200)).toBe(100);
    expect(partOf(0, 0)).toBe(100);
  });

  it('keeps the top medal colours for levels above the palette', () => {
    expect(tierOf(20)).toEqual(tierOf(6));
    expect(tierOf(-1)).toEqual(tierOf(0));
  });
});
