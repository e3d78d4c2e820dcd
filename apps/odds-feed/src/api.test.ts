import { ZFeedMessagesPage, ZFeedSnapshot } from '@openlobby/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFeedState } from './feed-state.ts';
import { startTestFeed, type TestFeed } from './test-support.ts';

let t: TestFeed;
beforeEach(async () => {
  t = await startTestFeed();
});
afterEach(async () => {
  await t.close();
});

describe('the shared key', () => {
  it('refuses the snapshot, the journal, the fault knob and the stream without FEED_KEY', async () => {
    for (const path of ['/snapshot', '/messages?after=0', '/admin/faults']) {
      expect((await t.get(path, null)).status).toBe(401);
      expect((await t.get(path, 'wrong-key')).status).toBe(401);
    }
    const stream = t.openStream(0, null);
    await expect(stream.opened).rejects.toThrow();
    const wrong = t.openStream(0, 'wrong-key');
    await expect(wrong.opened).rejects.toThrow();
    expect((await t.get('/snapshot')).status).toBe(200);
    expect((await t.get('/healthz', null)).status).toBe(200);
  });
});

describe('GET /snapshot and GET /messages', () => {
  it('answers a snapshot equal to the replay of the journal up to its seq', async () => {
    t.advance(10 * 60_000);
    const snapshot = ZFeedSnapshot.parse((await t.get('/snapshot')).body);
    t.advance(5 * 60_000);
    const replay = createFeedState();
    for (let after = 0; after < snapshot.seq;) {
      const page = ZFeedMessagesPage.parse((await t.get(`/messages?after=${after}&limit=500`)).body);
      const upTo = page.messages.filter((m) => m.seq <= snapshot.seq);
      upTo.forEach((m) => replay.apply(m));
      after = page.messages.at(-1)?.seq ?? snapshot.seq;
    }
    expect(replay.snapshot()).toEqual(snapshot);
    expect(snapshot.events.length).toBeGreaterThan(0);
    expect(snapshot.markets.length).toBeGreaterThan(0);
  });

  it('answers exactly the messages after a seq, at most limit, in seq order', async () => {
    t.advance(5 * 60_000);
    const last = t.feed.lastSeq;
    const page = ZFeedMessagesPage.parse((await t.get(`/messages?after=${last - 7}&limit=5`)).body);
    expect(page.messages.map((m) => m.seq)).toEqual([last - 6, last - 5, last - 4, last - 3, last - 2]);
    expect(page).toMatchObject({ lastSeq: last, firstSeq: 1, truncated: false });
    const rest = ZFeedMessagesPage.parse((await t.get(`/messages?after=${last - 2}`)).body);
    expect(rest.messages.map((m) => m.seq)).toEqual([last - 1, last]);
    expect((await t.get('/messages?after=-1')).status).toBe(400);
  });

  it('says truncated when the asked-for messages have left the bounded journal', async () => {
    await t.close();
    t = await startTestFeed({ journalSize: 100 });
    t.advance(10 * 60_000);
    const page = ZFeedMessagesPage.parse((await t.get('/messages?after=0&limit=10')).body);
    expect(page.truncated).toBe(true);
    expect(page.messages[0]?.seq).toBe(page.firstSeq);
    expect(page.firstSeq).toBeGreaterThan(1);
  });
});

describe('GET /feed (the stream)', () => {
  it('replays the journal after ?after= and then pushes new messages live, every seq once and in order', async () => {
    const stream = t.openStream(t.feed.lastSeq - 3);
    await stream.opened;
    const start = t.feed.lastSeq;
    await stream.waitFor((m) => m.length >= 3);
    t.advance(60_000);
    const end = t.feed.lastSeq;
    await stream.waitFor((m) => m.at(-1)?.seq === end);
    const seqs = stream.seqs();
    expect(seqs[0]).toBe(start - 2);
    expect(seqs).toEqual(Array.from({ length: end - start + 3 }, (_, i) => start - 2 + i));
    expect(stream.messages.some((m) => m.type === 'HEARTBEAT')).toBe(true);
    stream.close();
  });
});
