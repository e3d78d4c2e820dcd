import { describe, expect, it } from 'vitest';
import { validateSlip, type TBetSlip, type TSlipLeg, type TSlipLimits } from './slip.ts';

const LIMITS: TSlipLimits = { minStakeMinor: 100n, maxStakeMinor: 1_000_000n, maxPayoutMinor: 10_000_000n };

const leg = (eventId: string, overrides: Partial<TSlipLeg> = {}): TSlipLeg => ({
  eventId,
  market: { kind: '1X2' },
  selection: 'HOME',
  oddsMilli: 2000,
  parlayable: true,
  ...overrides,
});
const single = (overrides: Partial<TSlipLeg> = {}, stakeMinor = 1000n): TBetSlip => ({
  kind: 'SINGLE',
  stakeMinor,
  legs: [leg('e1', overrides)],
});
const parlay = (legs: TSlipLeg[], stakeMinor = 1000n): TBetSlip => ({ kind: 'PARLAY', stakeMinor, legs });
const codes = (slip: TBetSlip, limits = LIMITS) => validateSlip(slip, limits).map((p) => p.code);
const events = (n: number) => Array.from({ length: n }, (_, i) => leg(`e${i}`, { oddsMilli: 1100 }));

describe('validateSlip', () => {
  it('takes a sound single and a sound parlay of 2 and of 10 legs', () => {
    expect(validateSlip(single(), LIMITS)).toEqual([]);
    expect(validateSlip(parlay(events(2)), LIMITS)).toEqual([]);
    expect(validateSlip(parlay(events(10)), LIMITS)).toEqual([]);
  });

  it('needs exactly one leg in a single and 2 to 10 in a parlay', () => {
    expect(codes({ kind: 'SINGLE', stakeMinor: 1000n, legs: [] })).toEqual(['SINGLE_NEEDS_ONE_LEG']);
    expect(codes({ kind: 'SINGLE', stakeMinor: 1000n, legs: events(2) })).toEqual(['SINGLE_NEEDS_ONE_LEG']);
    expect(codes(parlay(events(1)))).toEqual(['PARLAY_TOO_FEW_LEGS']);
    expect(codes(parlay([]))).toEqual(['PARLAY_TOO_FEW_LEGS']);
    expect(codes(parlay(events(11)))).toEqual(['PARLAY_TOO_MANY_LEGS']);
  });

  it('refuses two legs of one event in a parlay, naming them', () => {
    const legs = [leg('e1'), leg('e2'), leg('e1', { market: { kind: 'OU', line: 2.5 }, selection: 'OVER' })];
    expect(validateSlip(parlay(legs), LIMITS)).toEqual([{ code: 'PARLAY_SAME_EVENT', legs: [0, 2] }]);
  });

  it('refuses a parlay leg on a market kept out of parlays, but takes it as a single', () => {
    const cs = { market: { kind: 'CS' }, selection: '2-1', oddsMilli: 9000, parlayable: false } as const;
    expect(validateSlip(parlay([leg('e1'), leg('e2', cs)]), LIMITS)).toEqual([
      { code: 'PARLAY_MARKET_NOT_ALLOWED', legs: [1] },
    ]);
    expect(validateSlip(single(cs), LIMITS)).toEqual([]);
  });

  it('refuses a selection its market does not offer and odds the book cannot take', () => {
    expect(validateSlip(single({ selection: 'OVER' }), LIMITS)).toEqual([
      { code: 'SELECTION_UNKNOWN', legs: [0] },
    ]);
    for (const oddsMilli of [1000, 1950.5, 1_000_001])
      expect(validateSlip(single({ oddsMilli }), LIMITS)).toEqual([{ code: 'ODDS_OUT_OF_RANGE', legs: [0] }]);
  });

  it('holds the stake within the limits, the limits themselves inclusive', () => {
    expect(validateSlip(single({}, 99n), LIMITS)).toEqual([{ code: 'STAKE_BELOW_MIN', limitMinor: 100n }]);
    expect(codes(single({}, 100n))).toEqual([]);
    expect(codes(single({}, 1_000_000n))).toEqual([]);
    expect(validateSlip(single({}, 1_000_001n), LIMITS)).toEqual([
      { code: 'STAKE_ABOVE_MAX', limitMinor: 1_000_000n },
    ]);
    expect(codes(single({}, 0n))).toEqual(['STAKE_BELOW_MIN']);
  });

  it('refuses (does not cap) a bet whose potential payout passes the maximum', () => {
    // 1,000,000 at 10.000 pays exactly the maximum; at 10.001 it would pay 1,000 more
    expect(codes(single({ oddsMilli: 10_000 }, 1_000_000n))).toEqual([]);
    expect(validateSlip(single({ oddsMilli: 10_001 }, 1_000_000n), LIMITS)).toEqual([
      { code: 'PAYOUT_ABOVE_MAX', limitMinor: 10_000_000n },
    ]);
    // a parlay's payout is the product: 10,000 × 10 × 10 × 10.001
    const legs = [
      leg('a', { oddsMilli: 10_000 }),
      leg('b', { oddsMilli: 10_000 }),
      leg('c', { oddsMilli: 10_001 }),
    ];
    expect(codes(parlay(legs, 10_000n))).toEqual(['PAYOUT_ABOVE_MAX']);
  });

  it('lists every problem at once', () => {
    const legs = [leg('e1', { parlayable: false }), leg('e1', { oddsMilli: 5 })];
    expect(codes(parlay(legs, 50n))).toEqual([
      'PARLAY_SAME_EVENT',
      'PARLAY_MARKET_NOT_ALLOWED',
      'ODDS_OUT_OF_RANGE',
      'STAKE_BELOW_MIN',
    ]);
  });

  it('throws on limits that cannot hold', () => {
    const bad: TSlipLimits[] = [
      { ...LIMITS, minStakeMinor: 0n },
      { ...LIMITS, maxStakeMinor: 99n },
      { ...LIMITS, maxPayoutMinor: 999_999n },
    ];
    for (const limits of bad) expect(() => validateSlip(single(), limits)).toThrow(/1 ≤ min stake/);
  });

  it('takes limits that meet: a minimum stake of 1 equal to the maximum and to the maximum payout', () => {
    const tight: TSlipLimits = { minStakeMinor: 1n, maxStakeMinor: 1n, maxPayoutMinor: 1n };
    // 1 at 2.000 would pay 2: the payout check runs for the smallest stake too
    expect(codes(single({}, 1n), tight)).toEqual(['PAYOUT_ABOVE_MAX']);
    expect(codes(single({}, 1n), { ...tight, maxPayoutMinor: 2n })).toEqual([]);
  });
});
