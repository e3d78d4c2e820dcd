import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as TRows<T>).rows;

/** A team's members: every descendant of the agent, not the agent itself. */
const team = (agentId: number) =>
  sql`select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0`;
const inCategory = (column: ReturnType<typeof sql>, category: string) =>
  category === 'ALL' ? sql`true` : sql`${column} = ${category}`;

/** Settled figures of an agent's team over brand days [fromDay, toDay] from the rollups. */
export async function teamDayFigures(
  db: DbOrTx,
  agentId: number,
  category: string,
  fromDay: string,
  toDay: string,
) {
  const [row] = await rowsOf<{ volume: string; stake: string; payout: string; active: number }>(
    db.execute(sql`
      with per_member as (
        select r.member_id, sum(r.bet_count) as n, sum(r.valid_turnover_minor) as valid,
          sum(r.stake_minor) as stake, sum(r.payout_minor) as payout
        from bet_daily_rollups r
        where r.member_id in (${team(agentId)}) and r.day >= ${fromDay}::date and r.day <= ${toDay}::date
          and ${inCategory(sql`r.category`, category)}
        group by r.member_id
      )
      select coalesce(sum(valid), 0)::text as volume, coalesce(sum(stake), 0)::text as stake,
        coalesce(sum(payout), 0)::text as payout, count(*) filter (where n > 0)::int as active
      from per_member`),
  );
  return {
    betVolume: BigInt(row!.volume),
    netLoss: BigInt(row!.stake) - BigInt(row!.payout),
    activeMembers: row!.active,
  };
}

/** The team's settled bets in [from, to) (the real-time salary's slot), stake and payout each. */
export async function teamBetsSettledIn(
  db: DbOrTx,
  brandId: number,
  agentId: number,
  category: string,
  from: Date,
  to: Date,
) {
  const rows = await rowsOf<{ stake: string; payout: string; memberId: number }>(
    db.execute(sql`
      select b.stake_minor::text as stake, b.payout_minor::text as payout, b.member_id as "memberId" from bets b
      where b.brand_id = ${brandId} and b.settled_at >= ${from.toISOString()}::timestamptz
        and b.settled_at < ${to.toISOString()}::timestamptz and b.status = 'SETTLED'
        and b.member_id in (${team(agentId)}) and ${inCategory(sql`b.category`, category)}`),
  );
  return rows.map((r) => ({ stake: BigInt(r.stake), payout: BigInt(r.payout), memberId: r.memberId }));
}

/** The team's settled volume and active members per hour of [from, to), hours counted from `from`. */
export async function teamHourFigures(
  db: DbOrTx,
  brandId: number,
  agentId: number,
  category: string,
  from: Date,
  to: Date,
) {
  const rows = await rowsOf<{ hour: number; volume: string; active: number }>(
    db.execute(sql`
      select floor(extract(epoch from (b.settled_at - ${from.toISOString()}::timestamptz)) / 3600)::int as hour,
        sum(b.stake_minor)::text as volume, count(distinct b.member_id)::int as active
      from bets b
      where b.brand_id = ${brandId} and b.settled_at >= ${from.toISOString()}::timestamptz
        and b.settled_at < ${to.toISOString()}::timestamptz and b.status = 'SETTLED'
        and b.member_id in (${team(agentId)}) and ${inCategory(sql`b.category`, category)}
      group by 1`),
  );
  return new Map(rows.map((r) => [r.hour, { betVolume: BigInt(r.volume), activeMembers: r.active }]));
}

/** Where each contract's settlements have reached: the end of its last settled period. */
export async function lastSettledEnds(db: DbOrTx, contractIds: number[]) {
  if (contractIds.length === 0) return new Map<number, Date>();
  // one array parameter, however many contracts (a list of binds stops at 65,535)
  const rows = await rowsOf<{ id: number; end: Date | string }>(
    db.execute(sql`select contract_id as id, max(period_end) as end from agent_settlements
      where contract_id = any(${`{${contractIds.join(',')}}`}::int[]) group by contract_id`),
  );
  return new Map(rows.map((r) => [r.id, new Date(r.end)]));
}

export type TSettlementInsert = {
  brandId: number;
  contractId: number;
  agentId: number;
  uplineId: number | null;
  kind: string;
  category: string;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  betVolumeMinor: bigint;
  netLossMinor: bigint;
  activeMembers: number;
  tier: number | null;
  amountMinor: bigint;
  paidMinor: bigint;
  debtMinor: bigint;
  status: 'PAID' | 'NOTHING_DUE' | 'SHORTFALL';
  settledAt: Date;
};

/** Records a period's settlement once: null when it was recorded already (by any process). */
export async function insertSettlement(tx: Tx, s: TSettlementInsert): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    tx.execute(sql`insert into agent_settlements (brand_id, contract_id, agent_id, upline_id, kind, category,
      period_key, period_start, period_end, bet_volume_minor, net_loss_minor, active_members, tier, amount_minor,
      paid_minor, debt_minor, status, settled_at)
      values (${s.brandId}, ${s.contractId}, ${s.agentId}, ${s.uplineId}, ${s.kind}, ${s.category}, ${s.periodKey},
        ${s.periodStart.toISOString()}::timestamptz, ${s.periodEnd.toISOString()}::timestamptz,
        ${s.betVolumeMinor.toString()}::bigint, ${s.netLossMinor.toString()}::bigint, ${s.activeMembers},
        ${s.tier}, ${s.amountMinor.toString()}::bigint, ${s.paidMinor.toString()}::bigint,
        ${s.debtMinor.toString()}::bigint, ${s.status}, ${s.settledAt.toISOString()}::timestamptz)
      on conflict (contract_id, period_key) do nothing
      returning id::int as id`),
  );
  return row?.id ?? null;
}

export async function setSettlementEntry(tx: Tx, id: number, entryId: number) {
  await tx.execute(sql`update agent_settlements set entry_id = ${entryId} where id = ${id}`);
}

export async function insertFreeze(
  tx: Tx,
  f: { brandId: number; memberId: number; settlementId: number; reason: string; at: Date },
) {
  await tx.execute(sql`insert into agent_freezes (brand_id, member_id, settlement_id, reason, created_at)
    values (${f.brandId}, ${f.memberId}, ${f.settlementId}, ${f.reason}, ${f.at.toISOString()}::timestamptz)
    on conflict (settlement_id) do nothing`);
}

/** Whether the member has a freeze not yet lifted. */
export async function isFrozen(db: DbOrTx, brandId: number, memberId: number) {
  const rows = await rowsOf<{ one: number }>(
    db.execute(sql`select 1 as one from agent_freezes where member_id = ${memberId} and brand_id = ${brandId}
      and active limit 1`),
  );
  return rows.length > 0;
}

/** One settlement as the agent centre and the back office list it (amounts as decimal text). */
export type TSettlementRow = {
  id: number;
  contractId: number;
  agentId: number;
  agentAccount: string;
  uplineAccount: string | null;
  kind: string;
  category: string;
  periodKey: string;
  periodStart: Date | string;
  periodEnd: Date | string;
  volume: string;
  netLoss: string;
  activeMembers: number;
  tier: number | null;
  amount: string;
  paid: string;
  debt: string;
  status: 'PAID' | 'NOTHING_DUE' | 'SHORTFALL';
  settledAt: Date | string;
};

/** A page of the settlements matching `where` (a condition on `s`), newest first, and how many match. */
export async function findSettlementPage(db: DbOrTx, where: SQL, page: number, pageSize: number) {
  const items = await rowsOf<TSettlementRow>(
    db.execute(sql`
      select s.id::int as id, s.contract_id as "contractId", s.agent_id as "agentId", a.account as "agentAccount",
        u.account as "uplineAccount", s.kind, s.category, s.period_key as "periodKey", s.period_start as "periodStart",
        s.period_end as "periodEnd", s.bet_volume_minor::text as volume, s.net_loss_minor::text as "netLoss",
        s.active_members as "activeMembers", s.tier, s.amount_minor::text as amount, s.paid_minor::text as paid,
        s.debt_minor::text as debt, s.status, s.settled_at as "settledAt"
      from agent_settlements s join members a on a.id = s.agent_id left join members u on u.id = s.upline_id
      where ${where} order by s.settled_at desc, s.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  const [total] = await rowsOf<{ n: number }>(
    db.execute(sql`select count(*)::int as n from agent_settlements s where ${where}`),
  );
  return { items, total: total!.n };
}

/** A page of the settlements an agent received (as the contract's holder) or paid (as its upline). */
export function findSettlements(
  db: DbOrTx,
  q: {
    brandId: number;
    memberId: number;
    kind?: string;
    from: Date;
    to: Date;
    page: number;
    pageSize: number;
  },
) {
  const where = sql`s.brand_id = ${q.brandId} and (s.agent_id = ${q.memberId} or s.upline_id = ${q.memberId})
    and s.settled_at >= ${q.from.toISOString()}::timestamptz and s.settled_at < ${q.to.toISOString()}::timestamptz
    ${q.kind ? sql`and s.kind = ${q.kind}` : sql``}`;
  return findSettlementPage(db, where, q.page, q.pageSize);
}
