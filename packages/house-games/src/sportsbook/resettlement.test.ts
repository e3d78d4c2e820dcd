import { describe, expect, it } from 'vitest';
import { resettlementDelta } from './resettlement.ts';

describe('resettlementDelta', () => {
  it.each([
    [0n, 1950n, 1950n, 'a lost bet corrected to a win credits the whole payout'],
    [1950n, 0n, -1950n, 'a paid win corrected to a loss debits it'],
    [1950n, 1000n, -950n, 'a win made void debits the winnings, keeping the refund'],
    [1475n, 1475n, 0n, 'an unchanged outcome books nothing'],
  ])('from %i to %i moves %i: %s', (oldPayout, newPayout, delta) => {
    expect(resettlementDelta(oldPayout, newPayout)).toBe(delta);
  });

  it('refuses a negative payout', () => {
    expect(() => resettlementDelta(-1n, 0n)).toThrow(/from 0/);
    expect(() => resettlementDelta(5 as unknown as bigint, 1n)).toThrow(RangeError);
    expect(() => resettlementDelta(0n, -1n)).toThrow(RangeError);
  });
});
