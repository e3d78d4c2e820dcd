import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { TPointRules } from './points-rules.ts';
import {
  pointBalances,
  pointBetAwards,
  pointConfigs,
  pointEntries,
  pointRedemptions,
  pointRewards,
  type TPointSource,
} from './points.schema.ts';

/** The brand's rules; a brand without a row earns nothing and converts nothing. */
export async function findRules(db: DbOrTx, brandId: number): Promise<TPointRules> {
  const [row] = await db.select().from(pointConfigs).where(eq(pointConfigs.brandId, brandId));
  if (!row)
    return {
      betRates: {},
      depositRate: 0,
      perMinor: 100n,
      pointUnit: 100n,
      cashMinorPerPointUnit: 0n,
      minConvertPoints: 100n,
    };
  return row;
}

export async function saveRules(db: DbOrTx, brandId: number, rules: TPointRules) {
  await db
    .insert(pointConfigs)
    .values({ brandId, ...rules })
    .onConflictDoUpdate({ target: pointConfigs.brandId, set: { ...rules, updatedAt: sql`now()` } });
}

export async function findBalance(db: DbOrTx, memberId: number): Promise<bigint> {
  const [row] = await db
    .select({ points: pointBalances.points })
    .from(pointBalances)
    .where(eq(pointBalances.memberId, memberId));
  return row?.points ?? 0n;
}

/** The member's balance row, created at 0 on first use, locked FOR UPDATE until the transaction ends. */
export async function lockBalance(tx: Tx, brandId: number, memberId: number): Promise<bigint> {
  await tx.insert(pointBalances).values({ brandId, memberId }).onConflictDoNothing();
  const [row] = await tx
    .select({ points: pointBalances.points })
    .from(pointBalances)
    .where(eq(pointBalances.memberId, memberId))
    .for('update');
  return row!.points;
}

export type TPointChange = {
  brandId: number;
  memberId: number;
  source: TPointSource;
  sourceKey: string;
  points: bigint;
};

/**
 * Applies one change under the member's balance lock: the entry (once per source key: a repeat
 * writes nothing and answers false) and the balance in the same transaction. A change that would take
 * the balance below zero raises (the CHECK), so callers check first under the same lock.
 */
export async function applyChange(tx: Tx, c: TPointChange): Promise<boolean> {
  if (c.points === 0n) return false;
  const balance = await lockBalance(tx, c.brandId, c.memberId);
  const after = balance + c.points;
  const inserted = await tx
    .insert(pointEntries)
    .values({ ...c, balanceAfter: after })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  if (inserted.length === 0) return false;
  await tx
    .update(pointBalances)
    .set({ points: after, updatedAt: sql`now()` })
    .where(eq(pointBalances.memberId, c.memberId));
  return true;
}

export async function findEntryByKey(db: DbOrTx, brandId: number, sourceKey: string) {
  const [row] = await db
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.brandId, brandId), eq(pointEntries.sourceKey, sourceKey)));
  return row;
}

export async function findEntryPage(db: DbOrTx, memberId: number, page: number, pageSize: number) {
  const items = await db
    .select()
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId))
    .orderBy(desc(pointEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId))) as [{ total: number }];
  return { items, total };
}

/** The points a bet has earned so far, locked, and the version they were for. */
export async function findBetAward(tx: Tx, betId: number) {
  const [row] = await tx.select().from(pointBetAwards).where(eq(pointBetAwards.betId, betId)).for('update');
  return row;
}

export async function saveBetAward(tx: Tx, a: typeof pointBetAwards.$inferInsert) {
  await tx
    .insert(pointBetAwards)
    .values(a)
    .onConflictDoUpdate({
      target: pointBetAwards.betId,
      set: { resultVersion: a.resultVersion, points: a.points },
    });
}

export async function findRewards(db: DbOrTx, brandId: number, activeOnly: boolean) {
  return db
    .select()
    .from(pointRewards)
    .where(
      activeOnly
        ? and(eq(pointRewards.brandId, brandId), eq(pointRewards.active, true))
        : eq(pointRewards.brandId, brandId),
    )
    .orderBy(pointRewards.costPoints, pointRewards.id);
}

export async function createReward(db: DbOrTx, r: typeof pointRewards.$inferInsert) {
  const [row] = await db.insert(pointRewards).values(r).returning();
  return row!;
}

export async function lockReward(tx: Tx, brandId: number, rewardId: number) {
  const [row] = await tx
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.brandId, brandId), eq(pointRewards.id, rewardId)))
    .for('update');
  return row;
}

export async function changeStock(tx: Tx, rewardId: number, by: number) {
  await tx
    .update(pointRewards)
    .set({ stock: sql`${pointRewards.stock} + ${by}` })
    .where(eq(pointRewards.id, rewardId));
}

export async function findRedemptionByRequest(db: DbOrTx, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.memberId, memberId), eq(pointRedemptions.requestId, requestId)));
  return row;
}

export async function insertRedemption(tx: Tx, r: typeof pointRedemptions.$inferInsert) {
  const [row] = await tx.insert(pointRedemptions).values(r).returning();
  return row!;
}

export async function lockRedemption(tx: Tx, brandId: number, id: number) {
  const [row] = await tx
    .select()
    .from(pointRedemptions)
    .where(and(eq(pointRedemptions.brandId, brandId), eq(pointRedemptions.id, id)))
    .for('update');
  return row;
}

export async function decideRedemption(
  tx: Tx,
  id: number,
  d: { state: 'APPROVED' | 'REJECTED'; reason: string | null; decidedBy: number; decidedAt: Date },
) {
  await tx.update(pointRedemptions).set(d).where(eq(pointRedemptions.id, id));
}

export async function findRedemptions(db: DbOrTx, q: { brandId: number; memberId?: number; state?: string }) {
  const where = [eq(pointRedemptions.brandId, q.brandId)];
  if (q.memberId !== undefined) where.push(eq(pointRedemptions.memberId, q.memberId));
  if (q.state !== undefined) where.push(eq(pointRedemptions.state, q.state));
  return db
    .select()
    .from(pointRedemptions)
    .where(and(...where))
    .orderBy(desc(pointRedemptions.id))
    .limit(200);
}
