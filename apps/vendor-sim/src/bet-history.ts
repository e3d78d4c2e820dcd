import type { TJournalEntry } from './journal-records.ts';

/** One settled round of the game pages, as operators pull it; `betId` is the round id. */
export type TBet = {
  vendorCode: string;
  betId: string;
  player: string;
  currency: string;
  gameId: string;
  stakeMinor: bigint;
  /** 0 for a lost round (it has no WIN record). */
  payoutMinor: bigint;
  /** The journal entry's `at` in ms: rounds settle at once, so it is also when the bet was placed. */
  settledAtMs: number;
};

/**
 * The bet index, rebuilt from the journal like the balances. Each vendor code's bets are kept sorted
 * by (settledAtMs, betId) whatever order they were journalled in, so a window is found by binary search;
 * `rounds` holds every (vendor code, round id) so a round is indexed once.
 */
export type TBetHistory = { byVendor: Map<string, TBet[]>; rounds: Set<string> };

export type TBetQuery = { vendorCode: string; fromMs: number; toMs: number; page: number; pageSize: number };

export const createBetHistory = (): TBetHistory => ({ byVendor: new Map(), rounds: new Set() });

const roundKey = (vendorCode: string, roundId: string) => `${vendorCode}\u0000${roundId}`;

/**
 * The rounds one journal entry settles, checked before the entry changes anything: a round is
 * journalled once, its WIN (at most one) follows its BET in the same entry for the same player,
 * currency and game, and an entry with rounds has a valid time. Pure, so a refusal leaves no trace.
 */
export function roundsOf(history: TBetHistory, entry: TJournalEntry): TBet[] {
  const rounds = new Map<string, TBet>();
  const won = new Set<string>();
  for (const r of entry.records) {
    if (r.kind === 'TRANSFER') continue;
    const key = roundKey(r.vendorCode, r.roundId);
    const bet = rounds.get(key);
    if (r.kind === 'BET') {
      if (bet || history.rounds.has(key)) throw new Error(`round ${r.roundId} recorded twice`);
      const settledAtMs = Date.parse(entry.at);
      if (Number.isNaN(settledAtMs)) throw new Error(`entry ${entry.seq} has no valid time`);
      const { vendorCode, roundId: betId, player, currency, gameId } = r;
      const stakeMinor = BigInt(r.amountMinor);
      rounds.set(key, {
        vendorCode,
        betId,
        player,
        currency,
        gameId,
        stakeMinor,
        payoutMinor: 0n,
        settledAtMs,
      });
      continue;
    }
    if (!bet || won.has(key)) throw new Error(`round ${r.roundId} pays without its own bet`);
    if (bet.player !== r.player || bet.currency !== r.currency || bet.gameId !== r.gameId)
      throw new Error(`round ${r.roundId} pays another player, currency or game than it staked`);
    bet.payoutMinor = BigInt(r.amountMinor);
    won.add(key);
  }
  return [...rounds.values()];
}

/** Orders bets by settle time, then by id (code units, never the locale), so pages are stable. */
const compareBets = (a: TBet, b: TBet) =>
  a.settledAtMs - b.settledAtMs || (a.betId < b.betId ? -1 : a.betId > b.betId ? 1 : 0);

/** The first index in `list` for which `isAfter` holds; `isAfter` must be monotone over `list`. */
function firstIndex(list: TBet[], isAfter: (bet: TBet) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isAfter(list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Adds bets from `roundsOf` to the index at their sorted place. A monotone clock appends at the end;
 * a clock that went back inserts in the middle, so the order, not the arrival, decides the pages.
 */
export function addBets(history: TBetHistory, bets: TBet[]): void {
  for (const bet of bets) {
    const list = history.byVendor.get(bet.vendorCode) ?? [];
    const at = firstIndex(list, (b) => compareBets(b, bet) > 0);
    if (at === list.length) list.push(bet);
    else list.splice(at, 0, bet);
    history.byVendor.set(bet.vendorCode, list);
    history.rounds.add(roundKey(bet.vendorCode, bet.betId));
  }
}

/**
 * One page of a vendor code's bets settled in [fromMs, toMs), and how many the window holds.
 * Two binary searches and a slice: O(log n + pageSize), however many bets are stored.
 */
export function findBets(history: TBetHistory, q: TBetQuery): { bets: TBet[]; total: number } {
  const list = history.byVendor.get(q.vendorCode) ?? [];
  const start = firstIndex(list, (b) => b.settledAtMs >= q.fromMs);
  const end = firstIndex(list, (b) => b.settledAtMs >= q.toMs);
  const pageStart = Math.min(end, start + (q.page - 1) * q.pageSize);
  return { bets: list.slice(pageStart, Math.min(end, pageStart + q.pageSize)), total: end - start };
}
