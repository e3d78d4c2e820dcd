import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  TFeedEvent,
  TFeedEventResult,
  TFeedMarket,
  TFeedMessage,
  TFeedSnapshot,
} from '@openlobby/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { sbEvents, sbFeedCursor, sbMarkets, sbResults } from './sportsbook.schema.ts';

/**
 * The book's copy of the odds feed: events, markets and results written as the feed's reducer
 * (apps/odds-feed/src/feed-state.ts) builds them, so the book at seq n equals the feed's snapshot
 * at n. Every write is idempotent per version (a market only by a higher version, a result version
 * once), and the cursor moves in the same transaction, only from the seq the batch started at.
 */

export async function readCursor(db: DbOrTx): Promise<number | null> {
  const [row] = await db.select({ lastSeq: sbFeedCursor.lastSeq }).from(sbFeedCursor);
  return row?.lastSeq ?? null;
}

/** Another writer moved the cursor: the batch rolls back and the consumer starts over from it. */
export class FeedCursorMoved extends Error {
  constructor() {
    super('the odds feed cursor moved under this batch');
  }
}

/**
 * Moves the cursor from `fromSeq` (null: no cursor yet) to `toSeq`, or throws FeedCursorMoved.
 */
async function moveCursor(tx: Tx, fromSeq: number | null, toSeq: number, snapshot = false) {
  const snapshotAt = snapshot ? { snapshotAt: sql`now()` } : {};
  const moved =
    fromSeq === null
      ? await tx
          .insert(sbFeedCursor)
          .values({ id: 1, lastSeq: toSeq, ...snapshotAt })
          .onConflictDoNothing()
          .returning({ id: sbFeedCursor.id })
      : await tx
          .update(sbFeedCursor)
          .set({ lastSeq: toSeq, updatedAt: sql`now()`, ...snapshotAt })
          .where(eq(sbFeedCursor.lastSeq, fromSeq))
          .returning({ id: sbFeedCursor.id });
  if (moved.length === 0) throw new FeedCursorMoved();
}

const eventRow = (e: TFeedEvent) => ({
  eventId: e.eventId,
  sport: e.sport,
  title: e.title ?? null,
  competition: e.competition,
  home: e.home,
  away: e.away,
  startsAt: new Date(e.startsAt),
  status: e.status,
  bestOf: e.bestOf ?? null,
  score: e.score ?? null,
});

async function upsertEvents(tx: Tx, events: readonly TFeedEvent[]) {
  if (events.length === 0) return;
  const rows = events.map(eventRow);
  await tx
    .insert(sbEvents)
    .values(rows)
    .onConflictDoUpdate({
      target: sbEvents.eventId,
      set: {
        sport: sql`excluded.sport`,
        title: sql`excluded.title`,
        competition: sql`excluded.competition`,
        home: sql`excluded.home`,
        away: sql`excluded.away`,
        startsAt: sql`excluded.starts_at`,
        status: sql`excluded.status`,
        bestOf: sql`excluded.best_of`,
        score: sql`excluded.score`,
        updatedAt: sql`now()`,
      },
    });
}

/** Markets of events the book knows (a market before its fixture is the feed's fault: skipped). */
async function upsertMarkets(tx: Tx, markets: readonly TFeedMarket[]) {
  if (markets.length === 0) return;
  const known = new Set(
    (
      await tx
        .select({ eventId: sbEvents.eventId })
        .from(sbEvents)
        .where(inArray(sbEvents.eventId, [...new Set(markets.map((m) => m.eventId))]))
    ).map((r) => r.eventId),
  );
  // one row per market id: the highest version in the batch
  const latest = new Map<string, TFeedMarket>();
  for (const m of markets)
    if (known.has(m.eventId) && (latest.get(m.marketId)?.version ?? 0) < m.version) latest.set(m.marketId, m);
  if (latest.size === 0) return;
  await tx
    .insert(sbMarkets)
    .values(
      [...latest.values()].map((m) => ({
        marketId: m.marketId,
        eventId: m.eventId,
        kind: m.kind,
        line: m.line ?? null,
        status: m.status,
        version: m.version,
        selections: m.selections,
      })),
    )
    .onConflictDoUpdate({
      target: sbMarkets.marketId,
      set: {
        status: sql`excluded.status`,
        version: sql`excluded.version`,
        selections: sql`excluded.selections`,
        line: sql`excluded.line`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`excluded.version > ${sbMarkets.version}`,
    });
}

async function setMarketStatus(
  tx: Tx,
  eventId: string,
  marketIds: readonly string[] | undefined,
  status: 'OPEN' | 'SUSPENDED',
) {
  await tx
    .update(sbMarkets)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(sbMarkets.eventId, eventId),
        ne(sbMarkets.status, 'CLOSED'),
        marketIds ? inArray(sbMarkets.marketId, [...marketIds]) : undefined,
      ),
    );
}

/** Stores result versions the book does not have; answers the events that got a new one. */
async function insertResults(tx: Tx, results: readonly TFeedEventResult[], source: 'FEED' | 'MANUAL') {
  if (results.length === 0) return [];
  const inserted = await tx
    .insert(sbResults)
    .values(results.map((r) => ({ ...r, source })))
    .onConflictDoNothing()
    .returning({ eventId: sbResults.eventId });
  return inserted.map((r) => r.eventId);
}

async function applyOne(tx: Tx, m: TFeedMessage): Promise<string[]> {
  switch (m.type) {
    case 'FIXTURE':
      await upsertEvents(tx, [m.event]);
      return [];
    case 'MARKETS':
      await upsertMarkets(tx, m.markets);
      return [];
    case 'SUSPEND':
    case 'RESUME':
      await setMarketStatus(tx, m.eventId, m.marketIds, m.type === 'SUSPEND' ? 'SUSPENDED' : 'OPEN');
      return [];
    case 'SCORE':
      await tx
        .update(sbEvents)
        .set({ score: m.score, updatedAt: sql`now()` })
        .where(eq(sbEvents.eventId, m.eventId));
      return [];
    case 'RESULT':
    case 'RESULT_CORRECTION': {
      const [event] = await tx
        .select({ eventId: sbEvents.eventId })
        .from(sbEvents)
        .where(eq(sbEvents.eventId, m.eventId));
      if (!event) return [];
      return insertResults(
        tx,
        [{ eventId: m.eventId, resultVersion: m.resultVersion, result: m.result }],
        'FEED',
      );
    }
    case 'HEARTBEAT':
      return [];
  }
}

/**
 * Applies messages in seq order from the cursor at `fromSeq`, moving it to the last one's seq, in
 * the caller's transaction. Answers the events that got a new result version (to settle).
 */
export async function applyMessages(tx: Tx, fromSeq: number, messages: readonly TFeedMessage[]) {
  const resulted = new Set<string>();
  for (const m of messages) for (const eventId of await applyOne(tx, m)) resulted.add(eventId);
  await moveCursor(tx, fromSeq, messages.at(-1)?.seq ?? fromSeq);
  return [...resulted];
}

/**
 * Takes a snapshot as the book's state at its seq: its events, markets (as the snapshot has them,
 * unless the book holds a newer version) and result versions. Events the feed has forgotten stay:
 * their bets are settled already or settle from their stored results.
 */
export async function applySnapshot(tx: Tx, fromSeq: number | null, snapshot: TFeedSnapshot) {
  await upsertEvents(tx, snapshot.events);
  await upsertMarkets(tx, snapshot.markets);
  // a market the book holds at a newer version than the snapshot's keeps its prices, and its status
  // is the snapshot's truth only when the versions agree: SUSPEND/RESUME do not bump versions
  if (snapshot.markets.length > 0) {
    const statuses = JSON.stringify(
      snapshot.markets.map((m) => ({ market_id: m.marketId, version: m.version, status: m.status })),
    );
    await tx.execute(sql`
      update sb_markets m set status = s.status, updated_at = now()
      from jsonb_to_recordset(${statuses}::jsonb) as s(market_id text, version integer, status text)
      where m.market_id = s.market_id and m.version = s.version and m.status <> s.status`);
  }
  const resulted = await insertResults(tx, snapshot.results, 'FEED');
  await moveCursor(tx, fromSeq, snapshot.seq, true);
  return resulted;
}

export { insertResults };
