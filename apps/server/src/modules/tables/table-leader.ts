import type { FastifyBaseLogger } from 'fastify';
import type { TLeaderLock } from '../../db/client.ts';
import type { TableRounds } from './table-rounds.ts';
import type { TTableRow } from './tables.repo.ts';

/** The advisory lock whose holder runs every live table's clock. */
export const TABLES_LEADER_LOCK_KEY = 7_270_019;
/** How often a process that does not lead tries to (a crashed leader's tables resume within this). */
export const LEADER_RETRY_MS = 2_000;
/** The longest a table waits for its next look, whatever its step said (a clock may move meanwhile). */
const MAX_WAIT_MS = 60_000;
/** How often the leader looks for tables added since it started. */
const TABLES_REFRESH_MS = 5_000;

/**
 * Runs the live tables' rounds on one process of a deployment at a time: the process that holds
 * the leader lock (DESIGN.md "Bets, events and time": the clock is the server's). The others try
 * again every LEADER_RETRY_MS, so when the leader's connection goes the next one takes over and
 * carries on from the rounds' rows. Each table keeps its own timer, set to its next due step.
 */
export function startTableLeader(d: {
  tryLeaderLock: (key: number) => Promise<TLeaderLock | null>;
  rounds: Pick<TableRounds, 'advance'>;
  findTables: () => Promise<TTableRow[]>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  retryMs?: number;
}) {
  let stopped = false;
  let lock: TLeaderLock | null = null;
  const timers = new Map<number, NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let retry: NodeJS.Timeout | undefined;
  let refresh: NodeJS.Timeout | undefined;

  const track = <T>(p: Promise<T>) => {
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

  function run(table: TTableRow) {
    const step = async () => {
      if (!lock || stopped) return;
      let waitMs = 1_000;
      try {
        waitMs = await track(d.rounds.advance(table));
      } catch (err) {
        d.log.error({ err, tableId: table.id }, 'live table step failed');
      }
      if (lock && !stopped)
        timers.set(
          table.id,
          setTimeout(() => void step(), Math.min(Math.max(waitMs, 5), MAX_WAIT_MS)).unref(),
        );
    };
    timers.set(table.id, setTimeout(() => void step(), 0).unref());
  }

  async function startMissing() {
    const tables = await track(d.findTables());
    for (const table of tables) if (!timers.has(table.id)) run(table);
  }

  async function campaign() {
    if (stopped) return;
    lock = await track(d.tryLeaderLock(TABLES_LEADER_LOCK_KEY)).catch(() => null);
    if (!lock || stopped) {
      if (!stopped) retry = setTimeout(() => void campaign(), d.retryMs ?? LEADER_RETRY_MS).unref();
      return;
    }
    const held = lock;
    void held.lost.then(() => {
      if (lock !== held) return;
      d.log.info('lost the live tables’ leader lock');
      stepDown();
      if (!stopped) retry = setTimeout(() => void campaign(), d.retryMs ?? LEADER_RETRY_MS).unref();
    });
    d.log.info('leads the live tables');
    await startMissing().catch((err: unknown) => d.log.error({ err }, 'live tables could not be read'));
    refresh = setInterval(() => void startMissing().catch(() => {}), TABLES_REFRESH_MS).unref();
  }

  void campaign();
  return {
    /** Whether this process runs the tables now. */
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
