import { describe, expect, it } from 'vitest';
import { cashOutValue, type TPlacedBet } from './cash-out.ts';

const single: TPlacedBet = { stakeMinor: 1000n, legs: [{ oddsMilli: 2000 }] };
const parlay: TPlacedBet = {
  stakeMinor: 100n,
  legs: [{ oddsMilli: 2000 }, { oddsMilli: 3000 }, { oddsMilli: 1500 }],
};

describe('cashOutValue of a single', () => {
  it.each([
    // placed at 2.00; current odds, cash-out margin, value worked by hand: 1000 × 2 / current × (1 − m)
    [1600, 500, 1187n], // shortened: 1250 fair, 1187.5 after 5 %
    [2000, 500, 950n], // unchanged: the stake less the margin
    [2500, 500, 760n], // drifted: 800 fair
    [1600, 0, 1250n],
    [1001, 10_000, 0n], // a margin of everything leaves nothing
  ])('at %i with %i bps is %i', (current, marginBps, value) => {
    expect(cashOutValue(single, [current], [null], marginBps)).toBe(value);
  });

  it('is not offered while the market is suspended', () => {
    expect(cashOutValue(single, [null], [null], 500)).toBeNull();
  });

  it('is not offered once the bet is settled', () => {
    expect(cashOutValue(single, [null], ['WIN'], 500)).toBeNull();
    expect(cashOutValue(single, [1500], ['VOID'], 500)).toBeNull();
  });
});

describe('cashOutValue of a parlay', () => {
  it('values settled legs by their factor and open legs at placed / current', () => {
    // leg 1 won (× 2), leg 2 from 3.00 to 2.00 (× 1.5), leg 3 from 1.50 to 1.25 (× 1.2): 100 × 3.6
    expect(cashOutValue(parlay, [null, 2000, 1250], ['WIN', null, null], 0)).toBe(360n);
    expect(cashOutValue(parlay, [null, 2000, 1250], ['WIN', null, null], 500)).toBe(342n);
  });

  it('keeps a half-lost or void leg’s factor: ½ and 1', () => {
    expect(cashOutValue(parlay, [null, 2000, 1250], ['HALF_LOSE', null, null], 0)).toBe(90n);
    expect(cashOutValue(parlay, [null, 2000, 1250], ['VOID', null, null], 0)).toBe(180n);
    expect(cashOutValue(parlay, [null, 2000, 1250], ['HALF_WIN', null, null], 0)).toBe(270n);
  });

  it('is not offered once a leg has lost, or while an open leg is suspended', () => {
    expect(cashOutValue(parlay, [null, 2000, 1250], ['LOSE', null, null], 0)).toBeNull();
    expect(cashOutValue(parlay, [2000, null, 1250], [null, null, null], 0)).toBeNull();
    // a suspended leg that has settled no longer needs a price
    expect(cashOutValue(parlay, [null, 3000, 1500], ['WIN', null, null], 0)).toBe(200n);
  });

  it('rounds down once: 1 on two open legs each worth 1.5 pays 2 (2.25)', () => {
    const small: TPlacedBet = { stakeMinor: 1n, legs: [{ oddsMilli: 3000 }, { oddsMilli: 3000 }] };
    expect(cashOutValue(small, [2000, 2000], [null, null], 0)).toBe(2n);
  });

  it('refuses a price or settlement list of the wrong length, bad odds, stake or margin', () => {
    expect(() => cashOutValue(parlay, [2000, 2000], [null, null, null], 0)).toThrow(/per leg/);
    expect(() => cashOutValue(parlay, [2000, 2000, 2000], [null], 0)).toThrow(RangeError);
    expect(() => cashOutValue({ stakeMinor: 1n, legs: [] }, [], [], 0)).toThrow(RangeError);
    expect(() => cashOutValue(single, [999], [null], 0)).toThrow(RangeError);
    expect(() => cashOutValue({ ...single, legs: [{ oddsMilli: 900 }] }, [2000], [null], 0)).toThrow(
      RangeError,
    );
    expect(() => cashOutValue({ ...single, stakeMinor: 0n }, [2000], [null], 0)).toThrow(RangeError);
    expect(() => cashOutValue(single, [2000], [null], -1)).toThrow(/cash-out margin/);
    expect(() => cashOutValue(single, [2000], [null], 10_001)).toThrow(RangeError);
  });
});
