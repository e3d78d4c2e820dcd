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
