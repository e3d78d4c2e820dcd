import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './money.ts';

describe('toMinor', () => {
  it.each([
    [12.5, 2, 1250n],
    [0.29, 2, 29n],
    [1000, 0, 1000n],
    [0.0001, 4, 1n],
    [99999999.99, 2, 9999999999n],
    [-3.1, 2, -310n],
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
});
