import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZFeedSnapshot, type TFeedFaultMode, type TFeedSnapshot } from '@openlobby/contracts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startTestFeed, TEST_KEY, type TestFeed } from '../../../../odds-feed/src/test-support.ts';
import { createFeedConsumer, type FeedConsumer } from './feed-consumer.ts';

/*
 * The book's copy of a real odds feed (apps/odds-feed in process, on a manual clock) under every
 * fault its stream can deal: after each, the book holds exactly the feed's snapshot.
 */

let database: Database;
let feed: TestFeed;
let consumer: FeedConsumer | null = null;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await consumer?.stop();
  consumer = null;
  await feed?.close();
  await database.db.execute(
    sql`truncate sb_results, sb_markets, sb_events, sb_feed_cursor restart identity cascade`,
  );
});

const rows = <T>(q: ReturnType<typeof sql>) =>
  database.db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);

async function snapshotOfFeed(): Promise<TFeedSnapshot> {
  return ZFeedSnapshot.parse((await feed.get('/snapshot')).body);
}

function startConsumer() {
  consumer = createFeedConsumer({
    db: database.db,
    url: feed.url,
    key: TEST_KEY,
    holeWaitMs: 100,
    log: quiet,
  });
  return consumer;
}

/** The book's events, markets and latest results, shaped as a snapshot's. */
async function bookState() {
  const events = await rows<Record<string, unknown>>(sql`
    select event_id, sport, title, competition, home, away, status, best_of, score,
      to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at
    from sb_events order by event_id`);
  const markets = await rows<{ market_id: string; status: string; version: number; selections: unknown }>(
    sql`select market_id, status, version, selections from sb_markets order by market_id`,
  );
  const results = await rows<{ event_id: string; result_version: number; result: unknown }>(sql`
    select distinct on (event_id) event_id, result_version, result from sb_results
    order by event_id, result_version desc`);
  return { events, markets, results };
}

/** Asserts the book holds the feed's snapshot (every event, market and result it has). */
async function expectBookEqualsFeed() {
  const snap = await snapshotOfFeed();
  await consumer!.reached(snap.seq);
  const book = await bookState();
  const byId = new Map(book.events.map((e) => [e.event_id, e]));
  for (const e of snap.events)
    expect(byId.get(e.eventId)).toMatchObject({
      sport: e.sport,
      home: e.home,
      away: e.away,
      status: e.status,
      starts_at: e.startsAt,
      score: e.score ?? null,
    });
  const markets = new Map(book.markets.map((m) => [m.market_id, m]));
  for (const m of snap.markets)
    expect(markets.get(m.marketId), m.marketId).toEqual({
      market_id: m.marketId,
      status: m.status,
      version: m.version,
      selections: m.selections,
    });
  const results = new Map(book.results.map((r) => [r.event_id, r]));
  for (const r of snap.results)
    expect(results.get(r.eventId)).toEqual({
      event_id: r.eventId,
      result_version: r.resultVersion,
      result: r.result,
    });
  expect(consumer!.lastSeq).toBe(snap.seq);
  return snap;
}

/** Plays the feed forward until at least `messages` more have been published. */
function play(messages: number) {
  const from = feed.feed.lastSeq;
  while (feed.feed.lastSeq - from < messages) feed.advance(5_000);
}

describe('the book’s copy of the odds feed', () => {
  it('starts from a snapshot, then follows the stream to the feed’s state', async () => {
    feed = await startTestFeed();
    feed.advance(20 * 60_000);
    await startConsumer().start();
    const [cursor] = await rows<{ last_seq: number }>(sql`select last_seq from sb_feed_cursor`);
    expect(Number(cursor!.last_seq)).toBeGreaterThan(0);
    play(200);
    const snap = await expectBookEqualsFeed();
    expect(snap.events.length).toBeGreaterThan(0);
    expect(snap.markets.length).toBeGreaterThan(0);
  });

  for (const mode of [
    'drop',
    'duplicate',
    'reorder',
    'delay',
    'gap',
    'disconnect',
  ] satisfies TFeedFaultMode[])
    it(`stays equal to the feed when the stream deals "${mode}"`, async () => {
      feed = await startTestFeed();
      feed.advance(10 * 60_000);
      await startConsumer().start();
      await consumer!.reached(feed.feed.lastSeq);
      expect((await feed.post('/admin/faults', { mode, count: 7, delayMs: 200 })).status).toBe(200);
      play(120);
      await expectBookEqualsFeed();
    });

  it('holds results and their corrections, each version once, as the matches finish', async () => {
    feed = await startTestFeed({ correctionRate: 1 });
    await startConsumer().start();
    // two hours of feed time: the first matches finish, and with a rate of 1 every result is corrected
    for (let i = 0; i < 24; i++) feed.advance(5 * 60_000);
    await expectBookEqualsFeed();
    const [counts] = await rows<{ results: number; corrected: number }>(sql`
      select count(*)::int as results, count(*) filter (where result_version > 1)::int as corrected
      from sb_results`);
    expect(counts!.results).toBeGreaterThan(0);
    expect(counts!.corrected).toBeGreaterThan(0);
  });

  it('resumes from its cursor after a restart, through the journal', async () => {
    feed = await startTestFeed();
    feed.advance(10 * 60_000);
    await startConsumer().start();
    await consumer!.reached(feed.feed.lastSeq);
    await consumer!.stop();
    play(300);
    await startConsumer().start();
    await expectBookEqualsFeed();
    const [cursor] = await rows<{ read_journal: boolean }>(
      sql`select snapshot_at < updated_at as read_journal from sb_feed_cursor`,
    );
    // one snapshot, at the first start: the restart read the journal
    expect(cursor!.read_journal).toBe(true);
  });

  it('takes a snapshot when the journal no longer holds what it missed', async () => {
    feed = await startTestFeed({ journalSize: 50 });
    feed.advance(10 * 60_000);
    await startConsumer().start();
    await consumer!.reached(feed.feed.lastSeq);
    await consumer!.stop();
    const [before] = await rows<{ at: string }>(sql`select snapshot_at::text as at from sb_feed_cursor`);
    play(500);
    await startConsumer().start();
    await expectBookEqualsFeed();
    const [again] = await rows<{ later: boolean }>(
      sql`select snapshot_at > ${before!.at}::timestamptz as later from sb_feed_cursor`,
    );
    expect(again!.later).toBe(true);
  });
});
