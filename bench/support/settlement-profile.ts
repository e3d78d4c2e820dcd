// The settlement bench's measuring tools (bench/settlement.ts): a check of the engine's team
// figures, EXPLAIN of a query the engine sent, and the CPU of the engine's period arithmetic.
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { TTimedQuery } from './query-timing.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { dayIn } from '../../apps/server/src/lib/zoned-time.ts';
import { endedPeriods, type TPeriodKind } from '../../apps/server/src/modules/agents/agent-periods.ts';
import type { TBrand } from '../../apps/server/src/modules/system/system.service.ts';

const rows = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * A check of the engine's team figures, written apart from it: every in-force contract's team
 * figures of a period (kind) from the whole brand's rollups of the period, joined to agent_tree by
 * descendant and grouped by ancestor, compared with the figures the engine stored.
 */
export async function wholeBrandFigures(
  db: Db,
  brand: TBrand,
  kind: string,
  fromDay: string,
  toDay: string,
  periodKey: string,
) {
  const started = performance.now();
  const team = await rows<{ agent: number; volume: string; netLoss: string; active: number }>(
    db,
    sql`with per_member as (
        select r.member_id, sum(r.bet_count) as n, sum(r.valid_turnover_minor) as valid, sum(r.stake_minor) as stake,
          sum(r.payout_minor) as payout
        from bet_daily_rollups r
        where r.brand_id = ${brand.id} and r.day >= ${fromDay}::date and r.day <= ${toDay}::date
        group by r.member_id
      )
      select t.ancestor_id as agent, sum(p.valid)::text as volume, (sum(p.stake) - sum(p.payout))::text as "netLoss",
        count(*) filter (where p.n > 0)::int as active
      from agent_tree t join per_member p on p.member_id = t.descendant_id
      where t.depth > 0 and t.ancestor_id in (
        select agent_id from agent_contracts where brand_id = ${brand.id} and status = 'V' and kind = ${kind})
      group by t.ancestor_id`,
  );
  const seconds = (performance.now() - started) / 1000;
  const byAgent = new Map(team.map((t) => [t.agent, t]));
  const stored = await rows<{ agent: number; volume: string; netLoss: string; active: number }>(
    db,
    sql`select agent_id as agent, bet_volume_minor::text as volume, net_loss_minor::text as "netLoss",
      active_members as active from agent_settlements where brand_id = ${brand.id} and period_key = ${periodKey}`,
  );
  const same = stored.filter((x) => {
    const t = byAgent.get(x.agent) ?? { volume: '0', netLoss: '0', active: 0 };
    return t.volume === x.volume && t.netLoss === x.netLoss && t.active === x.active;
  }).length;
  return { seconds, same, of: stored.length };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query the engine sent, with its own parameters. */
export async function explain(url: string, q: TTimedQuery) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plan = await client.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers) ${q.text}`,
      values: q.values,
    });
    return plan.rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.end();
  }
}

/**
 * The engine's period arithmetic alone: endedPeriods for each contract of a run (its duePeriods)
 * and the two dayIn of figuresOf for each period; answers the CPU seconds it took (wall time would
 * count the other work on the machine) and the periods' keys.
 */
export function periodArithmetic(contracts: { kind: TPeriodKind; from: Date }[], tz: string, until: Date) {
  const started = process.cpuUsage();
  const keys: string[] = [];
  for (const c of contracts)
    for (const p of endedPeriods(c.kind, tz, c.from, until)) {
      dayIn(tz, p.start);
      dayIn(tz, new Date(p.end.getTime() - 1));
      keys.push(p.key);
    }
  const used = process.cpuUsage(started);
  return { seconds: (used.user + used.system) / 1e6, keys: keys.join() };
}
