import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSettings, payoutAccounts, withdrawalProofs, withdrawals } from './payments.schema.ts';
import { containsPattern } from '../../db/like.ts';

export type TWithdrawalRow = typeof withdrawals.$inferSelect;
export type TPayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function findSettings(db: DbOrTx, brandId: number) {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.brandId, brandId)).limit(1);
  return row;
}

export async function upsertSettings(db: DbOrTx, row: typeof paymentSettings.$inferInsert) {
  const { brandId: _brand, ...set } = row;
  await db.insert(paymentSettings).values(row).onConflictDoUpdate({ target: paymentSettings.brandId, set });
}

export async function findPayoutAccounts(db: DbOrTx, memberId: number) {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt)))
    .orderBy(payoutAccounts.id);
}

export async function findPayoutAccount(db: DbOrTx, id: number) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id)).limit(1);
  return row;
}

export async function insertPayoutAccount(db: DbOrTx, row: typeof payoutAccounts.$inferInsert) {
  const [created] = await db.insert(payoutAccounts).values(row).onConflictDoNothing().returning();
  return created;
}

export async function insertWithdrawal(db: DbOrTx, row: typeof withdrawals.$inferInsert) {
  const [created] = await db.insert(withdrawals).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findWithdrawalByKey(db: DbOrTx, brandId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.brandId, brandId), eq(withdrawals.requestKey, requestKey)))
    .limit(1);
  return row;
}

export async function findWithdrawal(db: DbOrTx, id: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row;
}

/** The withdrawal, locked until the transaction ends: its deciders queue up here. */
export async function lockWithdrawal(db: DbOrTx, id: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update').limit(1);
  return row;
}

/** Moves a withdrawal on from one of `from`; answers the row only if it was in one of them. */
export async function moveWithdrawal(
  db: DbOrTx,
  id: number,
  from: readonly string[],
  patch: Partial<typeof withdrawals.$inferInsert>,
) {
  const [row] = await db
    .update(withdrawals)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...from])))
    .returning();
  return row;
}

/**
 * Requests a member made since `since`: how many (rejected ones included: the daily count limits
 * requests) and their amount less the rejected and refunded ones (whose money came back).
 */
export async function sumMemberWithdrawalsSince(db: DbOrTx, memberId: number, since: Date) {
  const [row] = await db
    .select({
      n: count(),
      amount: sql<string>`coalesce(sum(${withdrawals.amountMinor}) filter (where ${withdrawals.status} not in ('REJECTED', 'REFUNDED')), 0)::text`,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since)));
  return { count: row?.n ?? 0, amountMinor: BigInt(row?.amount ?? '0') };
}

/**
 * A member's withdrawals for consolidated funds: how many wait for finance (pending or approved,
 * not yet paid) and the amount asked since `since` that still left or is leaving (not rejected or
 * refunded).
 */
export async function memberWithdrawalFigures(db: DbOrTx, memberId: number, since: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${withdrawals.status} in ('PENDING', 'APPROVED'))::int`,
      todayMinor: sql<string>`coalesce(sum(${withdrawals.amountMinor}) filter (where ${withdrawals.createdAt} >= ${since} and ${withdrawals.status} not in ('REJECTED', 'REFUNDED')), 0)::text`,
    })
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId));
  return { pending: row?.pending ?? 0, todayMinor: BigInt(row?.todayMinor ?? '0') };
}

/** One page of withdrawals, newest first, and how many match in all. */
async function withdrawalPage(db: DbOrTx, where: SQL | undefined, q: { page: number; pageSize: number }) {
  const items = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { items, total: total?.n ?? 0 };
}

export async function findMemberWithdrawals(
  db: DbOrTx,
  q: { memberId: number; from: Date; to: Date; page: number; pageSize: number },
) {
  const where = and(
    eq(withdrawals.memberId, q.memberId),
    gte(withdrawals.createdAt, q.from),
    lt(withdrawals.createdAt, q.to),
  );
  return withdrawalPage(db, where, q);
}

export async function findWithdrawalQueue(
  db: DbOrTx,
  q: { brandId?: number; status?: string; q?: string; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (q.brandId !== undefined) filters.push(eq(withdrawals.brandId, q.brandId));
  if (q.status) filters.push(eq(withdrawals.status, q.status));
  if (q.q) {
    const like = containsPattern(q.q);
    filters.push(or(ilike(withdrawals.account, like), ilike(withdrawals.reference, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  return withdrawalPage(db, where, q);
}

/** Brands that have paid withdrawals waiting for confirmation. */
export async function findBrandsWithPaid(db: DbOrTx) {
  const rows = await db
    .selectDistinct({ brandId: withdrawals.brandId })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'PAID'));
  return rows.map((r) => r.brandId);
}

/** Paid withdrawals nobody confirmed before `paidBefore`: they count as received. */
export async function findUnconfirmedPaid(db: DbOrTx, brandId: number, paidBefore: Date) {
  return db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.brandId, brandId),
        eq(withdrawals.status, 'PAID'),
        lt(withdrawals.paidAt, paidBefore),
      ),
    )
    .limit(500);
}

export async function insertProof(db: DbOrTx, row: typeof withdrawalProofs.$inferInsert) {
  await db.insert(withdrawalProofs).values(row);
}

export async function findProofIds(db: DbOrTx, withdrawalIds: number[]) {
  if (withdrawalIds.length === 0) return [];
  return db
    .select({ id: withdrawalProofs.id, withdrawalId: withdrawalProofs.withdrawalId })
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, withdrawalIds))
    .orderBy(withdrawalProofs.id);
}

export async function findProof(db: DbOrTx, withdrawalId: number, id: number) {
  const [row] = await db
    .select()
    .from(withdrawalProofs)
    .where(and(eq(withdrawalProofs.withdrawalId, withdrawalId), eq(withdrawalProofs.id, id)))
    .limit(1);
  return row;
}

export async function findPayoutAccountsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(payoutAccounts).where(inArray(payoutAccounts.id, ids));
}
