// The agent network's settlement on three server processes (issue 16): the demo agent tree of every
// demo brand (four contract kinds per agent, a week of bets) on a fresh PostgreSQL database, and
// three real servers running their jobs at once (the settlement job every second on each) while
// their clocks are moved through the week, 6 hours a step, from the contracts' signing to now.
// Before the last dividend week ends, agent2a's wallet is emptied, one of agent2a's members wins
// big and one of agent3a's loses big: agent1 owes agent2a no dividend, and agent2a cannot pay
// agent3a's, so agent2a must be frozen. At each step the harness waits until nothing is due any
// more (the settlement preview at the servers' clock is empty). At the end: every contract's
// settled periods are exactly its ended periods, each with one AGENT_PAY entry keyed by contract
// and period when it paid, agent2a is frozen in every brand, and ledger:verify passes.
//   npm run test:agents-week   (needs DATABASE_URL)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createMoneyEvents } from '../apps/server/src/lib/money-events.ts';
import {
  endedPeriods,
  periodContaining,
  previousPeriod,
} from '../apps/server/src/modules/agents/agent-periods.ts';
import { periodKindOf } from '../apps/server/src/modules/agents/contract-terms.ts';
import { findContracts } from '../apps/server/src/modules/agents/contracts.repo.ts';
import {
  createSettlementService,
  SETTLE_DELAY_MS,
} from '../apps/server/src/modules/agents/settlement.service.ts';
import { createBetsService } from '../apps/server/src/modules/bets/bets.service.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { brands } from '../apps/server/src/modules/system/system.schema.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/wallet.service.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { DEMO_CATALOGUE } from '../apps/server/src/seed/demo-games.ts';
import { seedDemoAgents } from '../apps/server/src/seed/demo-agents.ts';
import { createScratchPostgres } from '../apps/server/test/test-database.ts';
import { startServer, type TServer } from './support/server-process.ts';

const PROCESSES = 3;
const STEP_MS = 6 * 3_600_000;
/** How long one step may take to settle before the test counts as hung. */
const STEP_BUDGET_MS = 120_000;

const started = performance.now();
const failures: string[] = [];
const print = (...lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);
const scratch = await createScratchPostgres('ol_agents_week');
const database = await openDatabase({ url: scratch.url, dataDir: '' });
const db = database.db;
const servers: TServer[] = [];
const clockDir = mkdtempSync(path.join(os.tmpdir(), 'agents-week-'));
const clockFile = path.join(clockDir, 'clock');
const realStart = Date.now();
try {
  await database.migrate();
  await seedDemo(db);
  const seeded = await seedDemoAgents(db, { now: new Date(realStart) });
  const allBrands = await db.select().from(brands);
  const contracts = await findContracts(db, sql`c.status = 'V'`);
  const from = Math.min(...contracts.map((c) => c.settledFrom!.getTime()));
  print(
    `agents week: ${seeded.brands.length} brands, ${contracts.length} contracts in force, ${seeded.bets} bets, ` +
      `from ${new Date(from).toISOString()} to now, ${PROCESSES} server processes, 6-hour steps`,
  );

  // ---- The servers, their clocks at the contracts' signing.
  let offset = from - realStart;
  writeFileSync(clockFile, String(offset));
  const ackOf = (i: number) => path.join(clockDir, `ack-${i}`);
  for (let i = 0; i < PROCESSES; i++)
    servers.push(
      await startServer(scratch.url, undefined, {
        NODE_OPTIONS: `--import ${path.resolve('e2e/support/server-clock-preload.ts')}`,
        E2E_CLOCK_FILE: clockFile,
        E2E_CLOCK_ACK: ackOf(i),
        AGENT_SETTLEMENT_EVERY_SECONDS: '1',
      }),
    );

  const clock = () => new Date(Date.now() + offset);
  const ledger = createLedger({ db, now: clock });
  const bets = createBetsService({ db, now: clock });
  const settlement = createSettlementService({
    db,
    ledger,
    bets,
    events: createMoneyEvents(),
    brandById: async (id) => allBrands.find((b) => b.id === id)!,
    now: clock,
  });
  const waitFor = async (what: string, done: () => Promise<boolean> | boolean) => {
    const until = Date.now() + STEP_BUDGET_MS;
    while (!(await done())) {
      if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const moveClock = async (to: number) => {
    offset = to - Date.now();
    writeFileSync(clockFile, String(offset));
    await waitFor('every server to read its clock', () =>
      servers.every((_, i) => {
        try {
          return Number(readFileSync(ackOf(i), 'utf8')) === offset;
        } catch {
          return false;
        }
      }),
    );
    // what the servers' jobs still have to pay at their clock: nothing, once they caught up
    let checkedAt = 0;
    for (const b of allBrands)
      await waitFor(`brand ${b.code} to be settled up to ${clock().toISOString()}`, async () => {
        checkedAt = clock().getTime();
        return (await settlement.previewDue(b.id, 1)).items.length === 0;
      });
    return checkedAt;
  };

  // ---- The last dividend week of each brand: agent2a cannot pay agent3a's dividend.
  const lastWeeks = new Map(
    allBrands.map((b) => {
      const week = previousPeriod(
        periodContaining('WEEKLY', b.timeZone, new Date(realStart - SETTLE_DELAY_MS.OTHER - 3_600_000)),
        b.timeZone,
      );
      return [b.id, { week, beforeEnd: week.end.getTime() - 3_600_000 }] as const;
    }),
  );
  const nova = DEMO_CATALOGUE.find((v) => v.code === 'NOVA')!;
  const categories = new Map<string, string>(nova.games.map((g) => [g.code, nova.category]));
  const unpaidDividend = async (brand: (typeof allBrands)[number]) => {
    const at = new Date(lastWeeks.get(brand.id)!.beforeEnd - 30 * 60_000);
    const found = await db.execute(
      sql`select account, id from members where brand_id = ${brand.id} and account in ('agent2a', 'member2a1', 'member3a1')`,
    );
    const id = new Map(
      (found as unknown as { rows: { account: string; id: number }[] }).rows.map((r) => [r.account, r.id]),
    );
    const unit = 10n ** BigInt(brand.currencyDecimals);
    const bet = (account: string, stake: bigint, payout: bigint, n: number) => ({
      betId: `week-${brand.code}-${n}`,
      player: `${brand.code}_${id.get(account)}`,
      gameId: nova.games[0]!.code,
      stakeMinor: stake * unit,
      payoutMinor: payout * unit,
      placedAt: new Date(at.getTime() - 5_000),
      settledAt: at,
    });
    await bets.bookVendorBets(
      brand,
      'NOVA',
      [bet('member3a1', 100_000n, 0n, 1), bet('member2a1', 10_000n, 400_000n, 2)],
      categories,
    );
    await ledger.inTransaction(async (tx) => {
      const main = await ledger.memberAccount(tx, {
        brandId: brand.id,
        memberId: id.get('agent2a')!,
        kind: 'MAIN',
        currency: brand.currencyCode,
      });
      const [balance] = (await ledger.lockMemberAccounts(tx, [main])).values();
      if (!balance) return;
      await createWalletService({ ledger }).adjust(tx, {
        brand,
        memberId: id.get('agent2a')!,
        direction: 'debit',
        amount: Number(balance) / Number(unit),
        reason: 'agents week: agent2a spends what it holds before its dividend week ends',
        operator: 'agents-week',
        key: `agents-week-drain-${brand.code}`,
      });
    });
  };

  // ---- Through the week.
  const steps: { at: number; brand?: (typeof allBrands)[number] }[] = [];
  for (let t = from + STEP_MS; t < realStart; t += STEP_MS) steps.push({ at: t });
  for (const b of allBrands) steps.push({ at: lastWeeks.get(b.id)!.beforeEnd, brand: b });
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    await moveClock(step.at);
    if (step.brand) await unpaidDividend(step.brand);
  }
  const caughtUpAt = await moveClock(Date.now());
  for (const s of servers.splice(0)) s.kill();
  const stoppedAt = Date.now();
  print(
    `  ${steps.length} steps and the last to now in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // ---- Every contract-period once.
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const settled = await rows<{ contract: number; key: string; paid: string; entryKey: string | null }>(
    sql`select s.contract_id as contract, s.period_key as key, s.paid_minor::text as paid, e.idempotency_key as "entryKey"
      from agent_settlements s left join journal_entries e on e.id = s.entry_id`,
  );
  // Every period due when the servers were last seen caught up is settled; none due only later is.
  let expected = 0;
  const dueBy = (c: (typeof contracts)[number], at: number) => {
    const brand = allBrands.find((b) => b.id === c.brandId)!;
    const kind = periodKindOf(c.terms);
    const delay = kind === 'FIVE_MINUTES' ? SETTLE_DELAY_MS.FIVE_MINUTES : SETTLE_DELAY_MS.OTHER;
    const until = Math.min(at - delay, c.endedAt?.getTime() ?? Infinity);
    if (until <= c.settledFrom!.getTime()) return [];
    // as the engine: whole periods from the first after signing
    return endedPeriods(kind, brand.timeZone, c.settledFrom!, new Date(until))
      .filter((p) => p.start >= c.settledFrom!)
      .map((p) => p.key);
  };
  for (const c of await findContracts(db, sql`c.settled_from is not null`)) {
    const mine = new Set(settled.filter((x) => x.contract === c.id).map((x) => x.key));
    const due = dueBy(c, caughtUpAt);
    const possible = new Set(dueBy(c, stoppedAt));
    expected += due.length;
    const missing = due.filter((k) => !mine.has(k));
    const early = [...mine].filter((k) => !possible.has(k));
    if (missing.length)
      failures.push(`contract ${c.id} (${c.kind}) is not settled for ${missing.slice(0, 3).join(', ')}`);
    if (early.length)
      failures.push(`contract ${c.id} (${c.kind}) is settled for ${early.join(', ')}, not due`);
  }
  const wrongEntries = settled.filter((s) =>
    BigInt(s.paid) > 0n ? s.entryKey !== `agent:${s.contract}:${s.key}` : s.entryKey !== null,
  );
  if (wrongEntries.length)
    failures.push(`${wrongEntries.length} settlements without their one AGENT_PAY entry`);
  const [pay] = await rows<{ n: number }>(
    sql`select count(*)::int as n from journal_entries where kind = 'AGENT_PAY'`,
  );
  const paid = settled.filter((s) => BigInt(s.paid) > 0n).length;
  if (pay!.n !== paid) failures.push(`${pay!.n} AGENT_PAY entries for ${paid} paid settlements`);

  // ---- agent2a frozen for agent3a's unpaid dividend.
  const frozen = await rows<{ code: string; reason: string }>(
    sql`select b.code, f.reason from agent_freezes f join members m on m.id = f.member_id join brands b on b.id = f.brand_id
      where m.account = 'agent2a' and f.active`,
  );
  for (const b of allBrands) {
    const week = lastWeeks.get(b.id)!.week.key;
    if (!frozen.some((f) => f.code === b.code && f.reason === `DIVIDEND_UNPAID:${week}`))
      failures.push(`agent2a of ${b.code} is not frozen for the dividend week ${week}`);
  }

  const verify = await createLedger({ db }).verify();
  if (!verify.ok) failures.push(`ledger:verify: ${verify.problems.slice(0, 3).join('; ')}`);
  print(
    `  ${settled.length} settlements (${expected} contract-periods ended, ${paid} paid), ` +
      `${frozen.length} freezes (${frozen.map((f) => `${f.code} ${f.reason}`).join(', ')}), ` +
      `ledger:verify ${verify.ok ? 'verified' : 'BROKEN'} (${verify.entries} entries)`,
  );
} finally {
  for (const s of servers) s.kill();
  await database.close();
  await scratch.drop();
}
print(
  failures.length
    ? `FAILED: ${failures.join('; ')}`
    : `passed in ${((performance.now() - started) / 1000).toFixed(1)} s: every contract-period paid once, agent2a frozen, the ledger verifies`,
);
if (failures.length) process.exitCode = 1;
