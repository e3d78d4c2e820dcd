import { describe, expect, it } from 'vitest';
import { betPoints, checkConversion, pointsFor, sourceOfCategory, type TPointRules } from './points-rules.ts';

const rules: TPointRules = {
  betRates: { RNG: 1, LIVE: 2, SPORTS: 3 },
  depositRate: 1,
  perMinor: 100n,
  pointUnit: 100n,
  cashMinorPerPointUnit: 50n,
  minConvertPoints: 200n,
};

describe('points earning', () => {
  it('rounds down in integers', () => {
    expect(pointsFor(1234n, 1, 100n)).toBe(12n);
    expect(pointsFor(99n, 1, 100n)).toBe(0n);
    expect(pointsFor(1999n, 3, 1000n)).toBe(5n);
  });
  it('never earns from nothing, a negative amount or a zero rate', () => {
    expect(pointsFor(0n, 1, 100n)).toBe(0n);
    expect(pointsFor(-500n, 1, 100n)).toBe(0n);
    expect(pointsFor(500n, 0, 100n)).toBe(0n);
  });
  it('earns per category at the brand rate; a category without a rate earns nothing', () => {
    expect(betPoints(rules, 'LIVE', 1050n)).toBe(21n);
    expect(betPoints(rules, 'PVP', 100_000n)).toBe(0n);
  });
  it('keeps exact figures past 2^53', () => {
    expect(pointsFor(2n ** 60n + 99n, 1, 100n)).toBe((2n ** 60n + 99n) / 100n);
  });
  it('maps bet categories to the spec sources', () => {
    expect(sourceOfCategory('LOTT')).toBe('LOTTERY');
    expect(sourceOfCategory('PVP')).toBe('CARD');
    expect(sourceOfCategory('RNG')).toBe('SLOTS');
    expect(sourceOfCategory('CONS')).toBeNull();
  });
});

describe('points conversion', () => {
  it('pays whole units at the ratio', () => {
    expect(checkConversion(rules, 300n, 1000n)).toEqual({ ok: true, cashMinor: 150n });
  });
  it('refuses below the minimum, part units and more than the balance', () => {
    expect(checkConversion(rules, 100n, 1000n)).toEqual({ ok: false, code: 'POINTS_BELOW_MINIMUM' });
    expect(checkConversion(rules, 250n, 1000n)).toEqual({ ok: false, code: 'POINTS_NOT_WHOLE_UNIT' });
    expect(checkConversion(rules, 1100n, 1000n)).toEqual({ ok: false, code: 'POINTS_INSUFFICIENT' });
    expect(checkConversion(rules, 0n, 1000n)).toEqual({ ok: false, code: 'POINTS_BELOW_MINIMUM' });
  });
});
