import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type TRows<T> = { rows: T[] };

/** Brand-local days [fromDay, toDay] and the instants that bound them (end exclusive). */
export type TDayRange = { fromDay: string; toDay: string; from: Date; to: Date };

/**
 * A team's figures over a day range, read from the closure table and the daily rollups (never the
 * bets): size and direct members now, members who joined in the range, members with a settled
 * bet in it, approved deposits, and the settled bets' sums.
 */
export async function findTeamFigures(db: DbOrTx, agentId: number, r: TDayRange) {
  const result = (await db.execute(sql`
    with team as (select descendant_id as id, depth from agent_tree where ancestor_id = ${agentId} and depth > 0),
    played as (
      select x.member_id, sum(x.bet_count) as n, sum(x.stake_minor) as stake,
        sum(x.valid_turnover_minor) as valid, sum(x.payout_minor) as payout
      from bet_daily_rollups x join team on team.id = x.member_id
      where x.day >= ${r.fromDay}::date and x.day <= ${r.toDay}::date
      group by x.member_id
    )
    select
      (select count(*) from team)::int as "teamSize",
      (select count(*) from team where depth = 1)::int as "directMembers",
      (select count(*) from members m join team on team.id = m.id
        where m.created_at >= ${r.from.toISOString()}::timestamptz and m.created_at < ${r.to.toISOString()}::timestamptz)::int
        as "newMembers",
      (select count(*) from played where n > 0)::int as "activeMembers",
      (select coalesce(sum(d.amount_minor), 0) from deposits d join team on team.id = d.member_id
        where d.status = 'APPROVED' and d.decided_at >= ${r.from.toISOString()}::timestamptz
          and d.decided_at < ${r.to.toISOString()}::timestamptz)::text as "depositsMinor",
      (select coalesce(sum(n), 0) from played)::int as "betCount",
      (select coalesce(sum(stake), 0) from played)::text as "stakeMinor",
      (select coalesce(sum(valid), 0) from played)::text as "validTurnoverMinor",
      (select coalesce(sum(payout), 0) from played)::text as "payoutMinor"`)) as unknown as TRows<{
    teamSize: number;
    directMembers: number;
    newMembers: number;
    activeMembers: number;
    depositsMinor: string;
    betCount: number;
    stakeMinor: string;
    validTurnoverMinor: string;
    payoutMinor: string;
  }>;
  return result.rows[0]!;
}

/** Whether `memberId` is `agentId` or in its team (a drill-down may only go down). */
export async function isInTeam(db: DbOrTx, agentId: number, memberId: number) {
  const r = (await db.execute(sql`select 1 as one from agent_tree
    where ancestor_id = ${agentId} and descendant_id = ${memberId}`)) as unknown as TRows<{ one: number }>;
  return r.rows.length > 0;
}

/** A page of `parentId`'s direct downlines, each with its team size and its own team's figures. */
export async function findTeamLevel(
  db: DbOrTx,
  q: { brandId: number; parentId: number; fromDay: string; toDay: string; page: number; pageSize: number },
) {
  const items = (await db.execute(sql`
    select m.id, m.account, m.type, m.created_at as "registeredAt",
      (select count(*) from agent_tree t where t.ancestor_id = m.id and t.depth > 0)::int as "teamSize",
      coalesce(f.stake, 0)::text as "stakeMinor", coalesce(f.payout, 0)::text as "payoutMinor"
    from members m
    left join lateral (
      select sum(r.stake_minor) as stake, sum(r.payout_minor) as payout
      from agent_tree t join bet_daily_rollups r on r.member_id = t.descendant_id
      where t.ancestor_id = m.id and r.day >= ${q.fromDay}::date and r.day <= ${q.toDay}::date
    ) f on true
    where m.upline_id = ${q.parentId} and m.brand_id = ${q.brandId}
    order by m.id
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`)) as unknown as TRows<{
    id: number;
    account: string;
    type: number;
    registeredAt: Date | string;
    teamSize: number;
    stakeMinor: string;
    payoutMinor: string;
  }>;
  const total = (await db.execute(sql`select count(*)::int as n from members
    where upline_id = ${q.parentId} and brand_id = ${q.brandId}`)) as unknown as TRows<{ n: number }>;
  const parent = (await db.execute(
    sql`select id, account from members where id = ${q.parentId}`,
  )) as unknown as TRows<{
    id: number;
    account: string;
  }>;
  return { parent: parent.rows[0]!, items: items.rows, total: total.rows[0]!.n };
}

/** The members a team query covers: the whole team, or one member of it. */
const teamMembers = (agentId: number, memberId?: number) =>
  memberId === undefined
    ? sql`select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0`
    : sql`select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0 and descendant_id = ${memberId}`;

type TTeamQuery = {
  agentId: number;
  memberId?: number;
  from: Date;
  to: Date;
  page: number;
  pageSize: number;
};

/** A page of the team's bets placed in [from, to), newest first, with the range's totals. */
export async function findTeamBets(db: DbOrTx, q: TTeamQuery) {
  const where = sql`b.member_id in (${teamMembers(q.agentId, q.memberId)})
    and b.placed_at >= ${q.from.toISOString()}::timestamptz and b.placed_at < ${q.to.toISOString()}::timestamptz`;
  const items = (await db.execute(sql`
    select b.id::int as id, m.account, b.vendor_code as "vendorCode", b.category, b.game_code as "gameCode",
      b.placed_at as "placedAt", b.settled_at as "settledAt", b.stake_minor::text as stake,
      b.payout_minor::text as payout, b.status
    from bets b join members m on m.id = b.member_id
    where ${where} order by b.placed_at desc, b.id desc
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`)) as unknown as TRows<{
    id: number;
    account: string;
    vendorCode: string;
    category: string;
    gameCode: string;
    placedAt: Date | string;
    settledAt: Date | string | null;
    stake: string;
    payout: string;
    status: 'OPEN' | 'SETTLED' | 'VOID';
  }>;
  const totals = (await db.execute(sql`
    select count(*)::int as n, coalesce(sum(stake_minor) filter (where status <> 'VOID'), 0)::text as stake,
      coalesce(sum(payout_minor), 0)::text as payout,
      coalesce(sum(payout_minor - stake_minor) filter (where status = 'SETTLED'), 0)::text as profit
    from bets b where ${where}`)) as unknown as TRows<{
    n: number;
    stake: string;
    payout: string;
    profit: string;
  }>;
  return { items: items.rows, totals: totals.rows[0]! };
}

/** The kinds of money movement the team's transaction details list (not bets: team betting has those). */
const MONEY_KINDS = sql.raw(
  `('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_PAYOUT', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER', 'ADJUSTMENT', 'BONUS', 'BONUS_CANCEL', 'POINTS_CONVERT', 'AGENT_PAY')`,
);

/** A page of the team's money movements in [from, to), newest first, each the member's side of it. */
export async function findTeamTransactions(db: DbOrTx, q: TTeamQuery) {
  const where = sql`e.member_id in (${teamMembers(q.agentId, q.memberId)}) and e.kind in ${MONEY_KINDS}
    and e.created_at >= ${q.from.toISOString()}::timestamptz and e.created_at < ${q.to.toISOString()}::timestamptz`;
  const items = (await db.execute(sql`
    select e.id::int as id, m.account, e.created_at as at, e.kind,
      (select coalesce(sum(p.amount_minor), 0) from postings p join ledger_accounts a on a.id = p.account_id
        where p.entry_id = e.id and a.member_id = e.member_id and a.kind = 'MAIN')::text as amount
    from journal_entries e join members m on m.id = e.member_id
    where ${where} order by e.created_at desc, e.id desc
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`)) as unknown as TRows<{
    id: number;
    account: string;
    at: Date | string;
    kind: string;
    amount: string;
  }>;
  const total = (await db.execute(
    sql`select count(*)::int as n from journal_entries e where ${where}`,
  )) as unknown as TRows<{ n: number }>;
  return { items: items.rows, total: total.rows[0]!.n };
}
