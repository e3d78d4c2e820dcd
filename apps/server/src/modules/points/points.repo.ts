import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { numberArray } from '../../db/array-literal.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { committedAfter, type TCommitCursor } from '../../lib/commit-order.ts';
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

/** The points each bet has earned so far and the version they were for, locked, by bet id. */
export async function findBetAwards(tx: Tx, betIds: number[]) {
  const awards = new Map<number, typeof pointBetAwards.$inferSelect>();
  if (betIds.length === 0) return awards;
  const rows = await tx
    .select()
    .from(pointBetAwards)
    .where(inArray(pointBetAwards.betId, betIds))
    .orderBy(asc(pointBetAwards.betId))
    .for('update');
  for (const r of rows) awards.set(r.betId, r);
  return awards;
}

/** Records what each bet has now earned, in one statement. */
export async function saveBetAwards(tx: Tx, rows: (typeof pointBetAwards.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx
    .insert(pointBetAwards)
    .values(rows)
    .onConflictDoUpdate({
      target: pointBetAwards.betId,
      set: { resultVersion: sql`excluded.result_version`, points: sql`excluded.points` },
    });
}

/**
 * Several members' balance rows, created at 0 on first use, locked FOR UPDATE in ascending member
 * order (so two batches never wait on each other in a circle): their points by member.
 */
export async function lockBalances(tx: Tx, owners: { brandId: number; memberId: number }[]) {
  const unique = [...new Map(owners.map((o) => [o.memberId, o])).values()].sort(
    (a, b) => a.memberId - b.memberId,
  );
  await tx.insert(pointBalances).values(unique).onConflictDoNothing();
  const rows = await tx
    .select({ memberId: pointBalances.memberId, points: pointBalances.points })
    .from(pointBalances)
    .where(
      inArray(
        pointBalances.memberId,
        unique.map((o) => o.memberId),
      ),
    )
    .orderBy(asc(pointBalances.memberId))
    .for('update');
  return new Map(rows.map((r) => [r.memberId, r.points]));
}

export type TPointEntryRow = Omit<typeof pointEntries.$inferInsert, 'id' | 'createdAt'>;

/**
 * Inserts entries computed under their members' balance locks, in one statement. Each source key
 * counts once: one already there means the caller's arithmetic is off (its award said otherwise),
 * so it raises and the transaction writes nothing.
 */
export async function insertEntries(tx: Tx, entries: TPointEntryRow[]) {
  if (entries.length === 0) return;
  const inserted = await tx
    .insert(pointEntries)
    .values(entries)
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  if (inserted.length !== entries.length)
    throw new Error('a points entry of this batch was written already: its award did not say so');
}

export async function setBalances(tx: Tx, balances: { memberId: number; points: bigint }[]) {
  if (balances.length === 0) return;
  await tx.execute(sql`
    update point_balances b set points = v.points, updated_at = now()
      from unnest(${numberArray(balances.map((x) => x.memberId))}::int[], ${numberArray(balances.map((x) => x.points))}::bigint[])
        as v(member_id, points)
     where b.member_id = v.member_id`);
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

/** One reward by its id, whatever its brand (its picture is the same on every site). */
export async function findRewardById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pointRewards).where(eq(pointRewards.id, id));
  return row;
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

type TRows<T> = { rows: T[] };

/**
 * Bets whose outcome changed (settled, re-settled or voided) and committed past the cursor, oldest
 * commit first: what the points consumer earns on. A bet row's xid is its last writer's, so a
 * correction is read again; a bet still open is passed over (its settlement rewrites the row).
 */
export async function readChangedBets(tx: Tx, cursor: TCommitCursor, limit: number) {
  const r = (await tx.execute(sql`
    select b.xid::text as xid, b.id::bigint as "rowId", b.brand_id as "brandId", b.member_id as "memberId",
      b.category, b.status, b.result_version as "resultVersion", b.valid_turnover_minor::text as turnover
    from bets b
    where ${committedAfter(sql`b.xid`, sql`b.id`, cursor)} and b.status <> 'OPEN'
    order by b.xid, b.id
    limit ${limit}`)) as unknown as TRows<{
    xid: string;
    rowId: string | number;
    brandId: number;
    memberId: number;
    category: string;
    status: string;
    resultVersion: number;
    turnover: string;
  }>;
  return r.rows.map((b) => ({
    ...b,
    rowId: Number(b.rowId),
    id: Number(b.rowId),
    validTurnoverMinor: BigInt(b.turnover),
  }));
}

/** Credited deposits (DEPOSIT journal entries) committed past the cursor, with the amount the member's main wallet got. */
export async function readDeposits(tx: Tx, cursor: TCommitCursor, limit: number) {
  const r = (await tx.execute(sql`
    select e.xid::text as xid, e.id::bigint as "rowId", e.brand_id as "brandId", e.member_id as "memberId",
      (select coalesce(sum(p.amount_minor), 0) from postings p
         join ledger_accounts a on a.id = p.account_id and a.kind = 'MAIN' and a.member_id = e.member_id
        where p.entry_id = e.id)::text as amount
    from journal_entries e
    where e.kind = 'DEPOSIT' and e.member_id is not null and ${committedAfter(sql`e.xid`, sql`e.id`, cursor)}
    order by e.xid, e.id
    limit ${limit}`)) as unknown as TRows<{
    xid: string;
    rowId: string | number;
    brandId: number;
    memberId: number;
    amount: string;
  }>;
  return r.rows.map((e) => ({
    ...e,
    rowId: Number(e.rowId),
    entryId: Number(e.rowId),
    amountMinor: BigInt(e.amount),
  }));
}
