import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vipBetTurnover, vipLevels, vipProgress, vipRebates } from './vip.schema.ts';

type TRows<T> = { rows: T[] };
export type TVipLevelRow = typeof vipLevels.$inferSelect;

export const findLevels = (db: DbOrTx, brandId: number) =>
  db.select().from(vipLevels).where(eq(vipLevels.brandId, brandId)).orderBy(asc(vipLevels.level));

export async function findLevelById(db: DbOrTx, brandId: number, id: number) {
  const [row] = await db
    .select()
    .from(vipLevels)
    .where(and(eq(vipLevels.brandId, brandId), eq(vipLevels.id, id)));
  return row;
}

/** A new level; undefined when the brand has that level number already. */
export async function insertLevel(db: DbOrTx, row: typeof vipLevels.$inferInsert) {
  const [created] = await db.insert(vipLevels).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateLevel(
  db: DbOrTx,
  brandId: number,
  id: number,
  set: Omit<typeof vipLevels.$inferInsert, 'brandId' | 'id'>,
) {
  const [row] = await db
    .update(vipLevels)
    .set(set)
    .where(and(eq(vipLevels.brandId, brandId), eq(vipLevels.id, id)))
    .returning();
  return row;
}

export async function findProgress(db: DbOrTx, memberId: number) {
  const [row] = await db.select().from(vipProgress).where(eq(vipProgress.memberId, memberId));
  return row;
}

/** Adds to a member's totals; answers them after the change. */
export async function addProgress(
  db: DbOrTx,
  q: { brandId: number; memberId: number; depositMinor: bigint; turnoverMinor: bigint },
) {
  const [row] = await db
    .insert(vipProgress)
    .values(q)
    .onConflictDoUpdate({
      target: vipProgress.memberId,
      set: {
        depositMinor: sql`${vipProgress.depositMinor} + ${q.depositMinor}`,
        turnoverMinor: sql`${vipProgress.turnoverMinor} + ${q.turnoverMinor}`,
      },
    })
    .returning();
  return row!;
}

export async function setReachedLevel(db: DbOrTx, memberId: number, level: number) {
  await db.update(vipProgress).set({ reachedLevel: level }).where(eq(vipProgress.memberId, memberId));
}

/** Raises the member's level to `level` (never lowers it). */
export async function raiseMemberLevel(db: DbOrTx, memberId: number, level: number) {
  await db.execute(sql`update members set vip_level = greatest(vip_level, ${level}) where id = ${memberId}`);
}

export async function setMemberLevel(db: DbOrTx, memberId: number, level: number) {
  await db.execute(sql`update members set vip_level = ${level} where id = ${memberId}`);
}

export async function findMemberLevel(db: DbOrTx, memberId: number) {
  const r = (await db.execute(
    sql`select vip_level as level from members where id = ${memberId}`,
  )) as unknown as TRows<{
    level: number;
  }>;
  return r.rows[0]?.level ?? 0;
}

/** What each of the bets counted so far (its version and turnover), by bet id. */
export async function findBetTurnovers(db: DbOrTx, betIds: number[]) {
  if (betIds.length === 0) return new Map<number, typeof vipBetTurnover.$inferSelect>();
  const rows = await db.select().from(vipBetTurnover).where(inArray(vipBetTurnover.betId, betIds));
  return new Map(rows.map((r) => [r.betId, r]));
}

/** Records what each bet now counts, in one statement. */
export async function saveBetTurnovers(db: DbOrTx, rows: (typeof vipBetTurnover.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(vipBetTurnover)
    .values(rows)
    .onConflictDoUpdate({
      target: vipBetTurnover.betId,
      set: { resultVersion: sql`excluded.result_version`, turnoverMinor: sql`excluded.turnover_minor` },
    });
}

/**
 * A brand day's settled valid turnover per member whose level pays a rebate, and that level, for
 * the members not yet paid for that day.
 */
export async function findRebatesDue(db: DbOrTx, brandId: number, day: string) {
  const r = (await db.execute(sql`
    select b.member_id as "memberId", l.level, l.rebate_bps as "rebateBps",
      sum(b.valid_turnover_minor)::text as turnover
    from bets b
    join members m on m.id = b.member_id
    join vip_levels l on l.brand_id = b.brand_id and l.level = m.vip_level and l.rebate_bps > 0
    where b.brand_id = ${brandId} and b.settled_day = ${day} and b.status = 'SETTLED'
      and not exists (select 1 from vip_rebates v where v.member_id = b.member_id and v.day = ${day})
    group by b.member_id, l.level, l.rebate_bps`)) as unknown as TRows<{
    memberId: number;
    level: number;
    rebateBps: number;
    turnover: string;
  }>;
  return r.rows.map((x) => ({ ...x, turnoverMinor: BigInt(x.turnover) }));
}

export async function insertRebate(db: DbOrTx, row: typeof vipRebates.$inferInsert) {
  const [created] = await db.insert(vipRebates).values(row).onConflictDoNothing().returning();
  return created;
}
