import { findLimitProblems, type TLimitProblem, type TTableLimits } from '../baccarat/limits.ts';
import type { TRouletteBet, TRouletteBetKind } from './bets.ts';

/** A roulette table's limits, one per bet kind (a straight's maximum is per number covered, as tables post). */
export type TRouletteLimits = TTableLimits<TRouletteBetKind>;

/**
 * Checks roulette bets against the table's limits with the same pure rule as baccarat's: each bet
 * reaches its kind's minimum, and the stakes on one selection, summed, stay within the kind's maximum
 * (two straights on different numbers are two positions, each held to the maximum).
 */
export function findRouletteLimitProblems(
  limits: TRouletteLimits,
  bets: readonly TRouletteBet[],
): TLimitProblem<TRouletteBetKind>[] {
  const problems: TLimitProblem<TRouletteBetKind>[] = [];
  const bySelection = new Map<string, { index: number; bet: TRouletteBet }[]>();
  bets.forEach((bet, index) => {
    const key = selectionKey(bet);
    bySelection.set(key, [...(bySelection.get(key) ?? []), { index, bet }]);
  });
  for (const group of bySelection.values()) {
    const found = findLimitProblems(
      limits,
      group.map(({ bet }) => bet),
    );
    problems.push(...found.map((p) => ({ ...p, index: group[p.index]!.index })));
  }
  return problems.sort((a, b) => a.index - b.index || a.code.localeCompare(b.code));
}

/** One key per position on the layout: the kind and what it names. */
function selectionKey(bet: TRouletteBet): string {
  if ('numbers' in bet) return `${bet.kind}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
  if ('index' in bet) return `${bet.kind}:${bet.index}`;
  return bet.kind;
}
