import { describe, expect, it } from 'vitest';
import { acceptPrice, type TPricePolicy } from './price-change.ts';

describe('acceptPrice', () => {
  // placed at 1.950; the book now offers 1.900 (shorter), 1.950 (unchanged) or 2.000 (longer)
  it.each([
    ['ANY', 'ACCEPT', 'ACCEPT', 'ACCEPT'],
    ['HIGHER', 'REJECT', 'ACCEPT', 'ACCEPT'],
    ['NONE', 'REJECT', 'ACCEPT', 'REJECT'],
  ] as [TPricePolicy, string, string, string][])(
    '%s: shorter %s, unchanged %s, longer %s',
    (policy, shorter, unchanged, longer) => {
      expect([1900, 1950, 2000].map((current) => acceptPrice(policy, 1950, current))).toEqual([
        shorter,
        unchanged,
        longer,
      ]);
    },
  );

  it('notices a move of one thousandth', () => {
    expect(acceptPrice('HIGHER', 1950, 1949)).toBe('REJECT');
    expect(acceptPrice('NONE', 1950, 1951)).toBe('REJECT');
    expect(acceptPrice('HIGHER', 1950, 1951)).toBe('ACCEPT');
  });

  it('refuses a policy it does not know', () => {
    expect(() => acceptPrice('LOWER' as TPricePolicy, 1950, 1950)).toThrow(/policy LOWER/);
  });
});
