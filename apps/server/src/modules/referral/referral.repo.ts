import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { referralRewards, referralSettings } from './referral.schema.ts';

type TRows<T> = { rows: T[] };

export async function findSettings(db: DbOrTx, brandId: number) {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.brandId, brandId));
  return row;
}

export async function saveSettings(db: DbOrTx, row: typeof referralSettings.$inferInsert) {
  const { brandId: _, ...set } = row;
  const [saved] = await db
    .insert(referralSettings)
    .values(row)
    .onConflictDoUpdate({ target: referralSettings.brandId, set: { ...set, updatedAt: new Date() } })
    .returning();
  return saved!;
}

/** A brand's money facts, for paying a reward inside the consumer's transaction. */
export async function findBrand(db: DbOrTx, brandId: number) {
  const r = (await db.execute(sql`
    select id, currency_code as "currencyCode", currency_decimals as "currencyDecimals"
    from brands where id = ${brandId}`)) as unknown as TRows<{
    id: number;
    currencyCode: string;
    currencyDecimals: number;
  }>;
  return r.rows[0]!;
}

/** Who referred each of these members (members without a referrer are left out). */
export async function findReferrers(db: DbOrTx, memberIds: number[]) {
  if (memberIds.length === 0) return new Map<number, number>();
  const r = (await db.execute(sql`
    select id, referrer_id as "referrerId" from members
    where id in ${memberIds} and referrer_id is not null`)) as unknown as TRows<{
    id: number;
    referrerId: number;
  }>;
  return new Map(r.rows.map((x) => [x.id, x.referrerId]));
}

/**
 * Gives the member a code for register links when they have none (the members' affiliate code
 * column, which registration looks codes up in); answers the code they hold.
 */
export async function ensureCode(db: DbOrTx, memberId: number, fresh: string) {
  await db.execute(
    sql`update members set affiliate_code = ${fresh} where id = ${memberId} and affiliate_code is null`,
  );
  const r = (await db.execute(
    sql`select affiliate_code as code from members where id = ${memberId}`,
  )) as unknown as TRows<{
    code: string;
  }>;
  return r.rows[0]!.code;
}

export async function insertReward(db: DbOrTx, row: typeof referralRewards.$inferInsert) {
  const [created] = await db.insert(referralRewards).values(row).onConflictDoNothing().returning();
  return created;
}

export async function rewardExists(db: DbOrTx, brandId: number, sourceKey: string) {
  const [row] = await db
    .select({ id: referralRewards.id })
    .from(referralRewards)
    .where(and(eq(referralRewards.brandId, brandId), eq(referralRewards.sourceKey, sourceKey)));
  return Boolean(row);
}

export async function rewardsTotal(db: DbOrTx, referrerId: number) {
  const r = (await db.execute(
    sql`select coalesce(sum(amount_minor), 0)::text as total from referral_rewards where referrer_id = ${referrerId}`,
  )) as unknown as TRows<{ total: string }>;
  return BigInt(r.rows[0]!.total);
}

/** The members a referrer brought, newest first, with whether each has had a deposit credited. */
export async function findInvitees(db: DbOrTx, referrerId: number, page: number, pageSize: number) {
  const r = (await db.execute(sql`
    select m.account, m.created_at as "joinedAt",
      exists (select 1 from journal_entries e where e.member_id = m.id and e.kind = 'DEPOSIT') as deposited,
      count(*) over () as total
    from members m where m.referrer_id = ${referrerId}
    order by m.created_at desc, m.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as TRows<{
    account: string;
    joinedAt: Date | string;
    deposited: boolean;
    total: string | number;
  }>;
  return { rows: r.rows, total: Number(r.rows[0]?.total ?? (await countInvitees(db, referrerId))) };
}

async function countInvitees(db: DbOrTx, referrerId: number) {
  const r = (await db.execute(
    sql`select count(*)::int as n from members where referrer_id = ${referrerId}`,
  )) as unknown as TRows<{ n: number }>;
  return r.rows[0]?.n ?? 0;
}

/** Whether a DEPOSIT entry is the member's first (no earlier credited deposit). */
export async function isFirstDeposit(db: DbOrTx, memberId: number, entryId: number) {
  const r = (await db.execute(sql`
    select not exists (select 1 from journal_entries e
      where e.member_id = ${memberId} and e.kind = 'DEPOSIT' and e.id < ${entryId}) as first`)) as unknown as TRows<{
    first: boolean;
  }>;
  return r.rows[0]!.first;
}
