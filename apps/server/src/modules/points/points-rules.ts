import type { TPointSource } from './points.schema.ts';

/** A brand's points rules in integers (see point_configs). */
export type TPointRules = {
  /** Points per `perMinor` minor units of valid turnover, by the bets table's category code. */
  betRates: Record<string, number>;
  depositRate: number;
  perMinor: bigint;
  pointUnit: bigint;
  cashMinorPerPointUnit: bigint;
  minConvertPoints: bigint;
};

/** Which §9 point source a bet category counts as (fishing counts with slots); CONS and unknown codes: none. */
export function sourceOfCategory(category: string): TPointSource | null {
  switch (category) {
    case 'LIVE':
      return 'LIVE';
    case 'LOTT':
    case 'ELOTT':
      return 'LOTTERY';
    case 'PVP':
      return 'CARD';
    case 'RNG':
    case 'FISH':
      return 'SLOTS';
    case 'SPORTS':
      return 'SPORTS';
    default:
      return null;
  }
}

/**
 * Points for an amount at a rate: floor(amount × rate / perMinor), integer arithmetic only, never
 * negative. A deposit of 12.34 at 1 point per 1.00 (perMinor 100) earns 12.
 */
export function pointsFor(amountMinor: bigint, rate: number, perMinor: bigint): bigint {
  if (amountMinor <= 0n || rate <= 0 || perMinor <= 0n) return 0n;
  return (amountMinor * BigInt(rate)) / perMinor;
}

/** Points a settled bet earns from its valid turnover at the brand's rate for its category. */
export function betPoints(rules: TPointRules, category: string, validTurnoverMinor: bigint): bigint {
  return pointsFor(validTurnoverMinor, rules.betRates[category] ?? 0, rules.perMinor);
}

export type TConvertCheck =
  | { ok: true; cashMinor: bigint }
  | { ok: false; code: 'POINTS_BELOW_MINIMUM' | 'POINTS_NOT_WHOLE_UNIT' | 'POINTS_INSUFFICIENT' };

/** Whether `points` may be converted now and the cash it pays: whole units, at least the minimum, at most the balance. */
export function checkConversion(rules: TPointRules, points: bigint, balance: bigint): TConvertCheck {
  if (points <= 0n || points < rules.minConvertPoints) return { ok: false, code: 'POINTS_BELOW_MINIMUM' };
  if (points % rules.pointUnit !== 0n) return { ok: false, code: 'POINTS_NOT_WHOLE_UNIT' };
  if (points > balance) return { ok: false, code: 'POINTS_INSUFFICIENT' };
  return { ok: true, cashMinor: (points / rules.pointUnit) * rules.cashMinorPerPointUnit };
}
