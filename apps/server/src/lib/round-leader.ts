import type { FastifyBaseLogger } from 'fastify';
import type { TLeaderLock } from '../db/client.ts';

/** How often a process that does not lead tries to (a crashed leader's clocks resume within this). */
export const LEADER_RETRY_MS = 2_000;
/** The longest an item waits for its next look, whatever its step said (a clock may move meanwhile). */
const MAX_WAIT_MS = 60_000;
/** How often the leader looks for items added since it started. */
const ITEMS_REFRESH_MS = 5_000;

/**
 * Runs shared rounds (the live tables', the crash game's) on one process of a deployment at a
 * time: the process that holds the advisory lock `lockKey` (DESIGN.md "Bets, events and time": the
 * clock is the server's). The others try again every LEADER_RETRY_MS, so when the leader's
 * connection goes the next one takes over and carries on from the rounds' rows. Each item (a
 * table, a crash game) keeps its own timer, set to its next due step, which `advance` answers.
 */
export function startRoundLeader<T extends { id: number }>(d: {
  lockKey: number;
  /** What is led, for the log: 'live tables'. */
  what: string;
  tryLeaderLock: (key: number) => Promise<TLeaderLock | null>;
  advance: (item: T) => Promise<number>;
  findItems: () => Promise<T[]>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  retryMs?: number;
}) {
  let stopped = false;
  let lock: TLeaderLock | null = null;
  const timers = new Map<number, NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let retry: NodeJS.Timeout | undefined;
  let refresh: NodeJS.Timeout | undefined;

  const track = <R>(p: Promise<R>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => {});
    return p;
  };

  const stepDown = () => {
    lock = null;
    timers.forEach(clearTimeout);
    timers.clear();
    clearInterval(refresh);
  };

  function run(item: T) {
    const step = async () => {
      if (!lock || stopped) return;
      let waitMs = 1_000;
      try {
        waitMs = await track(d.advance(item));
      } catch (err) {
        d.log.error({ err, id: item.id }, `${d.what}: a step failed`);
      }
      if (lock && !stopped)
        timers.set(
          item.id,
          setTimeout(() => void step(), Math.min(Math.max(waitMs, 5), MAX_WAIT_MS)).unref(),
        );
    };
    timers.set(item.id, setTimeout(() => void step(), 0).unref());
  }

  async function startMissing() {
    const items = await track(d.findItems());
    for (const item of items) if (!timers.has(item.id)) run(item);
  }

  async function campaign() {
    if (stopped) return;
    lock = await track(d.tryLeaderLock(d.lockKey)).catch(() => null);
    if (!lock || stopped) {
      if (!stopped) retry = setTimeout(() => void campaign(), d.retryMs ?? LEADER_RETRY_MS).unref();
      return;
    }
    const held = lock;
    void held.lost.then(() => {
      if (lock !== held) return;
      d.log.info(`lost the ${d.what}’ leader lock`);
      stepDown();
      if (!stopped) retry = setTimeout(() => void campaign(), d.retryMs ?? LEADER_RETRY_MS).unref();
    });
    d.log.info(`leads the ${d.what}`);
    await startMissing().catch((err: unknown) => d.log.error({ err }, `${d.what} could not be read`));
    refresh = setInterval(() => void startMissing().catch(() => {}), ITEMS_REFRESH_MS).unref();
  }

  void campaign();
  return {
    /** Whether this process runs the rounds now. */
    leads: () => lock !== null,
    /** Stops the clocks, waits for steps in flight, and gives the lock up. */
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const held = lock;
      stepDown();
      await Promise.allSettled([...inFlight]);
      await held?.release();
    },
  };
}
