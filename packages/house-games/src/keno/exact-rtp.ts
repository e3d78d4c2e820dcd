import { KENO_DRAWN, KENO_NUMBERS, KENO_PAYTABLE } from './rules.ts';

/** n choose k in BigInt, 0 outside 0 ≤ k ≤ n. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * Ways, of the C(80, 20) equally likely draws, that a ticket of `picks` numbers gets exactly `hits`:
 * C(picks, hits) × C(80 − picks, 20 − hits), the hypergeometric count.
 */
export function kenoHitWays(picks: number, hits: number): bigint {
  return choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits);
}

/** The chance of exactly `hits` hits with `picks` picks. */
export function kenoHitProbability(picks: number, hits: number): number {
  return exactRatio(kenoHitWays(picks, hits), choose(KENO_NUMBERS, KENO_DRAWN));
}

/** numerator / denominator as the nearest double, from BigInts too large to divide as numbers. */
function exactRatio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / Number(scale);
}

/**
 * The exact return of a row of the paytable (thousandths by hits), summed over the hypergeometric
 * distribution in whole numbers and divided once at the end.
 */
export function exactKenoRtp(picks: number, row: readonly number[] = KENO_PAYTABLE[picks] ?? []): number {
  if (row.length !== picks + 1)
    throw new RangeError(`a paytable row for ${picks} picks has ${picks + 1} entries`);
  const won = row.reduce((sum, milli, hits) => sum + kenoHitWays(picks, hits) * BigInt(milli), 0n);
  return exactRatio(won, choose(KENO_NUMBERS, KENO_DRAWN) * 1000n);
}
