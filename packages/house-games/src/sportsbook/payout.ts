import { assertOddsMilli, type TOutcome } from './vocabulary.ts';

/** An exact non-negative rational, num / den with den > 0: a leg's share of what the stake becomes. */
export type TFactor = { num: bigint; den: bigint };

/** One settled leg of a bet: its outcome and the odds it was taken at. */
export type TSettledLeg = { outcome: TOutcome; oddsMilli: number };

/**
 * What one leg multiplies the stake by, exactly: WIN → the odds; HALF_WIN → (1 + odds) / 2 (half the
 * stake won, half returned); PUSH and VOID → 1 (returned); HALF_LOSE → 1/2; LOSE → 0. The odds are
 * checked even for an outcome that ignores them, so a bad leg never settles quietly.
 */
export function legFactor(outcome: TOutcome, oddsMilli: number): TFactor {
  assertOddsMilli(oddsMilli);
  const odds = BigInt(oddsMilli);
  switch (outcome) {
    case 'WIN':
      return { num: odds, den: 1000n };
    case 'HALF_WIN':
      return { num: 1000n + odds, den: 2000n };
    case 'PUSH':
    case 'VOID':
      return { num: 1n, den: 1n };
    case 'HALF_LOSE':
      return { num: 1n, den: 2n };
    case 'LOSE':
      return { num: 0n, den: 1n };
  }
}

/** The product of factors, exact (not reduced: only its floor against a stake is ever read). */
export function productOf(factors: readonly TFactor[]): TFactor {
  return factors.reduce((acc, f) => ({ num: acc.num * f.num, den: acc.den * f.den }), {
    num: 1n,
    den: 1n,
  });
}

/** Throws a RangeError for a stake that is not a positive number of minor units. */
export function assertStakeMinor(stakeMinor: bigint): void {
  if (typeof stakeMinor !== 'bigint' || stakeMinor < 1n)
    throw new RangeError(`a stake is a positive bigint of minor units, got ${String(stakeMinor)}`);
}

/**
 * What a bet pays back (stake included), in minor units: stake × the product of its legs' factors,
 * rounded down once at the end, never per leg, so a parlay pays the same whatever the legs' order.
 * One leg is a single, more a parlay; a voided or pushed leg drops out of a parlay (factor 1).
 */
export function payoutOf(stakeMinor: bigint, legs: readonly TSettledLeg[]): bigint {
  assertStakeMinor(stakeMinor);
  if (legs.length === 0) throw new RangeError('a bet has at least one leg');
  const product = productOf(legs.map((leg) => legFactor(leg.outcome, leg.oddsMilli)));
  return (stakeMinor * product.num) / product.den;
}

/** What the bet pays if every leg wins: the figure the slip shows and the payout limit checks. */
export function potentialPayoutOf(stakeMinor: bigint, oddsMilli: readonly number[]): bigint {
  return payoutOf(
    stakeMinor,
    oddsMilli.map((odds) => ({ outcome: 'WIN', oddsMilli: odds })),
  );
}
