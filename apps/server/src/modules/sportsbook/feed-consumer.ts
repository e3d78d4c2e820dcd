import {
  ODDS_FEED_API,
  ODDS_FEED_KEY_HEADER,
  ZFeedMessage,
  ZFeedMessagesPage,
  ZFeedSnapshot,
  type TFeedMessage,
} from '@openlobby/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createFeedSequencer, type FeedSequencer } from './feed-sequencer.ts';
import { applyMessages, applySnapshot, readCursor } from './feed.repo.ts';

export type TFeedConsumerOptions = {
  db: Db;
  /** The feed's base URL (ODDS_FEED_URL), http(s). */
  url: string;
  key: string;
  /** How long a hole in the stream may wait for its message before the journal is asked. */
  holeWaitMs?: number;
  /** How many messages may wait behind a hole before the journal is asked at once. */
  maxWaiting?: number;
  /** No message at all (not even a HEARTBEAT) for this long: the stream is dead, reconnect. */
  silenceMs?: number;
  /** Each committed batch: its messages and the events that got a new result version. */
  onApplied?: (batch: { messages: readonly TFeedMessage[]; resulted: readonly string[] }) => void;
  log: { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };
};

const JOURNAL_PAGE = 1000;
const MAX_BACKOFF_MS = 5_000;

/**
 * Keeps the book's copy of the odds feed (feed.repo.ts) equal to the feed, whatever its stream does
 * (apps/odds-feed/README.md "How a consumer survives the stream"): starts from a snapshot or from
 * the stored cursor and the journal, then follows the push stream through the sequencer; a hole is
 * filled from the journal, a journal that lost it from a snapshot; a closed or silent stream is
 * reopened after the last applied seq. Every batch is one transaction with the cursor, so a crash
 * anywhere resumes from what was committed. Work runs one step at a time on a promise chain.
 */
export function createFeedConsumer(o: TFeedConsumerOptions) {
  const holeWaitMs = o.holeWaitMs ?? 300;
  const maxWaiting = o.maxWaiting ?? 200;
  const silenceMs = o.silenceMs ?? 20_000;
  let sequencer: FeedSequencer = createFeedSequencer(0);
  let committed: number | null = null;
  let socket: WebSocket | null = null;
  let open = false;
  let stopped = false;
  let backoffMs = 100;
  let holeTimer: NodeJS.Timeout | undefined;
  let silenceTimer: NodeJS.Timeout | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let resyncTimer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  /** A step failed: what the sequencer released may not be stored, so nothing applies until resync. */
  let broken = false;
  /** Pushed messages not yet handed to the sequencer (drain takes them all at once). */
  const pushed: TFeedMessage[] = [];
  const seqWaiters = new Set<{ seq: number; resolve: () => void }>();

  async function get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    const res = await fetch(`${o.url}${path}`, {
      headers: { [ODDS_FEED_KEY_HEADER]: o.key },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`odds feed ${path}: HTTP ${res.status}`);
    return schema.parse(await res.json());
  }

  function settled(seq: number) {
    for (const w of seqWaiters)
      if (w.seq <= seq) {
        seqWaiters.delete(w);
        w.resolve();
      }
  }

  async function commit(messages: readonly TFeedMessage[]) {
    if (messages.length === 0) return;
    const from = committed ?? 0;
    const resulted = await o.db.transaction((tx) => applyMessages(tx, from, messages));
    committed = messages.at(-1)!.seq;
    o.onApplied?.({ messages, resulted });
    settled(committed);
  }

  async function takeSnapshot() {
    const snapshot = await get(ODDS_FEED_API.snapshot, ZFeedSnapshot);
    const from = committed;
    const resulted = await o.db.transaction((tx) => applySnapshot(tx, from, snapshot));
    committed = snapshot.seq;
    o.log.info({ seq: snapshot.seq }, 'odds feed: took a snapshot');
    o.onApplied?.({ messages: [], resulted });
    settled(committed);
    await commit(sequencer.reset(snapshot.seq));
  }

  /** Applies the journal after the last applied seq, or a snapshot when the journal lost it. */
  async function catchUp() {
    clearTimeout(holeTimer);
    holeTimer = undefined;
    for (;;) {
      const after = sequencer.lastSeq;
      const page = await get(
        `${ODDS_FEED_API.messages}?after=${after}&limit=${JOURNAL_PAGE}`,
        ZFeedMessagesPage,
      );
      if (page.truncated) return takeSnapshot();
      await commit(sequencer.recovered(page.messages));
      if (page.messages.length < JOURNAL_PAGE) return;
    }
  }

  /** Resumes from what the database holds: after a failed batch, or at start. */
  async function resync() {
    clearTimeout(holeTimer);
    holeTimer = undefined;
    committed = await readCursor(o.db);
    sequencer = createFeedSequencer(committed ?? 0);
    if (committed === null) await takeSnapshot();
    else await catchUp();
    broken = false;
  }

  function step(work: () => Promise<void>) {
    chain = chain.then(work).catch((err: unknown) => {
      if (stopped) return;
      const first = !broken;
      broken = true;
      o.log.warn({ err }, 'odds feed: a step failed, resuming from the stored cursor');
      if (first) resyncTimer = setTimeout(() => void step(resync), backoffMs).unref();
      backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    });
    return chain;
  }

  function armSilence() {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      o.log.warn({ silenceMs }, 'odds feed: the stream went silent, reconnecting');
      socket?.close();
    }, silenceMs).unref();
  }

  function onPushed(raw: unknown) {
    let parsed: TFeedMessage;
    try {
      parsed = ZFeedMessage.parse(JSON.parse(String(raw)));
    } catch (err) {
      // a message the book cannot read leaves a hole the journal fills
      o.log.warn({ err }, 'odds feed: an unreadable message');
      return;
    }
    pushed.push(parsed);
    if (pushed.length === 1) void step(drain);
  }

  /** Everything pushed since the last drain, in one transaction: a burst costs one commit. */
  async function drain() {
    const batch = pushed.splice(0);
    if (broken) return;
    await commit(batch.flatMap((m) => sequencer.receive(m)));
    if (sequencer.waiting > maxWaiting) return catchUp();
    if (sequencer.waiting > 0 && !holeTimer)
      holeTimer = setTimeout(() => {
        holeTimer = undefined;
        if (sequencer.waiting > 0 && !broken) void step(catchUp);
      }, holeWaitMs).unref();
  }

  function connect() {
    if (stopped) return;
    const ws = `${o.url.replace(/^http/, 'ws')}${ODDS_FEED_API.stream}?after=${sequencer.lastSeq}&key=${encodeURIComponent(o.key)}`;
    const s = new WebSocket(ws);
    socket = s;
    s.addEventListener('open', () => {
      open = true;
      backoffMs = 100;
      armSilence();
    });
    s.addEventListener('message', (event) => {
      armSilence();
      onPushed(event.data);
    });
    s.addEventListener('close', () => {
      if (socket !== s) return;
      open = false;
      socket = null;
      clearTimeout(silenceTimer);
      if (stopped) return;
      reconnectTimer = setTimeout(connect, backoffMs).unref();
      backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
    });
    s.addEventListener('error', () => {
      // 'close' follows and reconnects
    });
  }

  return {
    /** Syncs from the database's cursor (a snapshot the first time), then follows the stream. */
    async start() {
      await step(resync);
      connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(holeTimer);
      clearTimeout(silenceTimer);
      clearTimeout(reconnectTimer);
      clearTimeout(resyncTimer);
      socket?.close();
      await chain;
    },
    /**
     * Whether the book may take bets on the feed's prices: the stream is open and nothing waits
     * behind a hole. Otherwise every market counts as suspended.
     */
    get live() {
      return open && sequencer.waiting === 0;
    },
    get lastSeq() {
      return committed ?? 0;
    },
    /** Resolves once the book has committed `seq` (tests, and the bench's fan-out clock). */
    reached(seq: number): Promise<void> {
      if ((committed ?? -1) >= seq) return Promise.resolve();
      return new Promise((resolve) => seqWaiters.add({ seq, resolve }));
    },
  };
}
export type FeedConsumer = ReturnType<typeof createFeedConsumer>;
