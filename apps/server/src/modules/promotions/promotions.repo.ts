import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bonuses,
  promotionApplicationImages,
  promotionApplications,
  promotionParticipations,
  promotions,
} from './promotions.schema.ts';

export type TPromotionRow = typeof promotions.$inferSelect;
export type TBonusRow = typeof bonuses.$inferSelect;

export const findPromotion = async (db: DbOrTx, brandId: number, id: number) =>
  (
    await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.brandId, brandId), eq(promotions.id, id)))
  )[0];

export const findPromotions = (db: DbOrTx, brandId: number) =>
  db.select().from(promotions).where(eq(promotions.brandId, brandId)).orderBy(promotions.id);

export const insertPromotion = async (db: DbOrTx, row: typeof promotions.$inferInsert) =>
  (await db.insert(promotions).values(row).returning())[0]!;

export const findParticipations = (db: DbOrTx, memberId: number) =>
  db.select().from(promotionParticipations).where(eq(promotionParticipations.memberId, memberId));

export const findParticipation = async (db: DbOrTx, promotionId: number, memberId: number) =>
  (
    await db
      .select()
      .from(promotionParticipations)
      .where(
        and(
          eq(promotionParticipations.promotionId, promotionId),
          eq(promotionParticipations.memberId, memberId),
        ),
      )
  )[0];

/** Joins once: a second join (or a race) leaves the first row. */
export const insertParticipation = (db: DbOrTx, row: typeof promotionParticipations.$inferInsert) =>
  db.insert(promotionParticipations).values(row).onConflictDoNothing().returning();

export const setParticipationState = (
  db: DbOrTx,
  promotionId: number,
  memberId: number,
  state: string,
  at: Date,
) =>
  db
    .insert(promotionParticipations)
    .values({
      brandId: sql`(select brand_id from promotions where id = ${promotionId})`,
      promotionId,
      memberId,
      state,
      joinedAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [promotionParticipations.promotionId, promotionParticipations.memberId],
      set: { state, updatedAt: at },
    });

export const findBonus = async (db: DbOrTx, promotionId: number, memberId: number, periodKey: string) =>
  (
    await db
      .select()
      .from(bonuses)
      .where(
        and(
          eq(bonuses.promotionId, promotionId),
          eq(bonuses.memberId, memberId),
          eq(bonuses.periodKey, periodKey),
        ),
      )
  )[0];

export const findBonusById = async (db: DbOrTx, brandId: number, id: number) =>
  (
    await db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.brandId, brandId), eq(bonuses.id, id)))
  )[0];

/** A bonus locked FOR UPDATE until the transaction ends: a cancel decides on the committed status. */
export const lockBonus = async (db: DbOrTx, brandId: number, id: number) =>
  (
    await db
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.brandId, brandId), eq(bonuses.id, id)))
      .for('update')
  )[0];

export const insertBonus = (db: DbOrTx, row: typeof bonuses.$inferInsert) =>
  db.insert(bonuses).values(row).onConflictDoNothing().returning();

export const findMemberBonuses = (db: DbOrTx, brandId: number, memberId: number) =>
  db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.brandId, brandId), eq(bonuses.memberId, memberId)))
    .orderBy(sql`${bonuses.createdAt} desc, ${bonuses.id} desc`);

/** A member's credited deposits, oldest first, each with how many came before (the ledger's DEPOSIT entries). */
export async function findMemberDeposits(db: DbOrTx, brandId: number, memberId: number) {
  const r = (await db.execute(sql`
    select p.amount_minor::text as amount, e.created_at as at
      from journal_entries e
      join postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id and a.kind = 'MAIN' and a.member_id = ${memberId}
     where e.brand_id = ${brandId} and e.kind = 'DEPOSIT' and e.member_id = ${memberId}
     order by e.created_at, e.id`)) as unknown as { rows: { amount: string; at: string | Date }[] };
  return r.rows.map((row, i) => ({
    amountMinor: BigInt(row.amount),
    at: new Date(row.at),
    earlierDeposits: i,
  }));
}

/** A member's bets over brand-local days [from, to] from the rollups (categories empty: all). */
export async function sumMemberRollups(
  db: DbOrTx,
  q: { brandId: number; memberId: number; from: string; to: string; categories: readonly string[] },
) {
  const cats = q.categories.length
    ? sql`and category in (${sql.join(
        q.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  const r = (await db.execute(sql`
    select coalesce(sum(stake_minor), 0)::text as stake, coalesce(sum(valid_turnover_minor), 0)::text as valid,
           coalesce(sum(payout_minor), 0)::text as payout
      from bet_daily_rollups
     where brand_id = ${q.brandId} and member_id = ${q.memberId} and day between ${q.from} and ${q.to} ${cats}`)) as unknown as {
    rows: { stake: string; valid: string; payout: string }[];
  };
  const row = r.rows[0]!;
  return {
    stakeMinor: BigInt(row.stake),
    validTurnoverMinor: BigInt(row.valid),
    payoutMinor: BigInt(row.payout),
  };
}

export const cancelBonus = (
  db: DbOrTx,
  id: number,
  v: { cancelledMinor: bigint; cancelEntryId: number | null },
) =>
  db
    .update(bonuses)
    .set({ status: 'CANCELLED', ...v })
    .where(and(eq(bonuses.id, id), eq(bonuses.status, 'ISSUED')));

/** An application and its images, written together (the caller's transaction). */
export async function insertApplication(
  tx: DbOrTx,
  row: typeof promotionApplications.$inferInsert,
  images: { contentType: string; bytes: Buffer }[],
) {
  const [app] = await tx.insert(promotionApplications).values(row).onConflictDoNothing().returning();
  if (!app) return null;
  if (images.length)
    await tx
      .insert(promotionApplicationImages)
      .values(images.map((img, position) => ({ applicationId: app.id, position, ...img })));
  return app;
}

export const findApplication = async (db: DbOrTx, brandId: number, id: number) =>
  (
    await db
      .select()
      .from(promotionApplications)
      .where(and(eq(promotionApplications.brandId, brandId), eq(promotionApplications.id, id)))
  )[0];

export const findApplicationImage = async (db: DbOrTx, applicationId: number, position: number) =>
  (
    await db
      .select()
      .from(promotionApplicationImages)
      .where(
        and(
          eq(promotionApplicationImages.applicationId, applicationId),
          eq(promotionApplicationImages.position, position),
        ),
      )
  )[0];

/** A promotion's members taking part (all but the rejected), with the day they joined and their birthday. */
export async function findParticipants(db: DbOrTx, promotionId: number) {
  const r = (await db.execute(sql`
    select pp.member_id as "memberId", pp.joined_at as "joinedAt", m.birthday
      from promotion_participations pp join members m on m.id = pp.member_id
     where pp.promotion_id = ${promotionId} and pp.state <> 'REJECTED'
     order by pp.member_id`)) as unknown as {
    rows: { memberId: number; joinedAt: string | Date; birthday: string | null }[];
  };
  return r.rows.map((row) => ({ ...row, joinedAt: new Date(row.joinedAt) }));
}
