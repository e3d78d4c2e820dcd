import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, ZAmount, fromMinor, toMinor } from './money.ts';

describe('ZAmount', () => {
  it('takes a positive amount up to the largest one request may move', () => {
    expect(ZAmount.safeParse(0.01).success).toBe(true);
    expect(ZAmount.safeParse(MAX_AMOUNT).success).toBe(true);
    expect(ZAmount.safeParse(MAX_AMOUNT + 1).success).toBe(false);
    expect(ZAmount.safeParse(0).success).toBe(false);
    expect(ZAmount.safeParse(-1).success).toBe(false);
  });
});

describe('toMinor', () => {
  it.each([
    [12.5, 2, 1250n],
    [0.29, 2, 29n],
    [1000, 0, 1000n],
    [0.0001, 4, 1n],
    [99999999.99, 2, 9999999999n],
    [-3.1, 2, -310n],
    [0, 2, 0n],
    [100_000_000_000, 2, 10_000_000_000_000n],
  ])('turns %s with %s decimals into %s minor units', (amount, decimals, minor) => {
    expect(toMinor(amount, decimals)).toBe(minor);
  });

  it.each([
    [0.291, 2],
    [1.5, 0],
    [1e-7, 4],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
  ])('refuses %s with %s decimals', (amount, decimals) => {
    expect(toMinor(amount, decimals)).toBeNull();
  });
});

describe('fromMinor', () => {
  it('answers the major-unit number', () => {
    expect(fromMinor(1250n, 2)).toBe(12.5);
    expect(fromMinor(-5n, 2)).toBe(-0.05);
    expect(fromMinor(7n, 0)).toBe(7);
    expect(fromMinor(9999999999n, 2)).toBe(99999999.99);
  });

  it('answers zero as 0, never -0 (which JSON and the site would show as "-0")', () => {
    expect(fromMinor(0n, 2)).toBe(0);
    expect(fromMinor(0n, 0)).toBe(0);
  });

  it('round-trips every amount toMinor accepts', () => {
    for (const [amount, decimals] of [
      [12.5, 2],
      [-0.07, 2],
      [1234.5678, 4],
      [42, 0],
    ] as const)
      expect(fromMinor(toMinor(amount, decimals)!, decimals)).toBe(amount);
  });
});
