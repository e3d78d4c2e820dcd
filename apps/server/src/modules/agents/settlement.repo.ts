import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as TRows<T>).rows;

/** A team's members: every descendant of the agent, not the agent itself. */
const team = (agentId: number) =>
  sql`select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0`;
const inCategory = (column: ReturnType<typeof sql>, category: string) =>
  category === 'ALL' ? sql`true` : sql`${column} = ${category}`;

/** A team's settled figures: valid turnover, stake less payout, members who bet. */
export type TTeamFigures = { betVolume: bigint; netLoss: bigint; activeMembers: number };

/**
 * Settled figures of many agents' teams over brand days [fromDay, toDay], from the rollups, in one
 * query: each team member's days are summed once and joined to every agent above it, so a run
 * over thousands of contracts reads the period's rollups once, not once per contract. An agent
 * whose team did not bet is answered with zeros.
 */
export async function teamDayFigures(
  db: DbOrTx,
  q: { brandId: number; agentIds: readonly number[]; category: string; fromDay: string; toDay: string },
): Promise<Map<number, TTeamFigures>> {
  const agents = `{${[...new Set(q.agentIds)].join(',')}}`;
  const rows = await rowsOf<{ agent: number; volume: string; stake: string; payout: string; active: number }>(
    db.execute(sql`
      with per_member as (
        select r.member_id, sum(r.bet_count) as n, sum(r.valid_turnover_minor) as valid,
          sum(r.stake_minor) as stake, sum(r.payout_minor) as payout
        from bet_daily_rollups r
        where r.brand_id = ${q.brandId} and r.day >= ${q.fromDay}::date and r.day <= ${q.toDay}::date
          and ${inCategory(sql`r.category`, q.category)}
          and r.member_id in (select descendant_id from agent_tree
            where ancestor_id = any(${agents}::int[]) and depth > 0)
        group by r.member_id
      )
      select t.ancestor_id as agent, sum(p.valid)::text as volume, sum(p.stake)::text as stake,
        sum(p.payout)::text as payout, count(*) filter (where p.n > 0)::int as active
      from agent_tree t join per_member p on p.member_id = t.descendant_id
      where t.ancestor_id = any(${agents}::int[]) and t.depth > 0
      group by t.ancestor_id`),
  );
  const byAgent = new Map<number, TTeamFigures>();
  for (const id of q.agentIds) byAgent.set(id, { betVolume: 0n, netLoss: 0n, activeMembers: 0 });
  for (const r of rows)
    byAgent.set(r.agent, {
      betVolume: BigInt(r.volume),
      netLoss: BigInt(r.stake) - BigInt(r.payout),
      activeMembers: r.active,
    });
  return byAgent;
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

/** Which of these (contract, period) pairs are settled already, as `contract:period` keys. */
export async function findSettledKeys(tx: Tx, items: readonly { contractId: number; periodKey: string }[]) {
  if (items.length === 0) return new Set<string>();
  const rows = await rowsOf<{ key: string }>(
    tx.execute(sql`select s.contract_id || ':' || s.period_key as key from agent_settlements s
      join unnest(${`{${items.map((i) => i.contractId).join(',')}}`}::int[],
        ${`{${items.map((i) => `"${i.periodKey}"`).join(',')}}`}::text[]) as w(contract_id, period_key)
        on w.contract_id = s.contract_id and w.period_key = s.period_key`),
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * Records periods' settlements, each with its ledger entry (null when nothing was paid), in one
 * statement; answers their ids by `contract:period`. The caller holds the wallets' locks and has
 * left out what findSettledKeys found, so a clash here is a bug: it throws, undoing the batch.
 */
export async function insertSettlements(
  tx: Tx,
  rows: readonly (TSettlementInsert & { entryId: number | null })[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const values = rows.map(
    (s) => sql`(${s.brandId}, ${s.contractId}, ${s.agentId}, ${s.uplineId}, ${s.kind}, ${s.category},
      ${s.periodKey}, ${s.periodStart.toISOString()}::timestamptz, ${s.periodEnd.toISOString()}::timestamptz,
      ${s.betVolumeMinor.toString()}::bigint, ${s.netLossMinor.toString()}::bigint, ${s.activeMembers}::int,
      ${s.tier}::int, ${s.amountMinor.toString()}::bigint, ${s.paidMinor.toString()}::bigint,
      ${s.debtMinor.toString()}::bigint, ${s.status}, ${s.settledAt.toISOString()}::timestamptz, ${s.entryId}::bigint)`,
  );
  const inserted = await rowsOf<{ id: number; key: string }>(
    tx.execute(sql`insert into agent_settlements (brand_id, contract_id, agent_id, upline_id, kind, category,
      period_key, period_start, period_end, bet_volume_minor, net_loss_minor, active_members, tier, amount_minor,
      paid_minor, debt_minor, status, settled_at, entry_id)
      values ${sql.join(values, sql`, `)}
      on conflict (contract_id, period_key) do nothing
      returning id::int as id, contract_id || ':' || period_key as key`),
  );
  if (inserted.length !== rows.length)
    throw new Error(`${rows.length - inserted.length} settlements were recorded meanwhile under held locks`);
  return new Map(inserted.map((r) => [r.key, r.id]));
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
