import type { TBaccaratBet, TBaccaratBetKind } from './bets.ts';

/** A table's minimum and maximum for one kind of bet, in minor units. */
export type TBetLimit = { minMinor: number; maxMinor: number };

/** Limits for each kind of bet a table takes. */
export type TTableLimits<K extends string> = Readonly<Record<K, TBetLimit>>;

/** Why a bet breaks the table's limits: below the kind's minimum, or the kind's total above its maximum. */
export type TLimitProblem<K extends string> = {
  kind: K;
  code: 'BELOW_MIN' | 'ABOVE_MAX';
  /** The bet's index for BELOW_MIN; for ABOVE_MAX the index of the bet that took the total over. */
  index: number;
  limitMinor: number;
};

/**
 * Checks bets against table limits, pure: each bet must reach its kind's minimum, and the stakes on
 * one kind, summed over the list, must stay within its maximum (splitting a bet cannot pass a
 * maximum). An empty list is within limits. Returns every problem, none when the bets are fine.
 */
export function findLimitProblems<K extends string>(
  limits: TTableLimits<K>,
  bets: readonly { kind: K; stakeMinor: number }[],
): TLimitProblem<K>[] {
  const problems: TLimitProblem<K>[] = [];
  const totals = new Map<K, number>();
  bets.forEach((bet, index) => {
    const limit = limits[bet.kind];
    if (bet.stakeMinor < limit.minMinor)
      problems.push({ kind: bet.kind, code: 'BELOW_MIN', index, limitMinor: limit.minMinor });
    const before = totals.get(bet.kind) ?? 0;
    const total = before + bet.stakeMinor;
    totals.set(bet.kind, total);
    if (before <= limit.maxMinor && total > limit.maxMinor)
      problems.push({ kind: bet.kind, code: 'ABOVE_MAX', index, limitMinor: limit.maxMinor });
  });
  return problems;
}

/** Throws a RangeError for limits that cannot hold: a minimum below 1 or above the maximum, or not whole. */
export function assertTableLimits<K extends string>(limits: TTableLimits<K>): void {
  for (const [kind, { minMinor, maxMinor }] of Object.entries(limits) as [K, TBetLimit][]) {
    if (
      !Number.isSafeInteger(minMinor) ||
      !Number.isSafeInteger(maxMinor) ||
      minMinor < 1 ||
      maxMinor < minMinor
    )
      throw new RangeError(
        `limits for ${kind} must be whole with 1 ≤ min ≤ max, got ${minMinor}…${maxMinor}`,
      );
  }
}

/** A baccarat table's limits, one per bet kind. */
export type TBaccaratLimits = TTableLimits<TBaccaratBetKind>;

/** findLimitProblems for a baccarat table's bets. */
export function findBaccaratLimitProblems(
  limits: TBaccaratLimits,
  bets: readonly TBaccaratBet[],
): TLimitProblem<TBaccaratBetKind>[] {
  return findLimitProblems(limits, bets);
}
