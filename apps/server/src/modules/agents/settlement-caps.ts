/**
 * Which contract terms an agent may give a downline. A downline's pay comes out of its upline's,
 * so no downline rate may exceed the best rate its upline holds for the same kind of contract.
 */
import type {
  TDailyWageTier,
  TDividendTier,
  THourlyWageTier,
  TRealTimeSalaryTerms,
} from './settlement-rules.ts';

/** The kinds of agent contract; each has its own terms and caps. */
export type TContractKind = 'DIVIDEND' | 'DAILY_WAGE' | 'HOURLY_WAGE' | 'REAL_TIME_SALARY';

/** The terms of each kind: a tier list, or real-time salary's single set of rates. */
export type TContractTerms = {
  DIVIDEND: readonly TDividendTier[];
  DAILY_WAGE: readonly TDailyWageTier[];
  HOURLY_WAGE: readonly THourlyWageTier[];
  REAL_TIME_SALARY: TRealTimeSalaryTerms;
};

export type TTermsViolationCode =
  /** A tiered contract has fewer than MIN_TIERS or more than MAX_TIERS tiers. */
  | 'TIER_COUNT_OUT_OF_RANGE'
  /** A tier's primary threshold is not strictly above the tier before it. */
  | 'TIERS_NOT_ASCENDING'
  /** A threshold is negative, or an active-member count is not a whole number. */
  | 'THRESHOLD_OUT_OF_RANGE'
  /** A rate is outside its bounds: percent 0..100, basis points 0..10,000, amount ≥ 0, all whole. */
  | 'RATE_OUT_OF_RANGE'
  /** A rate exceeds the upline's best rate of the same kind and type (`limit` is that rate). */
  | 'ABOVE_UPLINE_RATE';

/** One thing wrong with a set of terms; `tier` indexes the tier list, null for the whole contract. */
export type TTermsViolation = {
  code: TTermsViolationCode;
  tier: number | null;
  field: string;
  limit?: bigint;
};

export const MIN_TIERS = 1;
export const MAX_TIERS = 10;

/**
 * Everything wrong with `downline` as terms an agent holding `upline` may give (null: a top
 * agent contracted by the brand, checked for shape and bounds only). Tiers number 1..10 and
 * rise strictly by their primary threshold (dividend: minimumBet; daily wage: betVolume; hourly
 * wage: minimumBet). Each downline rate is capped by the upline's best rate of the same type: P
 * ratios against the best P ratio, F amounts against the best F amount, percents and real-time
 * basis points field by field. An upline without any rate of a type caps that type at zero,
 * since it has nothing of that type to pass down. Empty when the terms may be given.
 */
export function validateDownlineTerms<K extends TContractKind>(
  kind: K,
  upline: TContractTerms[K] | null,
  downline: TContractTerms[K],
): TTermsViolation[] {
  const { tiered, shapes } = shapesOf(kind, downline);
  const tierAt = (index: number) => (tiered ? index : null);
  const violations: TTermsViolation[] = [];
  if (tiered && (shapes.length < MIN_TIERS || shapes.length > MAX_TIERS)) {
    violations.push({ code: 'TIER_COUNT_OUT_OF_RANGE', tier: null, field: 'tiers' });
  }
  shapes.forEach((shape, index) => {
    const before = shapes[index - 1]?.primary;
    if (shape.primary && before && shape.primary.value <= before.value) {
      violations.push({ code: 'TIERS_NOT_ASCENDING', tier: index, field: shape.primary.field });
    }
    for (const { field, value } of shape.thresholds) {
      const whole = wholeOrNull(value);
      if (whole === null || whole < 0n) {
        violations.push({ code: 'THRESHOLD_OUT_OF_RANGE', tier: tierAt(index), field });
      }
    }
    for (const rate of shape.rates) {
      const value = wholeOrNull(rate.value);
      const max = MAX_RATE[rate.unit];
      if (value === null || value < 0n || (max !== null && value > max)) {
        violations.push({ code: 'RATE_OUT_OF_RANGE', tier: tierAt(index), field: rate.field });
      }
    }
  });
  if (upline === null) return violations;
  const caps = bestRates(shapesOf(kind, upline).shapes);
  shapes.forEach((shape, index) => {
    for (const rate of shape.rates) {
      const value = wholeOrNull(rate.value);
      const limit = caps.get(capKey(rate)) ?? 0n;
      if (value !== null && value > limit) {
        violations.push({ code: 'ABOVE_UPLINE_RATE', tier: tierAt(index), field: rate.field, limit });
      }
    }
  });
  return violations;
}

/**
 * Whether a new upline contract would leave an existing downline contract above it. Such a
 * contract may only take effect once the agent agrees, and it then terminates the downline's.
 */
export function lowersBelow<K extends TContractKind>(
  kind: K,
  existingDownline: TContractTerms[K],
  newUpline: TContractTerms[K],
): boolean {
  return validateDownlineTerms(kind, newUpline, existingDownline).some((v) => v.code === 'ABOVE_UPLINE_RATE');
}

type TRateUnit = 'PERCENT' | 'BASIS_POINTS' | 'AMOUNT';
type TRate = { field: string; unit: TRateUnit; value: bigint | number };
type TShape = {
  primary: { field: string; value: bigint } | null;
  thresholds: { field: string; value: bigint | number }[];
  rates: TRate[];
};

/** An amount has no bound of its own (null); the upline's cap bounds it. */
const MAX_RATE: Record<TRateUnit, bigint | null> = { PERCENT: 100n, BASIS_POINTS: 10_000n, AMOUNT: null };

/** Every kind's terms in one shape, so bounds and caps are checked by one set of rules. */
function shapesOf(
  kind: TContractKind,
  terms: TContractTerms[TContractKind],
): { tiered: boolean; shapes: TShape[] } {
  switch (kind) {
    case 'DIVIDEND':
      return {
        tiered: true,
        shapes: (terms as TContractTerms['DIVIDEND']).map((t) => ({
          primary: { field: 'minimumBet', value: t.minimumBet },
          thresholds: [
            { field: 'minimumBet', value: t.minimumBet },
            { field: 'netLoss', value: t.netLoss },
            { field: 'activeMember', value: t.activeMember },
          ],
          rates: [{ field: 'contractRate', unit: 'PERCENT', value: t.contractRate }],
        })),
      };
    case 'DAILY_WAGE':
      return {
        tiered: true,
        shapes: (terms as TContractTerms['DAILY_WAGE']).map((t) =>
          wageShape('betVolume', t.betVolume, t.activeMember, t),
        ),
      };
    case 'HOURLY_WAGE':
      return {
        tiered: true,
        shapes: (terms as TContractTerms['HOURLY_WAGE']).map((t) =>
          wageShape('minimumBet', t.minimumBet, t.activeMember, t),
        ),
      };
    case 'REAL_TIME_SALARY': {
      const t = terms as TRealTimeSalaryTerms;
      return {
        tiered: false,
        shapes: [
          {
            primary: null,
            thresholds: [{ field: 'singleBetAmount', value: t.singleBetAmount }],
            rates: [
              { field: 'winRate', unit: 'BASIS_POINTS', value: t.winRate },
              { field: 'lossRate', unit: 'BASIS_POINTS', value: t.lossRate },
            ],
          },
        ],
      };
    }
  }
}

function wageShape(
  primaryField: string,
  primary: bigint,
  activeMember: number,
  tier: { rateType: 'P' | 'F'; rate: bigint },
): TShape {
  return {
    primary: { field: primaryField, value: primary },
    thresholds: [
      { field: primaryField, value: primary },
      { field: 'activeMember', value: activeMember },
    ],
    rates: [{ field: 'rate', unit: tier.rateType === 'P' ? 'BASIS_POINTS' : 'AMOUNT', value: tier.rate }],
  };
}

/** A P ratio and an F amount are different things, so each is capped only by its own kind. */
function capKey(rate: TRate): string {
  return `${rate.field}:${rate.unit}`;
}

function bestRates(shapes: TShape[]): Map<string, bigint> {
  const best = new Map<string, bigint>();
  for (const rate of shapes.flatMap((shape) => shape.rates)) {
    const value = wholeOrNull(rate.value);
    const key = capKey(rate);
    const known = best.get(key);
    if (value !== null && (known === undefined || value > known)) best.set(key, value);
  }
  return best;
}

/** The value as a bigint when it is a whole number; null for a fraction, NaN or infinity. */
function wholeOrNull(value: bigint | number): bigint | null {
  if (typeof value === 'bigint') return value;
  return Number.isSafeInteger(value) ? BigInt(value) : null;
}
