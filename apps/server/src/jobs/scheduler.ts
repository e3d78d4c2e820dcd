import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';

export type TJob =
  | {
      name: string;
      /** A number unique to the job: its PostgreSQL advisory lock key. */
      lockKey: number;
      everyMs: number;
      /** Works only through `tx`: it holds the lock, and the embedded database's one connection. */
      run: (tx: Tx) => Promise<unknown>;
    }
  | {
      name: string;
      everyMs: number;
      /**
       * A job whose steps lock what they touch (so processes may overlap) and that opens its own
       * transactions: it runs without the job lock.
       */
      run: () => Promise<unknown>;
    };

/**
 * Runs jobs on their interval in this process. Every process of a deployment runs the scheduler;
 * a run first takes the job's advisory lock (released at the end of its transaction), so one
 * process does the work and the others skip that round. The jobs themselves are conditional
 * updates, so even an overlap could not do anything twice.
 */
export function startScheduler(db: Db, jobs: TJob[], log: Pick<FastifyBaseLogger, 'info' | 'error'>) {
  const running = new Set<string>();
  /** One run of a job at a time in this process, however long a run takes. */
  const once = (job: TJob, run: () => Promise<unknown>) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    void run()
      .then((result) => result && log.info({ job: job.name, result }, 'job ran'))
      .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
  };
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (!('lockKey' in job)) return once(job, () => job.run());
      once(job, () =>
        db.transaction(async (tx) => {
          const rows = (await tx.execute(
            sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`,
          )) as unknown as {
            rows: { locked: boolean }[];
          };
          return rows.rows[0]?.locked ? job.run(tx) : undefined;
        }),
      );
    }, job.everyMs).unref(),
  );
  return () => timers.forEach(clearInterval);
}
