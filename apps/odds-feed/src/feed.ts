import type { TFeedMessage } from '@openlobby/contracts';
import { createEventRunner, type EventRunner, type TDraftMessage } from './event-runner.ts';
import { createFeedState } from './feed-state.ts';
import { fixturesBetween, type TScheduleOptions } from './fixtures.ts';
import { createJournal } from './journal.ts';

export type TFeedOptions = TScheduleOptions & {
  /** How far ahead fixtures are published (wall time). */
  horizonMs: number;
  heartbeatMs: number;
  journalSize: number;
  /** The feed's first instant: fixtures in play then are published as they stand. */
  startMs: number;
  /** Seqs to leave out before the next message (the 'gap' fault); 0 normally. */
  skipSeqs?: () => number;
};

/**
 * The provider: a schedule of fixtures over a rolling horizon, each played by its runner, every
 * message numbered (strictly increasing seq), journaled, applied to the snapshot state and handed
 * to the listeners, in the order of the time each runner acted. The clock is whoever calls
 * `advanceTo`: a timer in the process, the test by hand.
 */
export function createFeed(opts: TFeedOptions) {
  const journal = createJournal(opts.journalSize);
  const state = createFeedState();
  const listeners = new Set<(message: TFeedMessage) => void>();
  const runners: EventRunner[] = [];
  let seq = 0;
  let lastAtMs = opts.startMs;
  let scheduledThrough = opts.startMs;
  let nextHeartbeatMs = opts.startMs + opts.heartbeatMs;
  let nowMs = opts.startMs;

  const publish = (draft: TDraftMessage, atMs: number) => {
    seq += 1 + (opts.skipSeqs?.() ?? 0);
    lastAtMs = Math.max(lastAtMs, atMs);
    const message = { ...draft, seq, at: new Date(lastAtMs).toISOString() } as TFeedMessage;
    journal.append(message);
    state.apply(message);
    for (const listener of listeners) listener(message);
  };

  const schedule = (toMs: number, lookback: boolean) => {
    for (const spec of fixturesBetween(opts, scheduledThrough, toMs, lookback))
      runners.push(createEventRunner(spec, { speed: opts.speed }));
    scheduledThrough = toMs;
  };
  schedule(opts.startMs + opts.horizonMs, true);

  return {
    journal,
    get lastSeq() {
      return seq;
    },
    get nowMs() {
      return nowMs;
    },
    snapshot: () => state.snapshot(),
    subscribe(listener: (message: TFeedMessage) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Plays everything due up to `toMs`, earliest first; never goes back in time. */
    advanceTo(toMs: number): void {
      if (toMs < nowMs) return;
      if (toMs + opts.horizonMs > scheduledThrough) schedule(toMs + opts.horizonMs, false);
      for (;;) {
        let next: EventRunner | null = null;
        let nextAt = Infinity;
        for (const runner of runners) {
          const at = runner.nextAtMs();
          if (at < nextAt) [next, nextAt] = [runner, at];
        }
        const dueAt = Math.min(nextAt, nextHeartbeatMs);
        if (dueAt > toMs) break;
        nowMs = Math.max(nowMs, dueAt);
        if (nextHeartbeatMs <= nextAt) {
          publish({ type: 'HEARTBEAT' }, nextHeartbeatMs);
          nextHeartbeatMs += opts.heartbeatMs;
          continue;
        }
        for (const draft of (next as EventRunner).act(nowMs)) publish(draft, nowMs);
      }
      nowMs = toMs;
      // Runners that are done have said everything; dropping them keeps each pass short.
      for (let i = runners.length - 1; i >= 0; i--)
        if ((runners[i] as EventRunner).done) runners.splice(i, 1);
    },
  };
}
export type Feed = ReturnType<typeof createFeed>;
