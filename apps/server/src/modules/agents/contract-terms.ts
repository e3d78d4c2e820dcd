import { fromMinor, toMinor, type TContractKind, type TContractTerms } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TContractTerms as TRuleTerms } from './settlement-caps.ts';
import type { TPeriodKind } from './agent-periods.ts';

/**
 * A contract's terms as stored (jsonb) and as the rules take them: amounts in minor units, ratio
 * wages and salary rates in basis points (a percent with 2 decimals × 100), dividend rates as
 * integer percents. The API speaks major units and percents; these convert both ways exactly.
 */
export type TStoredTerms =
  | { kind: 'DIVIDEND'; period: 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY'; rules: TRuleTerms['DIVIDEND'] }
  | { kind: 'DAILY_WAGE'; rules: TRuleTerms['DAILY_WAGE'] }
  | { kind: 'HOURLY_WAGE'; rules: TRuleTerms['HOURLY_WAGE'] }
  | { kind: 'REAL_TIME_SALARY'; rules: TRuleTerms['REAL_TIME_SALARY'] };

const minor = (amount: number, decimals: number, field: string): bigint => {
  const m = amount === 0 ? 0n : toMinor(amount, decimals);
  if (m === null) throw new AppError('VALIDATION_FAILED', `${field}: at most ${decimals} decimals`);
  return m;
};
const basisPoints = (percent: number) => BigInt(Math.round(percent * 100));
/** A P rate is a percent of the volume (basis points); an F rate an amount (minor units). */
const rateOf = (rateType: 'P' | 'F', rate: number, decimals: number) =>
  rateType === 'P' ? basisPoints(rate) : minor(rate, decimals, 'rate');
const rateFrom = (rateType: 'P' | 'F', rate: bigint, decimals: number) =>
  rateType === 'P' ? Number(rate) / 100 : fromMinor(rate, decimals);

/** The API's terms in the rules' units; a P rate above 100 % is refused. */
export function toStoredTerms(t: TContractTerms, decimals: number): TStoredTerms {
  switch (t.kind) {
    case 'DIVIDEND':
      return {
        kind: t.kind,
        period: t.period,
        rules: t.tiers.map((x) => ({
          minimumBet: minor(x.minimumBet, decimals, 'minimumBet'),
          netLoss: minor(x.netLoss, decimals, 'netLoss'),
          activeMember: x.activeMember,
          contractRate: x.contractRate,
        })),
      };
    case 'DAILY_WAGE':
      return {
        kind: t.kind,
        rules: t.tiers.map((x) => ({
          betVolume: minor(x.betVolume, decimals, 'betVolume'),
          activeMember: x.activeMember,
          rateType: x.rateType,
          rate: rateOf(x.rateType, x.rate, decimals),
        })),
      };
    case 'HOURLY_WAGE':
      return {
        kind: t.kind,
        rules: t.tiers.map((x) => ({
          minimumBet: minor(x.minimumBet, decimals, 'minimumBet'),
          activeMember: x.activeMember,
          rateType: x.rateType,
          rate: rateOf(x.rateType, x.rate, decimals),
        })),
      };
    case 'REAL_TIME_SALARY':
      return {
        kind: t.kind,
        rules: {
          winRate: Number(basisPoints(t.terms.winRate)),
          lossRate: Number(basisPoints(t.terms.lossRate)),
          singleBetAmount: minor(t.terms.singleBetAmount, decimals, 'singleBetAmount'),
        },
      };
  }
}

/** The stored terms as the API shows them. */
export function toApiTerms(s: TStoredTerms, decimals: number): TContractTerms {
  const major = (m: bigint) => fromMinor(m, decimals);
  switch (s.kind) {
    case 'DIVIDEND':
      return {
        kind: s.kind,
        period: s.period,
        tiers: s.rules.map((x) => ({ ...x, minimumBet: major(x.minimumBet), netLoss: major(x.netLoss) })),
      };
    case 'DAILY_WAGE':
      return {
        kind: s.kind,
        tiers: s.rules.map((x) => ({
          ...x,
          betVolume: major(x.betVolume),
          rate: rateFrom(x.rateType, x.rate, decimals),
        })),
      };
    case 'HOURLY_WAGE':
      return {
        kind: s.kind,
        tiers: s.rules.map((x) => ({
          ...x,
          minimumBet: major(x.minimumBet),
          rate: rateFrom(x.rateType, x.rate, decimals),
        })),
      };
    case 'REAL_TIME_SALARY':
      return {
        kind: s.kind,
        terms: {
          winRate: s.rules.winRate / 100,
          lossRate: s.rules.lossRate / 100,
          singleBetAmount: major(s.rules.singleBetAmount),
        },
      };
  }
}

/** jsonb cannot hold a bigint: amounts are kept as decimal strings. */
export const termsToJson = (s: TStoredTerms): unknown =>
  JSON.parse(JSON.stringify(s, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)));
export const termsFromJson = (j: unknown): TStoredTerms =>
  JSON.parse(JSON.stringify(j), (_k, v: unknown) =>
    typeof v === 'string' && /^-?[0-9]+n$/.test(v) ? BigInt(v.slice(0, -1)) : v,
  ) as TStoredTerms;

/** The settlement period of a contract kind (a dividend's is in its terms). */
export function periodKindOf(s: TStoredTerms): TPeriodKind {
  switch (s.kind) {
    case 'DIVIDEND':
      return s.period;
    case 'DAILY_WAGE':
    case 'HOURLY_WAGE':
      return 'DAILY';
    case 'REAL_TIME_SALARY':
      return 'FIVE_MINUTES';
  }
}

/** The one rate that compares two contracts of a kind: their best rate (for lowersBelow's sake). */
export const kindOf = (s: TStoredTerms): TContractKind => s.kind;
