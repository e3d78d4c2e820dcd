import { ZFeedMessagesPage } from '@openlobby/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAULT_DISCONNECT_CODE } from './stream.ts';
import { startTestFeed, type TestFeed } from './test-support.ts';

let t: TestFeed;
beforeEach(async () => {
  t = await startTestFeed();
});
afterEach(async () => {
  await t.close();
});

/** Opens a live stream, sets the fault, and plays until `count` more seqs have been published. */
async function withFault(fault: Record<string, unknown>, messages = 6) {
  const stream = t.openStream();
  await stream.opened;
  expect((await t.post('/admin/faults', fault)).body).toMatchObject({ ok: true, mode: fault.mode });
  const from = t.feed.lastSeq;
  while (t.feed.journal.after(from).length < messages) t.advance(5_000);
  const published = t.feed.journal.after(from).map((m) => m.seq);
  return { stream, published };
}

describe('POST /admin/faults (the stream fault injection)', () => {
  it('drop leaves `count` messages out of the stream; /messages still has them', async () => {
    const { stream, published } = await withFault({ mode: 'drop', count: 2 });
    await stream.waitFor((m) => m.at(-1)?.seq === published.at(-1));
    expect(stream.seqs()).toEqual(published.slice(2));
    const page = await t.get(`/messages?after=${published[0]! - 1}&limit=2`);
    expect(ZFeedMessagesPage.parse(page.body).messages.map((m) => m.seq)).toEqual(published.slice(0, 2));
  });

  it('duplicate sends each of `count` messages twice', async () => {
    const { stream, published } = await withFault({ mode: 'duplicate', count: 2 });
    await stream.waitFor((m) => m.at(-1)?.seq === published.at(-1));
    const [a, b, ...rest] = published;
    expect(stream.seqs()).toEqual([a, a, b, b, ...rest]);
  });

  it('reorder swaps a message with the one after it', async () => {
    const { stream, published } = await withFault({ mode: 'reorder', count: 1 });
    await stream.waitFor((m) => m.length === published.length);
    const [a, b, ...rest] = published;
    expect(stream.seqs()).toEqual([b, a, ...rest]);
  });

  it('delay stalls the stream: nothing arrives before delayMs, then everything in order', async () => {
    const { stream, published } = await withFault({ mode: 'delay', count: 1, delayMs: 400 });
    const stalledAt = Date.now();
    await stream.waitFor((m) => m.length === published.length);
    expect(stream.receivedAt[0]! - stalledAt).toBeGreaterThanOrEqual(300);
    expect(stream.seqs()).toEqual(published);
  });

  it('gap leaves `count` seqs out of the numbering: seqs jump, /messages has nothing for them', async () => {
    const before = t.feed.lastSeq;
    const { stream, published } = await withFault({ mode: 'gap', count: 5 });
    await stream.waitFor((m) => m.at(-1)?.seq === published.at(-1));
    expect(published[0]).toBe(before + 6);
    expect(stream.seqs()).toEqual(published);
    const page = await t.get(`/messages?after=${before}&limit=1`);
    expect(ZFeedMessagesPage.parse(page.body).messages[0]?.seq).toBe(before + 6);
  });

  it('disconnect closes every stream; a reconnect with ?after= gets what it missed', async () => {
    const stream = t.openStream();
    await stream.opened;
    await t.post('/admin/faults', { mode: 'disconnect' });
    const lastSeen = t.feed.lastSeq;
    t.advance(10_000);
    expect((await stream.closed).code).toBe(FAULT_DISCONNECT_CODE);
    expect(stream.messages).toEqual([]);
    const again = t.openStream(lastSeen);
    await again.waitFor((m) => m.at(-1)?.seq === t.feed.lastSeq);
    expect(again.seqs()[0]).toBe(lastSeen + 1);
    again.close();
  });

  it('clears itself after `count` and on mode none; FEED_FAULT sets one from the start', async () => {
    expect((await t.post('/admin/faults', { mode: 'drop', count: 3 })).body).toMatchObject({ count: 3 });
    expect((await t.post('/admin/faults', { mode: 'none' })).body).toMatchObject({ mode: 'none', count: 0 });
    expect((await t.post('/admin/faults', { mode: 'explode' })).status).toBe(400);
    await t.close();
    t = await startTestFeed({ fault: { mode: 'drop', count: 4, delayMs: 0 } });
    expect((await t.get('/admin/faults')).body).toMatchObject({ mode: 'drop', count: 4 });
  });
});
