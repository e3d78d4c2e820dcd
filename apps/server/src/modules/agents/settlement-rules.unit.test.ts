import { describe, expect, it } from 'vitest';
import {
  chooseTier,
  dailyWage,
  dividend,
  forcedDividendPayment,
  hourlyWage,
  isActiveMember,
  realTimeSalary,
  type TDailyWageTier,
  type TDividendTier,
  type THourlyWageTier,
  type TRealTimeSalaryTerms,
} from './settlement-rules.ts';

/** 0.50 % / 0.80 % / 1.20 % of the day's volume. */
const RATIO_DAY: TDailyWageTier[] = [
  { betVolume: 100_000n, activeMember: 3, rateType: 'P', rate: 50n },
  { betVolume: 500_000n, activeMember: 5, rateType: 'P', rate: 80n },
  { betVolume: 1_000_000n, activeMember: 10, rateType: 'P', rate: 120n },
];
const FIXED_DAY: TDailyWageTier[] = [
  { betVolume: 100_000n, activeMember: 3, rateType: 'F', rate: 2_000n },
  { betVolume: 500_000n, activeMember: 5, rateType: 'F', rate: 5_000n },
];

describe('chooseTier', () => {
  const tiers = [{ at: 10n }, { at: 20n }, { at: 30n }];
  const meets = (t: { at: bigint }, v: bigint) => v >= t.at;

  it.each<[bigint, number | null]>([
    [9n, null],
    [10n, 0],
    [29n, 1],
    [30n, 2],
    [1_000n, 2],
  ])('chooses the highest tier %s reaches', (value, expected) => {
    expect(chooseTier(tiers, value, meets, (t) => t.at)).toBe(expected);
  });

  it('ranks tiers by their primary threshold, not by list order, and answers the index as given', () => {
    const shuffled = [{ at: 30n }, { at: 10n }, { at: 20n }];
    expect(chooseTier(shuffled, 25n, meets, (t) => t.at)).toBe(2);
    expect(chooseTier(shuffled, 30n, meets, (t) => t.at)).toBe(0);
  });

  it('reaches nothing in an empty tier list', () => {
    expect(
      chooseTier(
        [],
        1n,
        () => true,
        () => 0n,
      ),
    ).toBeNull();
  });
});

describe('dailyWage', () => {
  it.each<[string, bigint, number, number | null, bigint]>([
    // case, volume, active members, tier, amount (hand-computed)
    ['pays nothing below the first volume', 99_999n, 20, null, 0n],
    ['pays nothing when active members reach no tier', 1_000_000n, 2, null, 0n],
    ['pays the first tier exactly at its thresholds', 100_000n, 3, 0, 500n],
    ['pays the tier active members reach when volume reaches a higher one', 1_234_567n, 4, 0, 6_172n],
    ['pays the middle tier when members reach it and volume passes it', 1_234_567n, 5, 1, 9_876n],
    ['pays the top tier when both reach it', 1_234_567n, 10, 2, 14_814n],
    ['floors a ratio to the minor unit (2,499.995 → 2,499)', 499_999n, 50, 0, 2_499n],
  ])('%s', (_case, betVolume, activeMembers, tier, amount) => {
    expect(dailyWage(RATIO_DAY, { betVolume, activeMembers })).toEqual({ tier, amount });
  });

  it.each<[bigint, number, number | null, bigint]>([
    [600_000n, 5, 1, 5_000n],
    [600_000n, 4, 0, 2_000n],
    [99_999n, 5, null, 0n],
    [50_000_000n, 100, 1, 5_000n],
  ])(
    'pays a fixed amount whatever the volume (%s volume, %s members)',
    (betVolume, activeMembers, tier, amount) => {
      expect(dailyWage(FIXED_DAY, { betVolume, activeMembers })).toEqual({ tier, amount });
    },
  );

  it('refuses negative figures, which only a caller bug produces', () => {
    expect(() => dailyWage(RATIO_DAY, { betVolume: -1n, activeMembers: 3 })).toThrow(RangeError);
    expect(() => dailyWage(RATIO_DAY, { betVolume: 1n, activeMembers: -1 })).toThrow(RangeError);
    expect(() => dailyWage(RATIO_DAY, { betVolume: 1n, activeMembers: 1.5 })).toThrow(RangeError);
  });

  it('refuses a negative rate rather than charging the agent', () => {
    const bad: TDailyWageTier[] = [{ betVolume: 0n, activeMember: 0, rateType: 'F', rate: -1n }];
    expect(() => dailyWage(bad, { betVolume: 1n, activeMembers: 0 })).toThrow(RangeError);
  });
});

describe('hourlyWage', () => {
  /** 1.00 % from 10,000 with 2 members, 1.50 % from 50,000 with 5. */
  const RATIO_HOUR: THourlyWageTier[] = [
    { minimumBet: 10_000n, activeMember: 2, rateType: 'P', rate: 100n },
    { minimumBet: 50_000n, activeMember: 5, rateType: 'P', rate: 150n },
  ];

  it('pays each hour at its own tier and on its own volume', () => {
    const hours = [
      { betVolume: 50_000n, activeMembers: 5 }, // tier 1: 750
      { betVolume: 50_000n, activeMembers: 4 }, // insufficient activity, tier 0: 500
      { betVolume: 9_999n, activeMembers: 9 }, // below every minimum: 0
      { betVolume: 12_345n, activeMembers: 2 }, // tier 0: 123.45 → 123
    ];
    expect(hourlyWage(RATIO_HOUR, hours)).toEqual({
      total: 1_373n,
      hours: [
        { tier: 1, amount: 750n },
        { tier: 0, amount: 500n },
        { tier: null, amount: 0n },
        { tier: 0, amount: 123n },
      ],
    });
  });

  it('pays a fixed amount once per qualifying hour', () => {
    const fixed: THourlyWageTier[] = [{ minimumBet: 10_000n, activeMember: 1, rateType: 'F', rate: 300n }];
    const hours = [
      { betVolume: 10_000n, activeMembers: 1 },
      { betVolume: 0n, activeMembers: 0 },
      { betVolume: 20_000n, activeMembers: 3 },
    ];
    expect(hourlyWage(fixed, hours).total).toBe(600n);
  });

  it('floors each hour on its own, not the period total', () => {
    // three hours of 10,050 at 1 %: 100.5 each → 100 each, 300 (not 301 from 30,150)
    const hours = Array.from({ length: 3 }, () => ({ betVolume: 10_050n, activeMembers: 2 }));
    expect(hourlyWage(RATIO_HOUR, hours).total).toBe(300n);
  });

  it('pays nothing for no hours', () => {
    expect(hourlyWage(RATIO_HOUR, [])).toEqual({ total: 0n, hours: [] });
  });
});

describe('dividend', () => {
  const TIERS: TDividendTier[] = [
    { minimumBet: 100_000n, netLoss: 10_000n, activeMember: 3, contractRate: 20 },
    { minimumBet: 500_000n, netLoss: 50_000n, activeMember: 5, contractRate: 30 },
    { minimumBet: 2_000_000n, netLoss: 200_000n, activeMember: 10, contractRate: 40 },
  ];

  it.each<[string, bigint, bigint, number, number | null, bigint]>([
    // case, volume, net loss, active members, tier, amount
    ['pays the top tier share of the net loss, floored', 3_000_000n, 250_001n, 10, 2, 100_000n],
    [
      'pays the tier active members reach when volume reaches a higher one',
      3_000_000n,
      250_001n,
      6,
      1,
      75_000n,
    ],
    [
      'pays the tier the net loss reaches when volume reaches a higher one',
      3_000_000n,
      40_000n,
      10,
      0,
      8_000n,
    ],
    ['pays nothing on a zero net loss', 3_000_000n, 0n, 10, null, 0n],
    ['pays nothing when the team won from the house', 3_000_000n, -500_000n, 10, null, 0n],
    ['pays nothing below the first minimum bet', 99_999n, 1_000_000n, 10, null, 0n],
    ['pays nothing below the first net-loss threshold', 3_000_000n, 9_999n, 10, null, 0n],
    ['pays the first tier exactly at its thresholds', 100_000n, 10_000n, 3, 0, 2_000n],
  ])('%s', (_case, betVolume, netLoss, activeMembers, tier, amount) => {
    expect(dividend(TIERS, { betVolume, netLoss, activeMembers })).toEqual({ tier, amount });
  });

  it('floors an odd share (3,333 × 33 % = 1,099.89 → 1,099)', () => {
    const tiers: TDividendTier[] = [{ minimumBet: 0n, netLoss: 0n, activeMember: 0, contractRate: 33 }];
    expect(dividend(tiers, { betVolume: 0n, netLoss: 3_333n, activeMembers: 0 }).amount).toBe(1_099n);
  });

  it('pays nothing on a zero net loss even under a zero net-loss threshold', () => {
    const tiers: TDividendTier[] = [{ minimumBet: 0n, netLoss: 0n, activeMember: 0, contractRate: 50 }];
    expect(dividend(tiers, { betVolume: 10n, netLoss: 0n, activeMembers: 0 })).toEqual({
      tier: null,
      amount: 0n,
    });
  });

  it('refuses a contract rate above 100 % rather than paying more than the loss', () => {
    const tiers: TDividendTier[] = [{ minimumBet: 0n, netLoss: 0n, activeMember: 0, contractRate: 101 }];
    expect(() => dividend(tiers, { betVolume: 0n, netLoss: 1n, activeMembers: 0 })).toThrow(RangeError);
  });
});

describe('realTimeSalary', () => {
  /** 0.30 % of winning bets, 0.50 % of the rest, from a stake of 1,000. */
  const TERMS: TRealTimeSalaryTerms = { winRate: 30, lossRate: 50, singleBetAmount: 1_000n };

  it.each<[string, bigint, bigint, bigint]>([
    ['pays the win rate on a bet the member won', 1_000n, 2_500n, 3n],
    ['pays nothing on a bet below the single-bet amount', 999n, 0n, 0n],
    ['pays the loss rate on a lost bet, floored (61.725 → 61)', 12_345n, 0n, 61n],
    ['pays the loss rate on a push, which is not a win', 5_000n, 5_000n, 25n],
    ['floors a win just under a unit (9.999 → 9)', 3_333n, 3_334n, 9n],
  ])('%s', (_case, stake, payout, amount) => {
    expect(realTimeSalary(TERMS, [{ stake, payout }])).toBe(amount);
  });

  it('sums the bets of a slot', () => {
    const bets = [
      { stake: 1_000n, payout: 2_500n },
      { stake: 999n, payout: 0n },
      { stake: 12_345n, payout: 0n },
      { stake: 5_000n, payout: 5_000n },
      { stake: 3_333n, payout: 3_334n },
    ];
    expect(realTimeSalary(TERMS, bets)).toBe(98n);
  });

  it('floors per bet, not on the sum', () => {
    // 1,999 at 0.50 % is 9.995: three bets pay 27, where flooring the sum (29.985) would pay 29
    expect(
      realTimeSalary(
        TERMS,
        Array.from({ length: 3 }, () => ({ stake: 1_999n, payout: 0n })),
      ),
    ).toBe(27n);
  });

  it('refuses negative stakes and rates out of bounds', () => {
    expect(() => realTimeSalary(TERMS, [{ stake: -1n, payout: 0n }])).toThrow(RangeError);
    expect(() => realTimeSalary({ ...TERMS, winRate: 10_001 }, [])).toThrow(RangeError);
    expect(() => realTimeSalary({ ...TERMS, lossRate: 0.5 }, [])).toThrow(RangeError);
  });
});

describe('isActiveMember', () => {
  it.each<[bigint, number, bigint, number, boolean]>([
    // rule minimum bets, rule minimum count, member volume, member count, active
    [1_000n, 3, 1_000n, 3, true],
    [1_000n, 3, 999n, 10, false],
    [1_000n, 3, 5_000n, 2, false],
    [0n, 0, 0n, 0, true],
  ])(
    'with bets ≥ %s over ≥ %s bets, %s over %s bets is active: %s',
    (minimumBets, minimumBetCount, betVolume, betCount, active) => {
      expect(isActiveMember({ minimumBets, minimumBetCount }, { betVolume, betCount })).toBe(active);
    },
  );
});

describe('forcedDividendPayment', () => {
  it.each<[bigint, bigint, bigint, bigint]>([
    // owed, balance, paid, debt
    [10_000n, 25_000n, 10_000n, 0n],
    [10_000n, 10_000n, 10_000n, 0n],
    [10_000n, 4_000n, 4_000n, 6_000n],
    [10_000n, 0n, 0n, 10_000n],
    [10_000n, -500n, 0n, 10_000n],
    [0n, 100n, 0n, 0n],
  ])('owing %s from a balance of %s pays %s and leaves %s as a debt', (owed, balance, paid, debt) => {
    expect(forcedDividendPayment(owed, balance)).toEqual({ paid, debt });
  });

  it('refuses a negative amount owed', () => {
    expect(() => forcedDividendPayment(-1n, 100n)).toThrow(RangeError);
  });
});
