import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TIERS, lowersBelow, validateDownlineTerms, type TTermsViolation } from './settlement-caps.ts';
import type {
  TDailyWageTier,
  TDividendTier,
  THourlyWageTier,
  TRealTimeSalaryTerms,
} from './settlement-rules.ts';

const ratio = (betVolume: bigint, activeMember: number, rate: bigint): TDailyWageTier => ({
  betVolume,
  activeMember,
  rateType: 'P',
  rate,
});
const fixed = (betVolume: bigint, activeMember: number, rate: bigint): TDailyWageTier => ({
  betVolume,
  activeMember,
  rateType: 'F',
  rate,
});
const share = (minimumBet: bigint, contractRate: number, netLoss = 0n, activeMember = 0): TDividendTier => ({
  minimumBet,
  netLoss,
  activeMember,
  contractRate,
});

/** Best P ratio 0.80 %, best F amount 20,000. */
const UPLINE_DAY = [ratio(100_000n, 3, 50n), ratio(500_000n, 5, 80n), fixed(1_000_000n, 10, 20_000n)];
const v = (code: TTermsViolation['code'], tier: number | null, field: string, limit?: bigint) =>
  limit === undefined ? { code, tier, field } : { code, tier, field, limit };

describe('validateDownlineTerms: daily wage', () => {
  it.each<[string, TDailyWageTier[], TTermsViolation[]]>([
    ['accepts terms equal to the upline', UPLINE_DAY, []],
    ['accepts the upline best ratio at a lower tier', [ratio(100_000n, 3, 80n)], []],
    [
      'refuses a ratio above the upline best ratio',
      [ratio(100_000n, 3, 81n)],
      [v('ABOVE_UPLINE_RATE', 0, 'rate', 80n)],
    ],
    ['accepts the upline best fixed amount', [fixed(0n, 0, 20_000n)], []],
    [
      'refuses a fixed amount above the upline best',
      [fixed(0n, 0, 20_001n)],
      [v('ABOVE_UPLINE_RATE', 0, 'rate', 20_000n)],
    ],
    [
      'compares each tier by its own rate type',
      [ratio(0n, 0, 80n), fixed(1n, 0, 20_000n), ratio(2n, 0, 90n)],
      [v('ABOVE_UPLINE_RATE', 2, 'rate', 80n)],
    ],
    [
      'refuses tiers with an equal primary threshold',
      [ratio(500_000n, 3, 10n), ratio(500_000n, 5, 20n)],
      [v('TIERS_NOT_ASCENDING', 1, 'betVolume')],
    ],
    [
      'refuses tiers in descending order',
      [ratio(500_000n, 3, 10n), ratio(100_000n, 5, 20n)],
      [v('TIERS_NOT_ASCENDING', 1, 'betVolume')],
    ],
    ['refuses a contract without tiers', [], [v('TIER_COUNT_OUT_OF_RANGE', null, 'tiers')]],
    [
      'refuses more than ten tiers',
      Array.from({ length: MAX_TIERS + 1 }, (_, i) => ratio(BigInt(i), 0, 1n)),
      [v('TIER_COUNT_OUT_OF_RANGE', null, 'tiers')],
    ],
    ['refuses a negative rate', [ratio(0n, 0, -1n)], [v('RATE_OUT_OF_RANGE', 0, 'rate')]],
    ['refuses a negative bet volume', [ratio(-1n, 0, 1n)], [v('THRESHOLD_OUT_OF_RANGE', 0, 'betVolume')]],
    [
      'refuses a fractional active-member count',
      [ratio(0n, 1.5, 1n)],
      [v('THRESHOLD_OUT_OF_RANGE', 0, 'activeMember')],
    ],
    [
      'refuses a negative active-member count',
      [ratio(0n, -1, 1n)],
      [v('THRESHOLD_OUT_OF_RANGE', 0, 'activeMember')],
    ],
  ])('%s', (_case, downline, violations) => {
    expect(validateDownlineTerms('DAILY_WAGE', UPLINE_DAY, downline)).toEqual(violations);
  });

  it('caps a rate type the upline lacks at zero', () => {
    const upline = [ratio(0n, 0, 100n)];
    expect(validateDownlineTerms('DAILY_WAGE', upline, [fixed(0n, 0, 0n)])).toEqual([]);
    expect(validateDownlineTerms('DAILY_WAGE', upline, [fixed(0n, 0, 1n)])).toEqual([
      v('ABOVE_UPLINE_RATE', 0, 'rate', 0n),
    ]);
  });

  it('bounds a top agent by the rules alone: ratio up to 100.00 %, any fixed amount', () => {
    expect(
      validateDownlineTerms('DAILY_WAGE', null, [ratio(0n, 0, 10_000n), fixed(1n, 0, 10n ** 18n)]),
    ).toEqual([]);
    expect(validateDownlineTerms('DAILY_WAGE', null, [ratio(0n, 0, 10_001n)])).toEqual([
      v('RATE_OUT_OF_RANGE', 0, 'rate'),
    ]);
  });
});

describe('validateDownlineTerms: hourly wage and dividend', () => {
  it('ranks hourly tiers by their minimum bet', () => {
    const tiers: THourlyWageTier[] = [
      { minimumBet: 50_000n, activeMember: 1, rateType: 'P', rate: 10n },
      { minimumBet: 10_000n, activeMember: 2, rateType: 'P', rate: 20n },
    ];
    expect(validateDownlineTerms('HOURLY_WAGE', null, tiers)).toEqual([
      v('TIERS_NOT_ASCENDING', 1, 'minimumBet'),
    ]);
  });

  const UPLINE = [share(100_000n, 20), share(500_000n, 40)];
  it.each<[string, TDividendTier[] | null, TDividendTier[], TTermsViolation[]]>([
    ['accepts a share up to the upline best', UPLINE, [share(0n, 40)], []],
    [
      'refuses a share above the upline best',
      UPLINE,
      [share(0n, 41)],
      [v('ABOVE_UPLINE_RATE', 0, 'contractRate', 40n)],
    ],
    ['accepts 100 % for a top agent', null, [share(0n, 100)], []],
    ['refuses more than 100 %', null, [share(0n, 101)], [v('RATE_OUT_OF_RANGE', 0, 'contractRate')]],
    ['refuses a fractional percent', null, [share(0n, 33.5)], [v('RATE_OUT_OF_RANGE', 0, 'contractRate')]],
    [
      'refuses a negative net-loss threshold',
      null,
      [share(0n, 10, -1n)],
      [v('THRESHOLD_OUT_OF_RANGE', 0, 'netLoss')],
    ],
    [
      'ranks dividend tiers by their minimum bet',
      null,
      [share(5n, 10, 100n), share(5n, 20, 200n)],
      [v('TIERS_NOT_ASCENDING', 1, 'minimumBet')],
    ],
  ])('%s', (_case, upline, downline, violations) => {
    expect(validateDownlineTerms('DIVIDEND', upline, downline)).toEqual(violations);
  });
});

describe('validateDownlineTerms: real-time salary', () => {
  const UPLINE: TRealTimeSalaryTerms = { winRate: 30, lossRate: 50, singleBetAmount: 1_000n };
  it.each<[string, TRealTimeSalaryTerms, TTermsViolation[]]>([
    [
      'accepts rates up to the upline, whatever the single-bet amount',
      { ...UPLINE, singleBetAmount: 0n },
      [],
    ],
    [
      'refuses a win rate above the upline',
      { ...UPLINE, winRate: 31 },
      [v('ABOVE_UPLINE_RATE', null, 'winRate', 30n)],
    ],
    [
      'refuses a loss rate above the upline',
      { ...UPLINE, lossRate: 51 },
      [v('ABOVE_UPLINE_RATE', null, 'lossRate', 50n)],
    ],
    ['refuses a negative rate', { ...UPLINE, winRate: -1 }, [v('RATE_OUT_OF_RANGE', null, 'winRate')]],
    [
      'refuses a negative single-bet amount',
      { ...UPLINE, singleBetAmount: -1n },
      [v('THRESHOLD_OUT_OF_RANGE', null, 'singleBetAmount')],
    ],
  ])('%s', (_case, downline, violations) => {
    expect(validateDownlineTerms('REAL_TIME_SALARY', UPLINE, downline)).toEqual(violations);
  });

  it('bounds a top agent at 100.00 %', () => {
    expect(validateDownlineTerms('REAL_TIME_SALARY', null, { ...UPLINE, lossRate: 10_001 })).toEqual([
      v('RATE_OUT_OF_RANGE', null, 'lossRate'),
    ]);
  });
});

describe('lowersBelow', () => {
  const downline = [ratio(0n, 0, 80n)];
  it.each<[string, TDailyWageTier[], boolean]>([
    ['a new upline ratio below the downline leaves it above', [ratio(0n, 0, 70n)], true],
    ['an equal new upline ratio does not', [ratio(0n, 0, 80n)], false],
    ['a higher new upline ratio does not', [ratio(0n, 0, 70n), ratio(1n, 0, 90n)], false],
    ['a new upline with only fixed amounts leaves a ratio above', [fixed(0n, 0, 1_000n)], true],
  ])('%s', (_case, newUpline, expected) => {
    expect(lowersBelow('DAILY_WAGE', downline, newUpline)).toBe(expected);
  });

  it('tells a lowered dividend share and a lowered real-time loss rate', () => {
    expect(lowersBelow('DIVIDEND', [share(0n, 30)], [share(0n, 25)])).toBe(true);
    expect(lowersBelow('DIVIDEND', [share(0n, 25)], [share(0n, 25)])).toBe(false);
    const terms: TRealTimeSalaryTerms = { winRate: 30, lossRate: 50, singleBetAmount: 0n };
    expect(lowersBelow('REAL_TIME_SALARY', terms, { ...terms, lossRate: 49 })).toBe(true);
  });
});

describe('cap properties', () => {
  /** Valid ascending wage tiers of mixed rate types. */
  const tiersArb = fc
    .uniqueArray(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: MAX_TIERS })
    .chain((volumes) =>
      fc.tuple(
        ...volumes
          .sort((a, b) => (a < b ? -1 : 1))
          .map((betVolume) =>
            fc.oneof(
              fc.bigInt({ min: 0n, max: 10_000n }).map((rate) => ratio(betVolume, 0, rate)),
              fc.bigInt({ min: 0n, max: 1_000_000n }).map((rate) => fixed(betVolume, 0, rate)),
            ),
          ),
      ),
    );

  it('lets an upline give its own terms, or any lowered copy of them', () => {
    fc.assert(
      fc.property(tiersArb, fc.nat(), (upline, cut) => {
        expect(validateDownlineTerms('DAILY_WAGE', upline, upline)).toEqual([]);
        const lowered = upline.map((t) => ({ ...t, rate: t.rate - (BigInt(cut) % (t.rate + 1n)) }));
        expect(validateDownlineTerms('DAILY_WAGE', upline, lowered)).toEqual([]);
      }),
    );
  });

  it('refuses any tier raised above the upline best of its type, and lowersBelow agrees', () => {
    fc.assert(
      fc.property(tiersArb, fc.nat(), (upline, pick) => {
        const index = pick % upline.length;
        const best = upline
          .filter((t) => t.rateType === upline[index]!.rateType)
          .reduce((m, t) => (t.rate > m ? t.rate : m), 0n);
        const raised = upline.map((t, i) => (i === index ? { ...t, rate: best + 1n } : t));
        const violations = validateDownlineTerms('DAILY_WAGE', upline, raised);
        expect(violations).toContainEqual(v('ABOVE_UPLINE_RATE', index, 'rate', best));
        expect(lowersBelow('DAILY_WAGE', raised, upline)).toBe(true);
        expect(lowersBelow('DAILY_WAGE', upline, raised)).toBe(false);
      }),
    );
  });
});
