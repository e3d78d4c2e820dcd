import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { budgetTrips, mailOutbox, smsBudgetCounters, smsCodes, smsOutbox } from './verification.schema.ts';

export type TSmsCodeRow = typeof smsCodes.$inferSelect;
type TCodeKey = { brandId: number; mobile: string; purpose: string };

const sameKey = (k: TCodeKey) =>
  and(eq(smsCodes.brandId, k.brandId), eq(smsCodes.mobile, k.mobile), eq(smsCodes.purpose, k.purpose));

/** Retires every unused code of the key, so only the newest one can ever be consumed. */
export async function invalidateCodes(db: DbOrTx, k: TCodeKey & { at: Date }) {
  await db
    .update(smsCodes)
    .set({ usedAt: k.at })
    .where(and(sameKey(k), isNull(smsCodes.usedAt)));
}

export async function insertCode(db: DbOrTx, row: typeof smsCodes.$inferInsert) {
  const [created] = await db.insert(smsCodes).values(row).returning();
  return created!;
}

/** The newest code of the key, used or not. */
export async function findLatestCode(db: DbOrTx, k: TCodeKey): Promise<TSmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(sameKey(k))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/**
 * Counts one wrong guess and burns the code on the `maxAttempts`-th, in one statement so
 * concurrent guesses are all counted. Answers the new count, or nothing when the code was
 * already used, burnt or expired.
 */
export async function countWrongAttempt(
  db: DbOrTx,
  q: { id: number; at: Date; maxAttempts: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + 1`,
      usedAt: sql`case when ${smsCodes.attempts} + 1 >= ${q.maxAttempts} then ${q.at.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(smsCodes.id, q.id),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, q.at),
        lt(smsCodes.attempts, q.maxAttempts),
      ),
    )
    .returning({ attempts: smsCodes.attempts });
  return row?.attempts;
}

/**
 * Marks a live code used. The WHERE makes it single use: of two concurrent calls only one gets
 * a row back.
 */
export async function useCode(db: DbOrTx, q: { id: number; at: Date; maxAttempts: number }) {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: q.at })
    .where(
      and(
        eq(smsCodes.id, q.id),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, q.at),
        lt(smsCodes.attempts, q.maxAttempts),
      ),
    )
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

/** Makes a code unusable without it having been consumed (its SMS could not be delivered). */
export async function burnCode(db: DbOrTx, id: number, at: Date) {
  await db
    .update(smsCodes)
    .set({ usedAt: at })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)));
}

export async function insertSmsOutbox(db: DbOrTx, row: typeof smsOutbox.$inferInsert) {
  const [created] = await db.insert(smsOutbox).values(row).returning({ id: smsOutbox.id });
  return created!;
}

/** A brand's latest messages to one number, newest first. */
export async function findSmsOutbox(db: DbOrTx, q: { brandId: number; mobile: string; limit: number }) {
  return db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.brandId, q.brandId), eq(smsOutbox.mobile, q.mobile)))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(q.limit);
}

/** A page of the SMS outbox for the back office, newest first, optionally for one brand or number. */
export async function findSmsOutboxPage(
  db: DbOrTx,
  q: { brandId?: number; mobile?: string; page: number; pageSize: number },
) {
  const where = and(
    q.brandId === undefined ? undefined : eq(smsOutbox.brandId, q.brandId),
    q.mobile ? eq(smsOutbox.mobile, q.mobile) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(desc(smsOutbox.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(smsOutbox).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function insertMailOutbox(db: DbOrTx, row: typeof mailOutbox.$inferInsert) {
  const [created] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
  return created!;
}

/** The latest mail kept for one address, newest first. */
export async function findMailOutbox(db: DbOrTx, q: { to: string; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, q.to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(q.limit);
}

/**
 * Counts one message against a budget unless that would take it past `limit`, in one statement:
 * the row is inserted at 1 or raised by 1 only while below the limit, and concurrent calls queue on
 * the row, so no interleaving passes the limit. True when counted; false leaves the count as it was.
 */
export async function spendBudget(
  db: DbOrTx,
  b: { brandId: number; budget: string; scope: string; windowStart: Date; windowEnd: Date; limit: number },
): Promise<boolean> {
  const rows = await db
    .insert(smsBudgetCounters)
    .values({
      brandId: b.brandId,
      budget: b.budget,
      scope: b.scope,
      windowStart: b.windowStart,
      windowEnd: b.windowEnd,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [
        smsBudgetCounters.brandId,
        smsBudgetCounters.budget,
        smsBudgetCounters.scope,
        smsBudgetCounters.windowStart,
      ],
      set: { count: sql`${smsBudgetCounters.count} + 1` },
      setWhere: sql`${smsBudgetCounters.count} < ${b.limit}`,
    })
    .returning({ count: smsBudgetCounters.count });
  // Budgets are at least 1, so a first message (the insert) is always within one.
  return rows.length === 1;
}

/** Forgets budget windows that ended before `before`. */
export async function deleteBudgetCountersBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(smsBudgetCounters)
    .where(lt(smsBudgetCounters.windowEnd, before))
    .returning({ brandId: smsBudgetCounters.brandId });
  return rows.length;
}

/** Notes one refusal of a budget in its window: the window's row is created or its count raised. */
export async function upsertBudgetTrip(
  db: DbOrTx,
  t: {
    brandId: number;
    budget: string;
    scope: string;
    windowStart: Date;
    windowEnd: Date;
    limit: number;
    at: Date;
  },
) {
  await db
    .insert(budgetTrips)
    .values({
      brandId: t.brandId,
      budget: t.budget,
      scope: t.scope,
      windowStart: t.windowStart,
      windowEnd: t.windowEnd,
      limit: t.limit,
      refused: 1,
      firstAt: t.at,
      lastAt: t.at,
    })
    .onConflictDoUpdate({
      target: [budgetTrips.brandId, budgetTrips.budget, budgetTrips.scope, budgetTrips.windowStart],
      set: {
        refused: sql`${budgetTrips.refused} + 1`,
        limit: t.limit,
        lastAt: sql`greatest(${budgetTrips.lastAt}, excluded.last_at)`,
      },
    });
}

/** Budget trips last refusing at or after `since`, optionally of one brand, newest first. */
export async function findBudgetTripsSince(db: DbOrTx, q: { since: Date; brandId?: number }) {
  return db
    .select()
    .from(budgetTrips)
    .where(
      and(
        gte(budgetTrips.lastAt, q.since),
        q.brandId === undefined ? undefined : eq(budgetTrips.brandId, q.brandId),
      ),
    )
    .orderBy(desc(budgetTrips.lastAt), desc(budgetTrips.id))
    .limit(500);
}
