// The settlement engine at a brand's scale (issue 16): a generated brand of 100,000 members in a
// 6-level tree (10 → 50 → 250 → 1,250 → 6,250 agents, 92,190 players) and 1,000,000 settled bets over
// the 30 days before the month began, with their daily rollups, every agent holding an in-force
// DAILY_WAGE (ALL) and monthly DIVIDEND (ALL) of three tiers (each level at or below its upline's
// rates) and a funded main wallet. On a fresh PostgreSQL database (created, migrated, dropped) the
// real settlement service (`createSettlementService(…).settleDue()`) is timed twice, its clock set:
//   (a) 15 minutes into the month's last day: one day's daily wages are due (earlier days are
//       pre-marked settled: the daily contracts' settled_from is the start of the day before);
//   (b) 15 minutes into the new month: the month just ended's dividends are due (the last day's
//       wages pre-marked settled the same way, so only dividends are measured).
// Each must finish in ≤ 30 s. Printed: the data generation, then per run the contracts, periods
// settled, amounts owed and paid, wall time, and where the time went (every query the run sends,
// timed and grouped by statement; Node's and PostgreSQL's CPU), the engine's one team-figures query
// of the period under EXPLAIN ANALYZE, the stored figures against a whole-brand query written apart
// from the engine's, the CPU of the engine's period arithmetic, and ledger:verify. Exits 1 when a
// time is over its target, a run settles other than one period per agent, a stored figure differs,
// or the ledger does not verify.
//   npm run bench:settlement             (needs DATABASE_URL)
//   npm run bench:settlement -- --quick  a tenth of the brand (10,000 members, 100,000 bets, one
//                                        top agent); the targets scale with it, to 3 s
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '@openlobby/contracts';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { dayIn, startOfDay } from '../apps/server/src/lib/zoned-time.ts';
import { createMoneyEvents } from '../apps/server/src/lib/money-events.ts';
import { createSettlementService } from '../apps/server/src/modules/agents/settlement.service.ts';
import { createBetsService } from '../apps/server/src/modules/bets/bets.service.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { findBrandById } from '../apps/server/src/modules/system/system.repo.ts';
import type { TBrand } from '../apps/server/src/modules/system/system.service.ts';
import { createScratchPostgres } from '../apps/server/test/test-database.ts';
import { postgresCpuMs } from './support/cpu.ts';
import { queryBuckets, timeDriverQueries, type TBucket, type TTimedQuery } from './support/query-timing.ts';
import {
  FULL_SHAPE,
  QUICK_SHAPE,
  generateSettlementData,
  insertBrand,
  type TLevel,
} from './support/settlement-data.ts';
import { explain, periodArithmetic, wholeBrandFigures } from './support/settlement-profile.ts';

const quick = process.argv.includes('--quick');
const shape = quick ? QUICK_SHAPE : FULL_SHAPE;
/** 30 s for the full brand; the quick brand is a tenth of it in members, bets and contracts. */
const TARGET_SECONDS = 30 * (shape.members / FULL_SHAPE.members);
/** Each agent's main wallet: 10,000,000.00, far above what it pays its downlines in a month. */
const FUND_MINOR = 1_000_000_000n;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// ---- Every query this process sends, timed from the driver's call to its answer and grouped by statement.
const BUCKETS: [string, RegExp][] = [
  ['team figures (rollups × agent_tree)', /per_member/],
  ['savepoint / release (around the ledger statement)', /^\s*(release )?savepoint/i],
  ['ledger statement (AGENT_PAY)', /ledger_post/],
  ['insert agent_settlements', /insert into agent_settlements/],
  ['lock member accounts', /for update/],
  ['account look-ups', /ledger_accounts/],
  ['begin', /^\s*begin/i],
  ['commit (a WAL flush each)', /^\s*(commit|rollback)/i],
  ['contracts, last ends, brand, bets catch-up', /[\s\S]/],
];
const grouped = queryBuckets(BUCKETS);
const profile = {
  firstFigures: null as TTimedQuery | null,
  reset() {
    grouped.reset();
    this.firstFigures = null;
  },
};
timeDriverQueries((q) => {
  if (grouped.record(q) === BUCKETS[0]![0]) profile.firstFigures ??= q;
});

const rows = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const n = (v: number) => v.toLocaleString('en-US');
const s = (seconds: number) => `${seconds.toFixed(1)} s`;

type TRun = {
  seconds: number;
  tally: { settled: number; paid: number; shortfalls: number };
  queries: number;
  buckets: [string, TBucket][];
  firstFigures: TTimedQuery | null;
  /** CPU seconds of this process and of every PostgreSQL process (the server is shared) over the run. */
  cpu: { node: number; postgres: number };
};

/**
 * A checkpoint first (no run pays for the writes before it), then one settleDue() with the clock
 * at `at`, its every query timed.
 */
async function settleAt(
  db: Db,
  settlement: ReturnType<typeof createSettlementService>,
  setClock: (at: Date) => void,
  at: Date,
): Promise<TRun> {
  setClock(at);
  await db.execute(sql`checkpoint`);
  profile.reset();
  const cpuBefore = { node: process.cpuUsage(), postgres: postgresCpuMs() };
  const started = performance.now();
  const tally = await settlement.settleDue();
  const seconds = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(cpuBefore.node);
  const cpu = {
    node: (nodeCpu.user + nodeCpu.system) / 1e6,
    postgres: (postgresCpuMs() - cpuBefore.postgres) / 1000,
  };
  // copies: the queries after the run (EXPLAIN, the set-based figures) are recorded too
  const buckets = grouped.sorted().map(([name, b]): [string, TBucket] => [name, { ...b }]);
  return {
    seconds,
    tally,
    queries: buckets.reduce((t, [, b]) => t + b.n, 0),
    buckets,
    firstFigures: profile.firstFigures,
    cpu,
  };
}

/** What a run wrote for its period: settlements by status and the money owed, paid and left as debt. */
async function settledFor(db: Db, brand: TBrand, periodKey: string) {
  const [r] = await rows<{
    n: number;
    paid: number;
    short: number;
    owed: string;
    paidMinor: string;
    debt: string;
  }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where status = 'PAID')::int as paid,
      count(*) filter (where status = 'SHORTFALL')::int as short, coalesce(sum(amount_minor), 0)::text as owed,
      coalesce(sum(paid_minor), 0)::text as "paidMinor", coalesce(sum(debt_minor), 0)::text as debt
    from agent_settlements where brand_id = ${brand.id} and period_key = ${periodKey}`,
  );
  const money = (m: string) =>
    `${brand.currencySymbol}${fromMinor(BigInt(m), brand.currencyDecimals).toLocaleString('en-US', {
      minimumFractionDigits: brand.currencyDecimals,
    })}`;
  return { ...r!, text: `owed ${money(r!.owed)}, paid ${money(r!.paidMinor)}, debt ${money(r!.debt)}` };
}

const runLines = (
  label: string,
  run: TRun,
  written: Awaited<ReturnType<typeof settledFor>>,
  contracts: number,
) => {
  const db = run.buckets.reduce((t, [, b]) => t + b.ms, 0) / 1000;
  const per = run.tally.settled || 1;
  return [
    `${label}: ${n(contracts)} contracts in force, ${n(run.tally.settled)} periods settled ` +
      `(${n(written.paid)} paid, ${n(written.short)} shortfalls, ${n(written.n - written.paid - written.short)} nothing due), ` +
      `${written.text}`,
    `  wall ${s(run.seconds)}   target ≤ ${s(TARGET_SECONDS)}: ${run.seconds <= TARGET_SECONDS ? 'yes' : 'NO'}`,
    `  ${n(run.queries)} queries (${(run.queries / per).toFixed(1)} per period settled), ` +
      `${s(db)} waiting on PostgreSQL, ${s(run.seconds - db)} in Node; CPU used: Node ${s(run.cpu.node)}, ` +
      `PostgreSQL ${s(run.cpu.postgres)} (every database on the server)`,
    ...run.buckets.map(
      ([name, b]) =>
        `    ${name.padEnd(50)} ${n(b.n).padStart(8)}   ${(b.ms / 1000).toFixed(2).padStart(7)} s   ` +
        `${(b.ms / b.n).toFixed(3)} ms each`,
    ),
  ];
};

// ---- The database, the brand and its clock.
const scratch = await createScratchPostgres('ol_settle');
const database = await openDatabase({ url: scratch.url, dataDir: '' });
const failures: string[] = [];
/** Prints as it goes: a run that fails still shows what it measured. */
const print = (...lines: string[]) => process.stdout.write(lines.map((l) => `${l}\n`).join(''));
try {
  const db = database.db;
  const setupStarted = performance.now();
  await database.migrate();
  const brand = await insertBrand(db);
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const tz = brand.timeZone;
  let clock = 0;
  const now = () => new Date(clock);
  const setClock = (at: Date) => (clock = at.getTime());

  // The month that begins at `monthStart` (the current one, brand time); (a) settles the day before
  // the previous month's last day, (b) the previous month.
  const monthStart = startOfDay(tz, `${dayIn(tz, new Date()).slice(0, 7)}-01`);
  const lastDay = dayIn(tz, new Date(monthStart.getTime() - 1));
  const lastDayStart = startOfDay(tz, lastDay);
  const wageDay = dayIn(tz, new Date(lastDayStart.getTime() - 1));
  const prevMonthStart = startOfDay(tz, `${lastDay.slice(0, 7)}-01`);
  const signedAt = startOfDay(tz, dayIn(tz, new Date(prevMonthStart.getTime() - 1)));
  const dates = { signedAt, dailyFrom: startOfDay(tz, wageDay), dividendFrom: signedAt };
  const betsFrom = new Date(monthStart.getTime() - shape.days * DAY_MS);

  // ---- The brand's data.
  setClock(signedAt);
  const generationStarted = performance.now();
  const data = await generateSettlementData(db, createLedger({ db, now }), brand, shape, {
    betsFrom,
    betsTo: monthStart,
    dates,
    fundMinor: FUND_MINOR,
  });
  const generationSeconds = (performance.now() - generationStarted) / 1000;
  const agents = data.levels.filter((l) => l.type === 1);
  const agentCount = agents.reduce((t, l) => t + l.count, 0);
  const contractCount = data.contracts.DAILY_WAGE + data.contracts.DIVIDEND;
  const levelText = (ls: TLevel[]) => ls.map((l) => n(l.count)).join(' / ');
  print(
    `Settlement bench (issue 16)${quick ? ' --quick: a tenth of the brand, targets scaled to ' + s(TARGET_SECONDS) : ''}`,
    `PostgreSQL ${(await rows<{ v: string }>(db, sql`select current_setting('server_version') as v`))[0]!.v}, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} before the runs (other work shares the machine)`,
    `data: ${n(shape.members)} members in ${data.levels.length} levels (${levelText(agents)} agents, ` +
      `${n(data.levels.at(-1)!.count)} players), ${n(data.treeRows)} agent_tree rows, ${n(shape.bets)} bets in ` +
      `${dayIn(tz, betsFrom)}..${lastDay}, ${n(data.rollups)} rollups, ${n(contractCount)} contracts ` +
      `(${n(data.contracts.DAILY_WAGE)} DAILY_WAGE + ${n(data.contracts.DIVIDEND)} DIVIDEND MONTHLY), ` +
      `${n(data.funded)} agents funded`,
    `  migrate and brand row ${s(setupSeconds).padStart(28)}`,
    ...data.timings.map((t) => `  ${t.label.padEnd(50)} ${s(t.seconds).padStart(7)}`),
    `  data generation ${s(generationSeconds).padStart(42)}`,
  );

  const settlement = createSettlementService({
    db,
    ledger: createLedger({ db, now }),
    bets: createBetsService({ db, now }),
    events: createMoneyEvents(),
    brandById: async (id) => (await findBrandById(db, id))!,
    now,
  });

  // ---- (a) One day's daily wages.
  const wageKey = `D${wageDay}`;
  const a = await settleAt(db, settlement, setClock, new Date(lastDayStart.getTime() + 15 * MINUTE_MS));
  const aWritten = await settledFor(db, brand, wageKey);
  print('', ...runLines(`(a) daily wages for ${wageDay}`, a, aWritten, contractCount));

  // ---- (b) The month's dividends; the last day's wages are marked as settled, as (a) marked the days before.
  await db.execute(
    sql`update agent_contracts set settled_from = ${monthStart.toISOString()}::timestamptz
      where brand_id = ${brand.id} and kind = 'DAILY_WAGE'`,
  );
  const dividendKey = `M${lastDay.slice(0, 7)}`;
  const b = await settleAt(db, settlement, setClock, new Date(monthStart.getTime() + 15 * MINUTE_MS));
  const bWritten = await settledFor(db, brand, dividendKey);
  print('', ...runLines(`(b) dividends for ${lastDay.slice(0, 7)}`, b, bWritten, contractCount));

  for (const [label, run, written] of [
    ['(a) daily wages', a, aWritten],
    ['(b) dividends', b, bWritten],
  ] as const) {
    if (run.seconds > TARGET_SECONDS)
      failures.push(`${label} took ${s(run.seconds)}, over ${s(TARGET_SECONDS)}`);
    if (run.tally.settled !== agentCount || written.n !== agentCount)
      failures.push(
        `${label} settled ${run.tally.settled} periods (${written.n} rows), not one per agent (${agentCount})`,
      );
  }

  // ---- Where the time goes: the run's team-figures query under EXPLAIN, and an independent check of its figures.
  print('', 'profile');
  for (const [label, run] of [
    ['(a)', a],
    ['(b)', b],
  ] as const) {
    if (!run.firstFigures) continue;
    const plan = await explain(scratch.url, run.firstFigures);
    print(
      `  ${label} team figures of every contract in one query: ${run.firstFigures.ms.toFixed(1)} ms in the run, ` +
        `EXPLAIN ANALYZE now: ${plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?'}`,
      ...(label === '(b)' ? plan.map((l) => `      ${l}`) : []),
    );
  }
  const daySet = await wholeBrandFigures(db, brand, 'DAILY_WAGE', wageDay, wageDay, wageKey);
  const monthSet = await wholeBrandFigures(
    db,
    brand,
    'DIVIDEND',
    dayIn(tz, prevMonthStart),
    lastDay,
    dividendKey,
  );
  print(
    `  the stored figures against a whole-brand query written apart from the engine's:`,
    `    (a) day:   the same for ${n(daySet.same)}/${n(daySet.of)} agents`,
    `    (b) month: the same for ${n(monthSet.same)}/${n(monthSet.of)} agents`,
  );
  for (const [label, check] of [
    ['(a)', daySet],
    ['(b)', monthSet],
  ] as const)
    if (check.same !== check.of)
      failures.push(`${label} stored other team figures for ${check.of - check.same} agents`);

  // The engine's Node time: zoned-time builds an Intl.DateTimeFormat on every dayIn / offsetMs call.
  const aContracts = agents.flatMap((l) =>
    Array.from({ length: l.count }, () => [
      { kind: 'DAILY' as const, from: dates.dailyFrom },
      { kind: 'MONTHLY' as const, from: dates.dividendFrom },
    ]).flat(),
  );
  const aUntil = new Date(lastDayStart.getTime() + 5 * MINUTE_MS);
  const arithmetic = periodArithmetic(aContracts, tz, aUntil);
  print(
    `  period arithmetic of run (a) alone (endedPeriods for ${n(aContracts.length)} contracts, dayIn per period), ` +
      `CPU: ${s(arithmetic.seconds)} (zoned-time keeps one formatter per time zone)`,
  );

  // ---- The books.
  const verifyStarted = performance.now();
  const verify = await createLedger({ db }).verify();
  print(
    '',
    `ledger:verify: ${verify.ok ? 'verified' : `BROKEN ${verify.problems.slice(0, 5).join('; ')}`} ` +
      `(${n(verify.entries)} entries, ${n(verify.postings)} postings, ${n(verify.accounts)} accounts) in ` +
      s((performance.now() - verifyStarted) / 1000),
  );
  if (!verify.ok) failures.push('ledger:verify failed');
} finally {
  await database.close();
  await scratch.drop();
}
print(failures.length ? `FAILED: ${failures.join('; ')}` : `passed: both runs ≤ ${s(TARGET_SECONDS)}`);
if (failures.length) process.exitCode = 1;
