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

export type TRoundKey = { brandId: number; vendorCode: string; roundId: string; memberId: number };

/**
 * A member's round as the wallet has booked it: how many debits it has (a credit needs one), the
 * stake still in play (debits not rolled back) and the credits paid.
 */
export async function findRoundTotals(db: DbOrTx, q: TRoundKey) {
  const t = seamlessTransactions;
  const [row] = await db
    .select({
      debits: sql<number>`count(*) filter (where ${t.kind} = 'DEBIT')::int`,
      stake: sql<string>`coalesce(sum(${t.amountMinor}) filter (where ${t.kind} = 'DEBIT' and not exists (
        select 1 from seamless_transactions r
        where r.brand_id = ${t.brandId} and r.vendor_code = ${t.vendorCode} and r.ref_tx_id = ${t.txId}
          and r.kind = 'ROLLBACK')), 0)::text`,
      credited: sql<string>`coalesce(sum(${t.amountMinor}) filter (where ${t.kind} = 'CREDIT'), 0)::text`,
    })
    .from(t)
    .where(
      and(
        eq(t.brandId, q.brandId),
        eq(t.vendorCode, q.vendorCode),
        eq(t.roundId, q.roundId),
        eq(t.memberId, q.memberId),
      ),
    );
  return { debits: row!.debits, stakeMinor: BigInt(row!.stake), creditedMinor: BigInt(row!.credited) };
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

/**
 * Serialises the calls that pay or take back a member's round (its credits and rollbacks) until
 * the end of the transaction, so parallel credits cannot together pass the round's win bound.
 */
export async function lockRound(db: DbOrTx, q: TRoundKey) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${q.brandId}:${q.vendorCode}:${q.memberId}:${q.roundId}`}, 8))`,
  );
}
