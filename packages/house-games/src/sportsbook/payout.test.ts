import { describe, expect, it } from 'vitest';
import { legFactor, payoutOf, potentialPayoutOf } from './payout.ts';
import { OUTCOMES, type TOutcome } from './vocabulary.ts';

const value = ({ num, den }: { num: bigint; den: bigint }) => Number(num) / Number(den);

describe('legFactor', () => {
  it.each([
    ['WIN', 1950, 1.95],
    ['HALF_WIN', 1950, 1.475],
    ['PUSH', 1950, 1],
    ['VOID', 1950, 1],
    ['HALF_LOSE', 1950, 0.5],
    ['LOSE', 1950, 0],
    ['WIN', 1001, 1.001],
    ['HALF_WIN', 1001, 1.0005],
  ] as [TOutcome, number, number][])(
    '%s at odds %i multiplies the stake by %d',
    (outcome, odds, expected) => {
      expect(value(legFactor(outcome, odds))).toBe(expected);
    },
  );

  it('is exact: a half win at 1.955 is 2955/2000, not a rounded double', () => {
    expect(legFactor('HALF_WIN', 1955)).toEqual({ num: 2955n, den: 2000n });
  });

  it('refuses odds the book cannot take, whatever the outcome', () => {
    for (const outcome of OUTCOMES)
      for (const odds of [1000, 0, 1950.5, 1_000_001, NaN])
        expect(() => legFactor(outcome, odds)).toThrow(/whole thousandths/);
  });
});

describe('payoutOf a single', () => {
  it.each([
    ['WIN', 1950n],
    ['HALF_WIN', 1475n],
    ['PUSH', 1000n],
    ['VOID', 1000n],
    ['HALF_LOSE', 500n],
    ['LOSE', 0n],
  ] as [TOutcome, bigint][])('pays 1000 at 1.95 settled %s as %i', (outcome, expected) => {
    expect(payoutOf(1000n, [{ outcome, oddsMilli: 1950 }])).toBe(expected);
  });

  it('rounds down to the minor unit: 333 at 1.955 pays 651, a half win of 3 at 1.955 pays 4', () => {
    expect(payoutOf(333n, [{ outcome: 'WIN', oddsMilli: 1955 }])).toBe(651n); // 651.015
    expect(payoutOf(3n, [{ outcome: 'HALF_WIN', oddsMilli: 1955 }])).toBe(4n); // 4.4325
    expect(payoutOf(1n, [{ outcome: 'HALF_LOSE', oddsMilli: 1955 }])).toBe(0n);
  });
});

describe('payoutOf a parlay', () => {
  it('multiplies the legs’ factors: 100 on 1.95 × 2.10 pays 409 (409.5)', () => {
    const legs = [
      { outcome: 'WIN', oddsMilli: 1950 },
      { outcome: 'WIN', oddsMilli: 2100 },
    ] as const;
    expect(payoutOf(100n, legs)).toBe(409n);
  });

  it('rounds once at the end, not per leg: 1 on 1.5 × 1.5 pays 2 (2.25), not 1', () => {
    const legs = [
      { outcome: 'WIN', oddsMilli: 1500 },
      { outcome: 'WIN', oddsMilli: 1500 },
    ] as const;
    expect(payoutOf(1n, legs)).toBe(2n);
  });

  it('counts a half win as (1 + odds)/2 and drops a void leg: 100 on ½(1+1.9) × 2 × void pays 290', () => {
    const legs = [
      { outcome: 'HALF_WIN', oddsMilli: 1900 },
      { outcome: 'WIN', oddsMilli: 2000 },
      { outcome: 'VOID', oddsMilli: 3500 },
    ] as const;
    expect(payoutOf(100n, legs)).toBe(290n);
  });

  it('pays nothing once one leg loses, half once one half loses', () => {
    const won = { outcome: 'WIN', oddsMilli: 3000 } as const;
    expect(payoutOf(1000n, [won, won, { outcome: 'LOSE', oddsMilli: 1500 }])).toBe(0n);
    expect(payoutOf(1000n, [won, won, { outcome: 'HALF_LOSE', oddsMilli: 1500 }])).toBe(4500n);
  });

  it('stays exact past 2^53: 10¹² on ten legs at 1000.000 pays 10⁴²', () => {
    expect(potentialPayoutOf(10n ** 12n, Array(10).fill(1_000_000))).toBe(10n ** 42n);
  });

  it('refuses a stake that is not a positive bigint and a bet without legs', () => {
    const legs = [{ outcome: 'WIN', oddsMilli: 2000 }] as const;
    expect(() => payoutOf(0n, legs)).toThrow(/positive bigint/);
    expect(() => payoutOf(-5n, legs)).toThrow(RangeError);
    expect(() => payoutOf(100 as unknown as bigint, legs)).toThrow(RangeError);
    expect(() => payoutOf(100n, [])).toThrow(/at least one leg/);
  });
});
