import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { seamlessTransactions } from './game-wallet.schema.ts';

/** Seamless-wallet queries; every function takes the database or a transaction first. */

export type TSeamlessRow = typeof seamlessTransactions.$inferSelect;

export async function findTransaction(db: DbOrTx, brandId: number, vendorCode: string, txId: string) {
  const [row] = await db
    .select()
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.brandId, brandId),
        eq(seamlessTransactions.vendorCode, vendorCode),
        eq(seamlessTransactions.txId, txId),
      ),
    );
  return row ?? null;
}

/** The debit a rollback cancels, or a rollback that already names this debit. */
export async function findByRef(db: DbOrTx, brandId: number, vendorCode: string, refTxId: string) {
  return db
    .select()
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.brandId, brandId),
        eq(seamlessTransactions.vendorCode, vendorCode),
        eq(seamlessTransactions.refTxId, refTxId),
      ),
    );
}

/** The round's debits of a member: a credit needs one. */
export async function findRoundDebits(
  db: DbOrTx,
  q: { brandId: number; vendorCode: string; roundId: string; memberId: number },
) {
  return db
    .select()
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.brandId, q.brandId),
        eq(seamlessTransactions.vendorCode, q.vendorCode),
        eq(seamlessTransactions.roundId, q.roundId),
        eq(seamlessTransactions.memberId, q.memberId),
        eq(seamlessTransactions.kind, 'DEBIT'),
      ),
    );
}

export async function insertTransaction(db: DbOrTx, row: typeof seamlessTransactions.$inferInsert) {
  await db.insert(seamlessTransactions).values(row);
}

/**
 * Serialises the calls about one vendor transaction id (a bet and its rollback) until the end of
 * the transaction, so a rollback and its bet never both miss each other.
 */
export async function lockTransactionId(db: DbOrTx, brandId: number, vendorCode: string, txId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${brandId}:${vendorCode}:${txId}`}, 7))`,
  );
}
