import type { Db, Tx } from '../../db/client.ts';
import { createCommitOrderConsumer } from '../../lib/commit-order.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import type { TBrand } from '../system/system.service.ts';
import { applySeamlessRecord, differenceOf, isNoChange, type TBetState } from './bet-state.ts';
import * as repo from './bets.repo.ts';

/** A bet as a transfer-wallet vendor's history publishes it (amounts in minor units). */
export type TVendorBet = {
  betId: string;
  player: string;
  gameId: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  placedAt: Date;
  settledAt: Date;
};

/** A settled bet of a known member (the house's own, or a vendor's once its player is found). */
export type THouseBet = Omit<TVendorBet, 'player'> & { memberId: number };

/** One page of a vendor's bet history over settle times in [from, to). */
export type TBetHistoryPage = { bets: TVendorBet[]; total: number };

export type TBetHistorySource = (q: {
  vendorCode: string;
  from: Date;
  to: Date;
  page: number;
  pageSize: number;
}) => Promise<TBetHistoryPage>;

/** How far back each pull reads again: a vendor may publish a bet a little after it settled. */
export const PULL_OVERLAP_MS = 5 * 60_000;
/** How close to now a pull reads: the vendor's last seconds may still be settling. */
export const PULL_LAG_MS = 5_000;
/** The longest window one pull reads (the history API's own bound is 7 days). */
export const PULL_MAX_WINDOW_MS = 24 * 3_600_000;
const PULL_PAGE_SIZE = 500;

/** Where a brand's bet pull starts the first time: a day back (older bets predate the pull). */
const FIRST_PULL_BACK_MS = 24 * 3_600_000;

/**
 * The bets spine (DESIGN.md "Bets, events and time"): every wager as one row of `bets` with daily
 * rollups. Seamless rounds (the house slot's too) come from the seamless wallet's records, read in
 * commit order by a consumer; transfer-wallet vendors' bets from their bet-history API, pulled by
 * a job and kept once by the vendor's bet id. Readers catch the consumer up before they read, so a
 * member sees a round the moment its call is answered.
 */
export function createBetsService(d: {
  db: Db;
  now: () => Date;
  /** The vendor's bet history, for vendors with a transfer wallet that publish one. */
  betHistory?: TBetHistorySource;
}) {
  const seamless = createCommitOrderConsumer<repo.TSeamlessRow>({
    db: d.db,
    name: 'bets:seamless',
    batchSize: 500,
    read: repo.readSeamlessRows,
    apply: applySeamlessRows,
  });

  async function applySeamlessRows(tx: Tx, rows: repo.TSeamlessRow[]) {
    const keyOf = (r: repo.TSeamlessRow): repo.TBetKey => ({
      brandId: r.brandId,
      vendorCode: r.vendorCode,
      vendorBetId: `${r.roundId}/${r.memberId}`,
    });
    const stored = await repo.findBetsForUpdate(tx, rows.map(keyOf));
    const changed = new Map<string, repo.TStoredBet>();
    const rollups: repo.TRollupChange[] = [];
    for (const row of rows) {
      const key = keyOf(row);
      const k = repo.keyText(key);
      const before = changed.get(k) ?? stored.get(k) ?? null;
      const at = new Date(row.at);
      const after = applySeamlessRecord(before, {
        kind: row.kind,
        amountMinor: BigInt(row.amountMinor),
        at,
        day: row.day,
      });
      if (!after) continue;
      const bet: repo.TStoredBet = before
        ? { ...before, ...after }
        : {
            ...key,
            ...after,
            memberId: row.memberId,
            category: row.category ?? 'CONS',
            gameCode: row.gameCode ?? row.roundId,
            placedAt: at,
            source: 'SEAMLESS',
          };
      changed.set(k, bet);
      const diff = differenceOf(before, after);
      if (!isNoChange(diff))
        rollups.push({
          ...diff,
          brandId: bet.brandId,
          memberId: bet.memberId,
          day: row.day,
          category: bet.category,
        });
    }
    await repo.saveBets(tx, [...changed.values()]);
    await repo.addToRollups(tx, rollups);
  }

  /** Member key at the vendor → member id, for this brand's players only. */
  const memberOf = (brand: TBrand, player: string) => {
    const prefix = `${brand.code}_`;
    const rest = player.startsWith(prefix) ? player.slice(prefix.length) : '';
    return /^[1-9][0-9]{0,9}$/.test(rest) ? Number(rest) : null;
  };

  /**
   * Books one page of a vendor's bets: new bets are inserted settled, a bet published again with
   * another stake or payout is a correction (its version counts up and its rollups move by the
   * difference, on the day of the correction), the same bet again changes nothing. The pull
   * cursor's row lock keeps two processes from booking one vendor's bets at once.
   */
  async function bookVendorBets(
    brand: TBrand,
    vendorCode: string,
    bets: TVendorBet[],
    categories: Map<string, string>,
  ) {
    const mine = bets.flatMap((b) => {
      const memberId = memberOf(brand, b.player);
      return memberId === null ? [] : [{ ...b, memberId }];
    });
    if (mine.length === 0) return 0;
    return d.db.transaction(async (tx) => {
      await repo.lockPullCursor(tx, brand.id, vendorCode);
      return bookSettled(tx, brand, vendorCode, mine, (b) => categories.get(b.gameId) ?? 'CONS', 'PULL');
    });
  }

  /**
   * Books settled bets the house itself decided (a card room's hands) in the caller's transaction,
   * with the money that settles them: each once by its bet id, as bookVendorBets does.
   */
  async function bookHouseBets(
    tx: Tx,
    brand: TBrand,
    vendorCode: string,
    category: string,
    bets: THouseBet[],
  ) {
    if (bets.length === 0) return 0;
    return bookSettled(tx, brand, vendorCode, bets, () => category, 'HOUSE');
  }

  async function bookSettled(
    tx: Tx,
    brand: TBrand,
    vendorCode: string,
    mine: THouseBet[],
    categoryOf: (b: THouseBet) => string,
    source: 'PULL' | 'HOUSE',
  ) {
    const keyOf = (b: THouseBet): repo.TBetKey => ({
      brandId: brand.id,
      vendorCode,
      vendorBetId: b.betId,
    });
    const stored = await repo.findBetsForUpdate(tx, mine.map(keyOf));
    const changed = new Map<string, repo.TStoredBet>();
    const rollups: repo.TRollupChange[] = [];
    const today = dayIn(brand.timeZone, d.now());
    for (const b of mine) {
      const k = repo.keyText(keyOf(b));
      const before = changed.get(k) ?? stored.get(k) ?? null;
      if (before && before.stakeMinor === b.stakeMinor && before.payoutMinor === b.payoutMinor) continue;
      const settledDay = before?.settledDay ?? dayIn(brand.timeZone, b.settledAt);
      const after: TBetState = {
        stakeMinor: b.stakeMinor,
        payoutMinor: b.payoutMinor,
        status: 'SETTLED',
        resultVersion: (before?.resultVersion ?? 0) + 1,
        settledAt: before?.settledAt ?? b.settledAt,
        settledDay,
      };
      const bet: repo.TStoredBet = {
        ...keyOf(b),
        ...after,
        memberId: b.memberId,
        category: before?.category ?? categoryOf(b),
        gameCode: b.gameId,
        placedAt: before?.placedAt ?? b.placedAt,
        source,
      };
      changed.set(k, bet);
      rollups.push({
        ...differenceOf(before, after),
        brandId: brand.id,
        memberId: b.memberId,
        day: before ? today : settledDay,
        category: bet.category,
      });
    }
    await repo.saveBets(tx, [...changed.values()]);
    await repo.addToRollups(tx, rollups);
    return changed.size;
  }

  /**
   * Pulls a transfer-wallet vendor's bets settled since the last pull (less the overlap) up to a
   * few seconds ago, at most a day per run, page by page; then moves the cursor. A run that fails
   * half-way leaves the cursor where it was: the next reads the same window again, and the bet ids
   * keep every bet once. Answers how many bets were new or corrected.
   */
  async function pullVendorBets(brand: TBrand, vendorCode: string): Promise<number> {
    if (!d.betHistory) return 0;
    const now = d.now();
    const pulledTo = await d.db.transaction((tx) =>
      repo.readPullCursor(tx, brand.id, vendorCode, new Date(now.getTime() - FIRST_PULL_BACK_MS)),
    );
    const from = new Date(pulledTo.getTime() - PULL_OVERLAP_MS);
    const to = new Date(Math.min(now.getTime() - PULL_LAG_MS, pulledTo.getTime() + PULL_MAX_WINDOW_MS));
    if (to <= from) return 0;
    const categories = await repo.findGameCategories(d.db, vendorCode);
    let booked = 0;
    for (let page = 1; ; page++) {
      const answer = await d.betHistory({ vendorCode, from, to, page, pageSize: PULL_PAGE_SIZE });
      booked += await bookVendorBets(brand, vendorCode, answer.bets, categories);
      if (page * PULL_PAGE_SIZE >= answer.total || answer.bets.length === 0) break;
    }
    if (to > pulledTo) await d.db.transaction((tx) => repo.movePullCursor(tx, brand.id, vendorCode, to));
    return booked;
  }

  /** The member's bets placed in a range, newest first, once every committed round is in. */
  async function findMemberBets(q: Parameters<typeof repo.findMemberBetPage>[1]) {
    await seamless.catchUp();
    return repo.findMemberBetPage(d.db, q);
  }

  return { catchUp: seamless.catchUp, pullVendorBets, bookVendorBets, bookHouseBets, findMemberBets };
}
export type BetsService = ReturnType<typeof createBetsService>;
