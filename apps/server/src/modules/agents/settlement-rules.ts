/**
 * What an agent earns from a period's figures under a contract: daily and hourly wages, dividends
 * and real-time salary. Pure rules: the settlement jobs read the figures and write the ledger.
 * Money is bigint minor units throughout and every division floors, so the house never pays a
 * fraction of a minor unit it did not owe.
 */

/** P: `rate` is a ratio of the bet volume in basis points (0.50 % = 50n); F: a fixed amount in minor units. */
export type TRateType = 'P' | 'F';

/** A dividend tier: a share of the team's net loss, `contractRate` an integer percent 0..100. */
export type TDividendTier = {
  minimumBet: bigint;
  netLoss: bigint;
  activeMember: number;
  contractRate: number;
};

/** A daily-wage tier, reached by the day's bet volume and active members. */
export type TDailyWageTier = { betVolume: bigint; activeMember: number; rateType: TRateType; rate: bigint };

/** An hourly-wage tier, reached by one hour's bet volume and active members. */
export type THourlyWageTier = { minimumBet: bigint; activeMember: number; rateType: TRateType; rate: bigint };

/** Real-time salary: basis points of each bet of at least `singleBetAmount`, by the bet's outcome. */
export type TRealTimeSalaryTerms = { winRate: number; lossRate: number; singleBetAmount: bigint };

/** The brand's rule for an active member over a period: bets of at least X in at least N bets. */
export type TActiveMemberRule = { minimumBets: bigint; minimumBetCount: number };

/** A pay figure and the tier (index into the contract's tier list) it was paid at; null: none reached. */
export type TTierPay = { tier: number | null; amount: bigint };

/** 100 % in basis points. */
export const BASIS_POINTS = 10_000n;

/**
 * The tier a period's figures reach: tiers are ranked by their primary threshold (ascending, a
 * stable sort so the list order breaks ties), and the highest-ranked one whose every threshold
 * `meets` accepts wins. Insufficient activity pays by actual activity: volume reaching tier 3
 * with active members reaching only tier 1 gets tier 1. Answers the tier's index in `tiers` as
 * given (valid terms are ascending, so that is also its rank), null when no tier is reached.
 */
export function chooseTier<T, F>(
  tiers: readonly T[],
  figures: F,
  meets: (tier: T, figures: F) => boolean,
  primary: (tier: T) => bigint,
): number | null {
  const ranked = tiers
    .map((tier, index) => ({ tier, index }))
    .sort((a, b) => compareBigint(primary(a.tier), primary(b.tier)));
  for (let rank = ranked.length - 1; rank >= 0; rank--) {
    const { tier, index } = ranked[rank]!;
    if (meets(tier, figures)) return index;
  }
  return null;
}

/**
 * The day's wage: the tier reached by `betVolume ≥ tier.betVolume` and `activeMembers ≥
 * tier.activeMember`; P pays floor(betVolume × rate / 10,000), F pays `rate`. Nothing when no
 * tier is reached.
 */
export function dailyWage(
  tiers: readonly TDailyWageTier[],
  figures: { betVolume: bigint; activeMembers: number },
): TTierPay {
  checkVolume(figures.betVolume, figures.activeMembers);
  const tier = chooseTier(
    tiers,
    figures,
    (t, f) => f.betVolume >= t.betVolume && f.activeMembers >= t.activeMember,
    (t) => t.betVolume,
  );
  return { tier, amount: tier === null ? 0n : wagePay(tiers[tier]!, figures.betVolume) };
}

/**
 * The hourly wage over a settlement's hours: each hour reaches its own tier by `minimumBet ≤ the
 * hour's volume` and its active members, and pays on its own figures (P on that hour's volume,
 * F the fixed amount once per qualifying hour). A quiet hour never drags a busy one down.
 */
export function hourlyWage(
  tiers: readonly THourlyWageTier[],
  hours: readonly { betVolume: bigint; activeMembers: number }[],
): { total: bigint; hours: TTierPay[] } {
  const paid = hours.map((hour): TTierPay => {
    checkVolume(hour.betVolume, hour.activeMembers);
    const tier = chooseTier(
      tiers,
      hour,
      (t, f) => f.betVolume >= t.minimumBet && f.activeMembers >= t.activeMember,
      (t) => t.minimumBet,
    );
    return { tier, amount: tier === null ? 0n : wagePay(tiers[tier]!, hour.betVolume) };
  });
  return { total: paid.reduce((sum, hour) => sum + hour.amount, 0n), hours: paid };
}

/**
 * The dividend: a share of the team's net loss to the house, so nothing unless `netLoss > 0`.
 * The tier is reached by `minimumBet ≤ betVolume`, `netLoss ≥ tier.netLoss` and `activeMembers ≥
 * tier.activeMember` (ranked by minimumBet); it pays floor(netLoss × contractRate / 100).
 */
export function dividend(
  tiers: readonly TDividendTier[],
  figures: { betVolume: bigint; netLoss: bigint; activeMembers: number },
): TTierPay {
  checkVolume(figures.betVolume, figures.activeMembers);
  if (figures.netLoss <= 0n) return { tier: null, amount: 0n };
  const tier = chooseTier(
    tiers,
    figures,
    (t, f) => f.betVolume >= t.minimumBet && f.netLoss >= t.netLoss && f.activeMembers >= t.activeMember,
    (t) => t.minimumBet,
  );
  if (tier === null) return { tier, amount: 0n };
  const rate = tiers[tier]!.contractRate;
  checkRate(rate, 100, 'contractRate');
  return { tier, amount: (figures.netLoss * BigInt(rate)) / 100n };
}

/**
 * Real-time salary over a slot's settled bets: every bet staking at least `singleBetAmount` pays
 * floor(stake × rate / 10,000), at `winRate` when the member won (payout > stake) and `lossRate`
 * otherwise (a push, payout = stake, is not a win). The floor is per bet, not on the sum: each
 * bet's salary is final when the bet settles, so a later bet can never change an earlier one.
 */
export function realTimeSalary(
  terms: TRealTimeSalaryTerms,
  bets: readonly { stake: bigint; payout: bigint }[],
): bigint {
  checkRate(terms.winRate, 10_000, 'winRate');
  checkRate(terms.lossRate, 10_000, 'lossRate');
  let total = 0n;
  for (const { stake, payout } of bets) {
    if (stake < 0n || payout < 0n) throw new RangeError('a bet never has a negative stake or payout');
    if (stake < terms.singleBetAmount) continue;
    total += (stake * BigInt(payout > stake ? terms.winRate : terms.lossRate)) / BASIS_POINTS;
  }
  return total;
}

/** Whether a member counts as active over the period: bets totalling ≥ X over at least N bets. */
export function isActiveMember(
  rule: TActiveMemberRule,
  figures: { betVolume: bigint; betCount: number },
): boolean {
  return figures.betVolume >= rule.minimumBets && figures.betCount >= rule.minimumBetCount;
}

/**
 * A dividend the upline must pay whatever its balance: it pays what its wallet holds (nothing
 * from an overdrawn wallet) and owes the rest as a debt, so `paid + debt = owed` always.
 */
export function forcedDividendPayment(owed: bigint, uplineBalance: bigint): { paid: bigint; debt: bigint } {
  if (owed < 0n) throw new RangeError('a dividend owed is never negative');
  const available = uplineBalance > 0n ? uplineBalance : 0n;
  const paid = owed < available ? owed : available;
  return { paid, debt: owed - paid };
}

/** A wage tier's pay on `volume`: P a floored ratio, F the fixed amount. */
function wagePay(tier: { rateType: TRateType; rate: bigint }, volume: bigint): bigint {
  // a negative rate would turn a wage into a charge; validated terms never have one
  if (tier.rate < 0n) throw new RangeError('a wage rate is never negative');
  return tier.rateType === 'P' ? (volume * tier.rate) / BASIS_POINTS : tier.rate;
}

/** Figures come from sums of settled bets; a negative one is a caller's bug, not a zero. */
function checkVolume(betVolume: bigint, activeMembers: number): void {
  if (betVolume < 0n) throw new RangeError('bet volume is never negative');
  if (!Number.isInteger(activeMembers) || activeMembers < 0) {
    throw new RangeError('active members are a whole number, never negative');
  }
}

function checkRate(rate: number, max: number, name: string): void {
  if (!Number.isInteger(rate) || rate < 0 || rate > max) throw new RangeError(`${name} must be 0..${max}`);
}

function compareBigint(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
