import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyWage,
  dividend,
  forcedDividendPayment,
  hourlyWage,
  realTimeSalary,
  type TDailyWageTier,
  type TDividendTier,
  type TRateType,
} from './settlement-rules.ts';

const volumeArb = fc.bigInt({ min: 0n, max: 100_000_000n });
const membersArb = fc.integer({ min: 0, max: 60 });
const rateArb = (type: TRateType) => fc.bigInt({ min: 0n, max: type === 'P' ? 10_000n : 1_000_000n });
const ascending = (xs: bigint[]) => [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Any in-bounds wage tiers: any order, any mix of P and F, rates up or down. */
const anyWageTiersArb = fc.array(
  fc.constantFrom<TRateType>('P', 'F').chain((rateType) =>
    fc.record({
      betVolume: volumeArb,
      activeMember: membersArb,
      rateType: fc.constant(rateType),
      rate: rateArb(rateType),
    }),
  ),
  { maxLength: 10 },
);

/**
 * Sensible wage terms: one rate type and rates that never fall as the volume threshold rises.
 * Only for those can more activity never pay less; a contract whose tier 3 pays less than its
 * tier 2 would pay less on reaching tier 3, and that is the contract's doing, not the rule's.
 */
const risingWageTiersArb = fc.constantFrom<TRateType>('P', 'F').chain((rateType) =>
  fc.integer({ min: 1, max: 10 }).chain((n) =>
    fc
      .tuple(
        fc.uniqueArray(volumeArb, { minLength: n, maxLength: n }),
        fc.array(membersArb, { minLength: n, maxLength: n }),
        fc.array(rateArb(rateType), { minLength: n, maxLength: n }),
      )
      .map(([volumes, members, rates]): TDailyWageTier[] => {
        const sortedRates = ascending(rates);
        return ascending(volumes).map((betVolume, i) => ({
          betVolume,
          activeMember: members[i]!,
          rateType,
          rate: sortedRates[i]!,
        }));
      }),
  ),
);

const figuresArb = fc.record({ betVolume: volumeArb, activeMembers: membersArb });
const raiseArb = fc.record({ volume: volumeArb, members: fc.integer({ min: 0, max: 20 }) });
const payOf = (t: TDailyWageTier, volume: bigint) =>
  t.rateType === 'P' ? (volume * t.rate) / 10_000n : t.rate;
const max = (xs: bigint[]) => xs.reduce((m, x) => (x > m ? x : m), 0n);

describe('wage properties', () => {
  it('never pays a negative amount nor more than the best-paying tier would', () => {
    fc.assert(
      fc.property(anyWageTiersArb, figuresArb, (tiers, figures) => {
        const { tier, amount } = dailyWage(tiers, figures);
        expect(amount >= 0n).toBe(true);
        expect(amount <= max(tiers.map((t) => payOf(t, figures.betVolume)))).toBe(true);
        expect(amount).toBe(tier === null ? 0n : payOf(tiers[tier]!, figures.betVolume));
      }),
    );
  });

  it('never pays less for more volume or more active members', () => {
    fc.assert(
      fc.property(risingWageTiersArb, figuresArb, raiseArb, (tiers, figures, raise) => {
        const before = dailyWage(tiers, figures).amount;
        const after = dailyWage(tiers, {
          betVolume: figures.betVolume + raise.volume,
          activeMembers: figures.activeMembers + raise.members,
        }).amount;
        expect(after >= before).toBe(true);
      }),
    );
  });

  it('pays hours as the sum of each hour, never less when an hour gets busier', () => {
    const hoursArb = fc.array(figuresArb, { minLength: 1, maxLength: 25 });
    fc.assert(
      fc.property(risingWageTiersArb, hoursArb, fc.nat(), raiseArb, (daily, hours, pick, raise) => {
        const tiers = daily.map(({ betVolume, ...rest }) => ({ minimumBet: betVolume, ...rest }));
        const paid = hourlyWage(tiers, hours);
        expect(paid.total).toBe(paid.hours.reduce((sum, h) => sum + h.amount, 0n));
        expect(paid.hours.every((h) => h.amount >= 0n)).toBe(true);
        const index = pick % hours.length;
        const busier = hours.map((h, i) =>
          i === index
            ? { betVolume: h.betVolume + raise.volume, activeMembers: h.activeMembers + raise.members }
            : h,
        );
        expect(hourlyWage(tiers, busier).total >= paid.total).toBe(true);
      }),
    );
  });
});

/** Dividend tiers ranked by minimum bet whose shares never fall as the tiers rise. */
const risingDividendTiersArb = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc
    .tuple(
      fc.uniqueArray(volumeArb, { minLength: n, maxLength: n }),
      fc.array(volumeArb, { minLength: n, maxLength: n }),
      fc.array(membersArb, { minLength: n, maxLength: n }),
      fc.array(fc.integer({ min: 0, max: 100 }), { minLength: n, maxLength: n }),
    )
    .map(([bets, losses, members, rates]): TDividendTier[] => {
      const sortedRates = [...rates].sort((a, b) => a - b);
      return ascending(bets).map((minimumBet, i) => ({
        minimumBet,
        netLoss: losses[i]!,
        activeMember: members[i]!,
        contractRate: sortedRates[i]!,
      }));
    }),
);
const teamArb = fc.record({
  betVolume: volumeArb,
  netLoss: fc.bigInt({ min: -100_000_000n, max: 100_000_000n }),
  activeMembers: membersArb,
});

describe('dividend properties', () => {
  it('pays between nothing and the best share of a positive net loss, and nothing otherwise', () => {
    fc.assert(
      fc.property(risingDividendTiersArb, teamArb, (tiers, team) => {
        const { amount } = dividend(tiers, team);
        const best = BigInt(Math.max(...tiers.map((t) => t.contractRate)));
        const ceiling = team.netLoss > 0n ? (team.netLoss * best) / 100n : 0n;
        expect(amount >= 0n && amount <= ceiling).toBe(true);
      }),
    );
  });

  it('never pays less for more volume, a bigger net loss or more active members', () => {
    fc.assert(
      fc.property(risingDividendTiersArb, teamArb, raiseArb, volumeArb, (tiers, team, raise, loss) => {
        const before = dividend(tiers, team).amount;
        const after = dividend(tiers, {
          betVolume: team.betVolume + raise.volume,
          netLoss: team.netLoss + loss,
          activeMembers: team.activeMembers + raise.members,
        }).amount;
        expect(after >= before).toBe(true);
      }),
    );
  });
});

describe('real-time salary and forced payment properties', () => {
  const termsArb = fc.record({
    winRate: fc.integer({ min: 0, max: 10_000 }),
    lossRate: fc.integer({ min: 0, max: 10_000 }),
    singleBetAmount: fc.bigInt({ min: 0n, max: 10_000n }),
  });
  const betsArb = fc.array(fc.record({ stake: volumeArb, payout: volumeArb }), { maxLength: 30 });

  it('pays between nothing and the higher rate on every bet, and more bets never pay less', () => {
    fc.assert(
      fc.property(termsArb, betsArb, betsArb, (terms, bets, more) => {
        const amount = realTimeSalary(terms, bets);
        const top = BigInt(Math.max(terms.winRate, terms.lossRate));
        const ceiling = bets.reduce((sum, b) => sum + (b.stake * top) / 10_000n, 0n);
        expect(amount >= 0n && amount <= ceiling).toBe(true);
        expect(realTimeSalary(terms, [...bets, ...more]) >= amount).toBe(true);
      }),
    );
  });

  it('never pays less for higher rates', () => {
    const raiseArb = fc.record({ win: fc.nat({ max: 10_000 }), loss: fc.nat({ max: 10_000 }) });
    fc.assert(
      fc.property(termsArb, betsArb, raiseArb, (terms, bets, raise) => {
        const higher = {
          ...terms,
          winRate: Math.min(10_000, terms.winRate + raise.win),
          lossRate: Math.min(10_000, terms.lossRate + raise.loss),
        };
        expect(realTimeSalary(higher, bets) >= realTimeSalary(terms, bets)).toBe(true);
      }),
    );
  });

  it('splits what is owed into what the wallet holds and a debt', () => {
    fc.assert(
      fc.property(volumeArb, fc.bigInt({ min: -1_000_000n, max: 100_000_000n }), (owed, balance) => {
        const { paid, debt } = forcedDividendPayment(owed, balance);
        expect(paid + debt).toBe(owed);
        expect(paid >= 0n && debt >= 0n).toBe(true);
        expect(paid <= (balance > 0n ? balance : 0n)).toBe(true);
        if (balance >= owed) expect(debt).toBe(0n);
      }),
    );
  });
});
