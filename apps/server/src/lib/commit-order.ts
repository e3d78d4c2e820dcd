import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/** Where a consumer has read to: the writing transaction's id (xid8, as text) and the row's id. */
export type TCommitCursor = { xid: string; rowId: number };

/** A row read in commit order carries its position, which becomes the cursor once applied. */
export type TCommittedRow = TCommitCursor & Record<string, unknown>;

/**
 * The condition that keeps a commit-order read from skipping a row (DESIGN.md "Events, not calls"):
 * sequence ids commit out of order, so a row is read only once every transaction older than it has
 * finished: its xid is below the oldest transaction still in flight (pg_snapshot_xmin). Rows past
 * the cursor by (xid, id) that pass it are, in that order, exactly the rows committed since.
 */
export const committedAfter = (xid: SQL, id: SQL, cursor: TCommitCursor) =>
  sql`(${xid}, ${id}) > (${cursor.xid}::xid8, ${cursor.rowId}::bigint)
    and ${xid} < pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * A consumer of committed rows: each run locks the consumer's cursor (one run at a time across
 * processes; another waits, then reads where this one stopped), reads a batch past it, applies the
 * batch and moves the cursor in the same transaction, so its effects are applied once, never
 * skipped, whatever crashes or runs twice. Runs batch after batch until it has caught up.
 */
export function createCommitOrderConsumer<R extends TCommittedRow>(d: {
  db: Db;
  name: string;
  batchSize: number;
  /** The rows past `cursor` in (xid, id) order, at most `limit`; its WHERE uses `committedAfter`. */
  read: (tx: Tx, cursor: TCommitCursor, limit: number) => Promise<R[]>;
  apply: (tx: Tx, rows: R[]) => Promise<void>;
}) {
  async function runBatch(): Promise<number> {
    return d.db.transaction(async (tx) => {
      await tx.execute(sql`insert into consumer_cursors (name) values (${d.name}) on conflict do nothing`);
      const locked = (await tx.execute(
        sql`select xid::text as xid, row_id as "rowId" from consumer_cursors where name = ${d.name} for update`,
      )) as unknown as { rows: { xid: string; rowId: string | number }[] };
      const at = locked.rows[0]!;
      const rows = await d.read(tx, { xid: at.xid, rowId: Number(at.rowId) }, d.batchSize);
      if (rows.length === 0) return 0;
      await d.apply(tx, rows);
      const last = rows[rows.length - 1]!;
      await tx.execute(
        sql`update consumer_cursors set xid = ${last.xid}::xid8, row_id = ${last.rowId}, updated_at = now()
            where name = ${d.name}`,
      );
      return rows.length;
    });
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await runBatch();
      total += n;
      if (n < d.batchSize) return total;
    }
  }

  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  /**
   * Applies everything committed before the call; answers how many rows this run applied. Calls
   * while a run is under way share one more run after it (it may have read before their rows
   * committed), so a burst of readers costs two runs, not one each.
   */
  function catchUp(): Promise<number> {
    if (!running) {
      running = drain().finally(() => (running = null));
      return running;
    }
    queued ??= running
      .catch(() => 0)
      .then(() => {
        queued = null;
        return catchUp();
      });
    return queued;
  }

  return { catchUp };
}
