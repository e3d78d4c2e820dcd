import { ODDS_FEED_KEY_HEADER, ZFeedMessage, type TFeedMessage } from '@openlobby/contracts';
import { startFeed, type TFeedProcessOptions } from './start-feed.ts';

export const TEST_KEY = 'test-feed-key';
/** A fixed start so every run schedules the same fixtures: 2026-12-06 12:00 UTC. */
export const TEST_START_MS = Date.UTC(2026, 11, 6, 12, 0, 0);

/** An in-process feed on a free port with a manual clock, a short horizon and a keyed `get`. */
export async function startTestFeed(opts: Partial<TFeedProcessOptions> = {}) {
  const running = await startFeed({
    key: TEST_KEY,
    seed: 'test-seed',
    speed: 6,
    port: 0,
    clock: 'manual',
    startMs: TEST_START_MS,
    horizonMs: 2 * 60 * 60 * 1000,
    heartbeatMs: 5000,
    ...opts,
  });
  return {
    ...running,
    async get(path: string, key: string | null = TEST_KEY) {
      const headers: Record<string, string> = key === null ? {} : { [ODDS_FEED_KEY_HEADER]: key };
      const res = await fetch(`${running.url}${path}`, { headers });
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
      };
    },
    async post(path: string, body: unknown) {
      const res = await fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ODDS_FEED_KEY_HEADER]: TEST_KEY },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    /** Opens /feed (key in the query, as Node's WebSocket cannot set headers) and collects its messages. */
    openStream(after?: number, key: string | null = TEST_KEY) {
      const query = new URLSearchParams();
      if (after !== undefined) query.set('after', String(after));
      if (key !== null) query.set('key', key);
      return collectStream(`${running.url.replace(/^http/, 'ws')}/feed?${query}`);
    },
  };
}
export type TestFeed = Awaited<ReturnType<typeof startTestFeed>>;

/** A stream's received messages (parsed by the contract), and promises for its opening and closing. */
function collectStream(url: string) {
  const socket = new WebSocket(url);
  const messages: TFeedMessage[] = [];
  /** When each message arrived (Date.now()), by index. */
  const receivedAt: number[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  socket.addEventListener('message', (event) => {
    messages.push(ZFeedMessage.parse(JSON.parse(String(event.data))));
    receivedAt.push(Date.now());
    wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('the stream did not open')));
  });
  const closed = new Promise<{ code: number }>((resolve) =>
    socket.addEventListener('close', (event) => {
      resolve({ code: event.code });
      wake();
    }),
  );
  opened.catch(() => undefined);
  return {
    socket,
    messages,
    receivedAt,
    opened,
    closed,
    seqs: () => messages.map((m) => m.seq),
    /** Resolves once `done(messages)` holds; rejects after 10 s so a broken feed fails the test. */
    waitFor(done: (messages: TFeedMessage[]) => boolean): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!done(messages)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`condition not met; got seqs ${messages.map((m) => m.seq).join(',')}`));
        }, 10_000);
        waiters.add(check);
        check();
      });
    },
    close: () => socket.close(),
  };
}
