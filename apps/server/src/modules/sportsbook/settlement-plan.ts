import {
  payoutOf,
  resettlementDelta,
  settleSelection,
  type TEventResult,
  type TMarketKind,
  type TOutcome,
} from '@openlobby/house-games/sportsbook';

/** A leg as stored (sb_bet_legs). */
export type TStoredLeg = {
  eventId: string;
  kind: string;
  line: number | null;
  selection: string;
  oddsMilli: number;
};

/** An event's latest result version (sb_results). */
export type TLatestResult = { resultVersion: number; result: TEventResult };

/** A bet as stored, with what its latest settlement paid. */
export type TStoredBet = {
  stakeMinor: bigint;
  status: 'OPEN' | 'SETTLED' | 'CASHED_OUT';
  payoutMinor: bigint | null;
  settledKey: string | null;
  legs: readonly TStoredLeg[];
};

/** What settling a bet now does: its key, each leg's outcome, the payout and what moves. */
export type TSettlementPlan = {
  /** The result versions used, "eventId@version" sorted: a bet settles once per key. */
  key: string;
  outcomes: TOutcome[];
  payoutMinor: bigint;
  /** The payout less what earlier settlements paid: credit above 0, claw back below, nothing at 0. */
  deltaMinor: bigint;
};

/** The key of a set of result versions: one entry per event, sorted, so the legs' order never matters. */
export function resultKeyOf(
  legs: readonly TStoredLeg[],
  results: ReadonlyMap<string, TLatestResult>,
): string {
  return [...new Set(legs.map((l) => l.eventId))]
    .sort()
    .map((eventId) => `${eventId}@${results.get(eventId)!.resultVersion}`)
    .join(',');
}

/**
 * How a bet settles on its events' latest results (DESIGN.md: keyed by bet and result version):
 * nothing while a leg's event has no result, nothing for a cashed-out bet (its cash-out was final)
 * and nothing when it was settled on these very versions already, so settling the same results
 * again, or replaying them, never moves money twice. A correction gives a new key and the
 * difference between the new payout and the one already paid.
 */
export function planSettlement(
  bet: TStoredBet,
  results: ReadonlyMap<string, TLatestResult>,
): TSettlementPlan | null {
  if (bet.status === 'CASHED_OUT') return null;
  if (bet.legs.some((l) => !results.has(l.eventId))) return null;
  const key = resultKeyOf(bet.legs, results);
  if (key === bet.settledKey) return null;
  const outcomes = bet.legs.map((l) =>
    settleSelection(
      { kind: l.kind as TMarketKind, ...(l.line === null ? {} : { line: l.line }) },
      l.selection,
      results.get(l.eventId)!.result,
    ),
  );
  const payoutMinor = payoutOf(
    bet.stakeMinor,
    bet.legs.map((l, i) => ({ outcome: outcomes[i]!, oddsMilli: l.oddsMilli })),
  );
  return { key, outcomes, payoutMinor, deltaMinor: resettlementDelta(bet.payoutMinor ?? 0n, payoutMinor) };
}
