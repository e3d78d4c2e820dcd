import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TMissionGoal } from '@openlobby/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { committedAfter, type TCommitCursor } from '../../lib/commit-order.ts';
import { missionClaims, missionDepositDays, missions } from './missions.schema.ts';
import type { TMissionPeriodSpan } from './mission-periods.ts';

type TRows<T> = { rows: T[] };
export type TMissionRow = typeof missions.$inferSelect;
export type TMissionClaimRow = typeof missionClaims.$inferSelect;

export const findMission = async (db: DbOrTx, brandId: number, id: number) =>
  (
    await db
      .select()
      .from(missions)
      .where(and(eq(missions.brandId, brandId), eq(missions.id, id)))
  )[0];

/** The brand's missions, open first, in the order they were made; `openOnly` for the member's reward centre. */
export const findMissions = (db: DbOrTx, brandId: number, openOnly: boolean) =>
  db
    .select()
    .from(missions)
    .where(
      openOnly
        ? and(eq(missions.brandId, brandId), eq(missions.state, 'ACTIVE'))
        : eq(missions.brandId, brandId),
    )
    .orderBy(missions.state, missions.id);

export const insertMission = async (db: DbOrTx, row: typeof missions.$inferInsert) =>
  (await db.insert(missions).values(row).returning())[0]!;

export const updateMission = async (db: DbOrTx, id: number, set: Partial<typeof missions.$inferInsert>) =>
  (await db.update(missions).set(set).where(eq(missions.id, id)).returning())[0]!;

/** Holds the mission row for a claim: the operator's close waits until the claim commits (claims share it). */
export async function lockMission(tx: Tx, brandId: number, id: number) {
  const r = (await tx.execute(
    sql`select id, state from missions where id = ${id} and brand_id = ${brandId} for share`,
  )) as unknown as TRows<{ id: number; state: string }>;
  return r.rows[0];
}

export const findClaim = async (db: DbOrTx, missionId: number, memberId: number, periodKey: string) =>
  (
    await db
      .select()
      .from(missionClaims)
      .where(
        and(
          eq(missionClaims.missionId, missionId),
          eq(missionClaims.memberId, memberId),
          eq(missionClaims.periodKey, periodKey),
        ),
      )
  )[0];

export const insertClaim = async (tx: Tx, row: typeof missionClaims.$inferInsert) =>
  (await tx.insert(missionClaims).values(row).onConflictDoNothing().returning())[0];

/** Claims per mission of a brand, for the back office's list. */
export async function countClaims(db: DbOrTx, brandId: number) {
  const rows = await db
    .select({ missionId: missionClaims.missionId, n: sql<number>`count(*)::int` })
    .from(missionClaims)
    .where(eq(missionClaims.brandId, brandId))
    .groupBy(missionClaims.missionId);
  return new Map(rows.map((r) => [r.missionId, Number(r.n)]));
}

/** A page of a brand's claims (optionally of one mission), newest first, with the member's account. */
export async function findClaimPage(
  db: DbOrTx,
  q: { brandId: number; missionId?: number; page: number; pageSize: number },
) {
  const where = and(
    eq(missionClaims.brandId, q.brandId),
    q.missionId ? eq(missionClaims.missionId, q.missionId) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      // the account shown beside the claim (identity's column, read as the leaderboard reads it)
      .select({
        claim: missionClaims,
        account: sql<string>`(select m.account from members m where m.id = ${missionClaims.memberId})`,
        goal: missions.goal,
      })
      .from(missionClaims)
      .innerJoin(missions, eq(missions.id, missionClaims.missionId))
      .where(where)
      .orderBy(desc(missionClaims.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(missionClaims)
      .where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/**
 * The measure of a goal over one period, per member of `memberId` (one) or of the brand (the
 * leaderboard). Bets read their daily rollup by settle day, deposits the missions' own rollup,
 * logins the sessions opened (distinct brand days with a login).
 */
function measureQuery(goal: TMissionGoal, span: TMissionPeriodSpan, timeZone: string, who: SQL) {
  const days = sql.join(
    span.days.map((d) => sql`${d}::date`),
    sql`, `,
  );
  switch (goal) {
    case 'BET_AMOUNT':
    case 'BET_COUNT': {
      const value = goal === 'BET_AMOUNT' ? sql`sum(r.stake_minor)` : sql`sum(r.bet_count)`;
      return sql`select r.member_id as "memberId", ${value}::text as value from bet_daily_rollups r
        where ${who} and r.day in (${days}) group by r.member_id`;
    }
    case 'DEPOSIT_AMOUNT':
    case 'DEPOSIT_COUNT': {
      const value = goal === 'DEPOSIT_AMOUNT' ? sql`sum(r.deposit_minor)` : sql`sum(r.deposit_count)`;
      return sql`select r.member_id as "memberId", ${value}::text as value from mission_deposit_days r
        where ${who} and r.day in (${days}) group by r.member_id`;
    }
    case 'LOGIN_DAYS':
      return sql`select r.member_id as "memberId",
          count(distinct (r.created_at at time zone ${timeZone})::date)::text as value
        from sessions r
        where ${who} and r.created_at >= ${span.startsAt.toISOString()}::timestamptz
          and r.created_at < ${span.endsAt.toISOString()}::timestamptz
        group by r.member_id`;
  }
}

/** One member's progress on a goal over the period (0 when nothing happened). */
export async function measureMember(
  db: DbOrTx,
  q: { brandId: number; memberId: number; goal: TMissionGoal; span: TMissionPeriodSpan; timeZone: string },
): Promise<bigint> {
  const who = sql`r.brand_id = ${q.brandId} and r.member_id = ${q.memberId}`;
  const r = (await db.execute(measureQuery(q.goal, q.span, q.timeZone, who))) as unknown as TRows<{
    value: string | null;
  }>;
  return BigInt(r.rows[0]?.value ?? '0');
}

/** The brand's top members on a goal over the period, most progress first (ties: lower member id). */
export async function findLeaders(
  db: DbOrTx,
  q: { brandId: number; goal: TMissionGoal; span: TMissionPeriodSpan; timeZone: string; limit: number },
) {
  const inner = measureQuery(q.goal, q.span, q.timeZone, sql`r.brand_id = ${q.brandId}`);
  const r = (await db.execute(sql`
    select m.account, p.value from (${inner}) p join members m on m.id = p."memberId"
    where p.value::numeric > 0
    order by p.value::numeric desc, p."memberId" limit ${q.limit}`)) as unknown as TRows<{
    account: string;
    value: string;
  }>;
  return r.rows.map((row) => ({ account: row.account, value: BigInt(row.value) }));
}

/** Credited deposits (DEPOSIT journal entries) committed past the cursor, with their brand day and the amount the main wallet got. */
export async function readDeposits(tx: Tx, cursor: TCommitCursor, limit: number) {
  const r = (await tx.execute(sql`
    select e.xid::text as xid, e.id::bigint as "rowId", e.brand_id as "brandId", e.member_id as "memberId",
      (e.created_at at time zone b.time_zone)::date::text as day,
      (select coalesce(sum(p.amount_minor), 0) from postings p
         join ledger_accounts a on a.id = p.account_id and a.kind = 'MAIN' and a.member_id = e.member_id
        where p.entry_id = e.id)::text as amount
    from journal_entries e join brands b on b.id = e.brand_id
    where e.kind = 'DEPOSIT' and e.member_id is not null and ${committedAfter(sql`e.xid`, sql`e.id`, cursor)}
    order by e.xid, e.id
    limit ${limit}`)) as unknown as TRows<{
    xid: string;
    rowId: string | number;
    brandId: number;
    memberId: number;
    day: string;
    amount: string;
  }>;
  return r.rows.map((e) => ({ ...e, rowId: Number(e.rowId), amountMinor: BigInt(e.amount) }));
}
export type TMissionDeposit = Awaited<ReturnType<typeof readDeposits>>[number];

/** Adds a batch of deposits to their members' brand days (inside the consumer's transaction). */
export async function addDepositDays(tx: Tx, rows: TMissionDeposit[]) {
  for (const e of rows)
    await tx
      .insert(missionDepositDays)
      .values({
        brandId: e.brandId,
        memberId: e.memberId,
        day: e.day,
        depositCount: 1,
        depositMinor: e.amountMinor,
      })
      .onConflictDoUpdate({
        target: [missionDepositDays.memberId, missionDepositDays.day],
        set: {
          depositCount: sql`${missionDepositDays.depositCount} + 1`,
          depositMinor: sql`${missionDepositDays.depositMinor} + ${e.amountMinor}`,
        },
      });
}
