import type { TFeedFaultsRequest } from '@openlobby/contracts';
import type { AddressInfo } from 'node:net';
import { buildFeedApp } from './app.ts';
import { createFaults } from './faults.ts';
import { createFeed } from './feed.ts';
import { createStreamHub } from './stream.ts';

export type TFeedProcessOptions = {
  key: string;
  seed: string;
  /** Simulated time per real time (6: a football match in 15 minutes). */
  speed: number;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  horizonMs?: number;
  heartbeatMs?: number;
  journalSize?: number;
  correctionRate?: number;
  cancelRate?: number;
  /** A fault set from the start (FEED_FAULT), as POST /admin/faults would. */
  fault?: Required<TFeedFaultsRequest>;
  logger?: boolean;
  /**
   * 'real' advances the feed on a timer by Date.now(); 'manual' only when the caller says
   * (tests): the feed's time is then `startMs` plus whatever `advance` adds.
   */
  clock?: 'real' | 'manual';
  startMs?: number;
};

export type TRunningFeed = {
  url: string;
  /** Manual clock: plays the feed forward by `ms` of wall time (and pushes what happened). */
  advance(ms: number): void;
  readonly feed: ReturnType<typeof createFeed>;
  close(): Promise<void>;
};

const TICK_MS = 250;
const urlHost = (host: string) => {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
};

/** Builds the feed, listens, and drives it by the clock. Used by main.ts and, in-process, by tests. */
export async function startFeed(opts: TFeedProcessOptions): Promise<TRunningFeed> {
  const host = opts.host ?? '127.0.0.1';
  const startMs = opts.startMs ?? Date.now();
  const faults = createFaults();
  const hub = createStreamHub(faults);
  const feed = createFeed({
    seed: opts.seed,
    speed: opts.speed,
    horizonMs: opts.horizonMs ?? 24 * 60 * 60 * 1000,
    heartbeatMs: opts.heartbeatMs ?? 5000,
    journalSize: opts.journalSize ?? 50_000,
    correctionRate: opts.correctionRate ?? 0.03,
    cancelRate: opts.cancelRate ?? 0.01,
    startMs,
    skipSeqs: () => faults.skipSeqs(),
  });
  feed.subscribe((message) => hub.push(message));
  feed.advanceTo(startMs);
  // Set after the start's catch-up, so an env fault meets the first messages a consumer can see.
  if (opts.fault) faults.set(opts.fault);
  const app = await buildFeedApp({ feed, hub, faults, key: opts.key, logger: opts.logger ?? false });
  await app.listen({ port: opts.port ?? 0, host });
  const timer = opts.clock === 'manual' ? null : setInterval(() => feed.advanceTo(Date.now()), TICK_MS);
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://${urlHost(host)}:${port}`,
    feed,
    advance: (ms) => feed.advanceTo(feed.nowMs + ms),
    close: async () => {
      if (timer) clearInterval(timer);
      await app.close();
    },
  };
}
