import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vendorTransfers } from './game-wallet.schema.ts';

/** Transfer-wallet moves; every function takes the database or a transaction first. */

export type TVendorTransferRow = typeof vendorTransfers.$inferSelect;

/** Records a move as PENDING unless its transfer id is known; answers the row either way. */
export async function insertPending(
  db: DbOrTx,
  row: Pick<
    typeof vendorTransfers.$inferInsert,
    'brandId' | 'memberId' | 'vendorCode' | 'direction' | 'amountMinor' | 'transferId' | 'createdAt'
  >,
): Promise<TVendorTransferRow> {
  await db
    .insert(vendorTransfers)
    .values({ ...row, status: 'PENDING' })
    .onConflictDoNothing();
  const [found] = await db
    .select()
    .from(vendorTransfers)
    .where(
      and(
        eq(vendorTransfers.brandId, row.brandId),
        eq(vendorTransfers.vendorCode, row.vendorCode),
        eq(vendorTransfers.transferId, row.transferId),
      ),
    );
  return found!;
}

export async function findTransfer(db: DbOrTx, id: number) {
  const [row] = await db.select().from(vendorTransfers).where(eq(vendorTransfers.id, id));
  return row ?? null;
}

/** The row, locked: one settler of a move at a time. */
export async function lockTransfer(db: DbOrTx, id: number) {
  const [row] = await db.select().from(vendorTransfers).where(eq(vendorTransfers.id, id)).for('update');
  return row!;
}

export async function settleTransfer(
  db: DbOrTx,
  id: number,
  set: { status: 'DONE' | 'FAILED'; lastError?: string | null; settledAt: Date },
) {
  await db
    .update(vendorTransfers)
    .set({ ...set, attempts: sql`${vendorTransfers.attempts} + 1` })
    .where(eq(vendorTransfers.id, id));
}

export async function noteAttempt(db: DbOrTx, id: number, lastError: string) {
  await db
    .update(vendorTransfers)
    .set({ lastError: lastError.slice(0, 300), attempts: sql`${vendorTransfers.attempts} + 1` })
    .where(eq(vendorTransfers.id, id));
}

/** Whether another move of this member at this vendor still waits for the vendor's word. */
export async function hasOtherPending(
  db: DbOrTx,
  q: { memberId: number; vendorCode: string; exceptId: number },
) {
  const rows = await db
    .select({ id: vendorTransfers.id })
    .from(vendorTransfers)
    .where(
      and(
        eq(vendorTransfers.memberId, q.memberId),
        eq(vendorTransfers.vendorCode, q.vendorCode),
        eq(vendorTransfers.status, 'PENDING'),
        ne(vendorTransfers.id, q.exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Moves still pending that were started before `before`, oldest first. */
export async function findPending(db: DbOrTx, before: Date, limit: number) {
  return db
    .select()
    .from(vendorTransfers)
    .where(and(eq(vendorTransfers.status, 'PENDING'), lt(vendorTransfers.createdAt, before)))
    .orderBy(asc(vendorTransfers.createdAt))
    .limit(limit);
}

/** A member's pending moves at a vendor (settled before a move out). */
export async function findMemberPending(db: DbOrTx, memberId: number, vendorCode: string) {
  return db
    .select()
    .from(vendorTransfers)
    .where(
      and(
        eq(vendorTransfers.memberId, memberId),
        eq(vendorTransfers.vendorCode, vendorCode),
        eq(vendorTransfers.status, 'PENDING'),
      ),
    );
}
