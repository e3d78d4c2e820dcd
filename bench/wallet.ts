// The seamless wallet's hot path (issue 13): an external vendor's signed debit / credit / rollback
// calls through the HTTP API (`POST /gw/seamless/:vendor/...`: signature, player, game session,
// idempotency on the vendor's transaction id, one ledger entry, the balance answer), at 16
// concurrent clients on PostgreSQL, measured against PostgreSQL's own `pgbench` on the same server.
//   run 1: 16 clients on distinct members, each looping rounds: a debit, a credit for about half
//          the rounds (random win, 0 allowed), a rollback of the debit for 1 % of them.
//   run 2: the same with 10 % of the rounds on one hot member (its own game session).
//   extras: the transfer wallet (main ⇄ vendor through the vendor simulator), `ledger:verify`,
//          pgbench tpcb-like, pgbench running only the ledger statement of a stake, and run 1 on
//          the embedded PGlite.
// Every HTTP call is one operation. Targets: seamless/pgbench ≥ 1.00 with p99 ≤ 25 ms, the hot
// member's p99 ≤ 50 ms, no errors; the ledger statement alone ≥ 2.00 × pgbench.
//   npm run bench:wallet        (needs DATABASE_URL; BENCH_SECONDS sets each run's duration, 20 s)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { POST_ENTRY_SQL } from '../apps/server/src/modules/ledger/ledger.repo.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { setAuthSettings } from '../apps/server/test/test-app.ts';
import { SIMULATOR_SECRET, startSimulatorProcess } from '../apps/server/test/vendor-simulator.ts';
import { postgresCpuMs, processCpuMs } from './support/cpu.ts';
import { api, wireBody } from './support/http.ts';
import {
  seamlessClient,
  setUpSeamlessVendor,
  type TSeamlessAnswer,
  type TSeamlessMember,
  type TSeamlessSetup,
} from './support/seamless-vendor.ts';
import { createScratchDatabase, startServer, type TServer } from './support/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const transferSeconds = Math.max(3, Math.ceil(seconds / 4));
const clients = 16;
/** Refusals the wallet may rightly answer in this load (a member out of funds); anything else non-200 is an error. */
const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_BALANCE']);

type TCpu = { server: number; pg: number | null; client: number };
type TRun = {
  calls: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  refusals: number;
  /** A few distinct error answers (status and code), to say what failed. */
  errorSamples: string[];
  hot: { calls: number; p50: number; p99: number } | null;
  cpu: TCpu;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;

/**
 * 16 clients, each on its own member, loop rounds for `seconds`: debit (fresh txId, stake 1–1000),
 * then a rollback of it in 1 % of rounds or a credit (win 0–2 × stake) in about half. With
 * `hotShare`, that share of rounds is played on the hot member instead, whose latencies are also
 * kept apart. CPU is read from /proc around the run (PostgreSQL's only when `pg` is true).
 */
async function seamlessRun(
  server: TServer,
  setup: TSeamlessSetup,
  o: { tag: string; hotShare: number; pg: boolean; seconds?: number },
): Promise<TRun> {
  const client = seamlessClient(setup, { maxSockets: clients * 2 });
  const own = setup.members.slice(0, clients);
  const hotMember = setup.members[clients]!;
  const latencies: number[] = [];
  const hotLatencies: number[] = [];
  const samples = new Set<string>();
  let errors = 0;
  let refusals = 0;
  /** Counts one answer; false when the round cannot go on (its debit was not taken). */
  const record = (a: TSeamlessAnswer, hot: boolean) => {
    latencies.push(a.ms);
    if (hot) hotLatencies.push(a.ms);
    if (a.status === 200) return true;
    if (a.body.errorCode && EXPECTED_REFUSALS.has(a.body.errorCode)) refusals++;
    else {
      errors++;
      if (samples.size < 5) samples.add(`${a.status} ${a.body.errorCode ?? '(no code)'}`);
    }
    return false;
  };
  const before = {
    server: processCpuMs(server.pid),
    pg: o.pg ? postgresCpuMs() : 0,
    client: process.cpuUsage(),
  };
  const started = performance.now();
  const until = Date.now() + (o.seconds ?? seconds) * 1000;
  await Promise.all(
    own.map(async (mine, c) => {
      for (let n = 0; Date.now() < until; n++) {
        const hot = o.hotShare > 0 && Math.random() < o.hotShare;
        const member: TSeamlessMember = hot ? hotMember : mine;
        const roundId = `${o.tag}-${c}-${n}`;
        const stake = 1 + Math.floor(Math.random() * 1000);
        const debit = await client.debit(server.address, member, {
          txId: `${roundId}-d`,
          roundId,
          amount: stake,
        });
        if (!record(debit, hot)) continue;
        const r = Math.random();
        if (r < 0.01)
          record(
            await client.rollback(server.address, member, {
              txId: `${roundId}-r`,
              roundId,
              refTxId: `${roundId}-d`,
            }),
            hot,
          );
        else if (r < 0.51)
          record(
            await client.credit(server.address, member, {
              txId: `${roundId}-c`,
              roundId,
              amount: Math.floor(Math.random() * 2 * stake),
            }),
            hot,
          );
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(before.client);
  const cpu: TCpu = {
    server: processCpuMs(server.pid) - before.server,
    pg: o.pg ? postgresCpuMs() - before.pg : null,
    client: (used.user + used.system) / 1000,
  };
  client.close();
  latencies.sort((a, b) => a - b);
  hotLatencies.sort((a, b) => a - b);
  return {
    calls: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
    refusals,
    errorSamples: [...samples],
    hot:
      o.hotShare > 0
        ? { calls: hotLatencies.length, p50: quantile(hotLatencies, 0.5), p99: quantile(hotLatencies, 0.99) }
        : null,
    cpu,
  };
}

/** Members `wallet0..15` for the transfer-wallet line, each funded on MAIN, logging in by password. */
async function setUpTransferMembers(db: Db) {
  const rows = <T>(q: ReturnType<typeof sql>) =>
    db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);
  const [brand] = await rows<{ id: number }>(sql`select id from brands where code = 'lobby'`);
  const hash = await hashPassword('Bench12345');
  const ledger = createLedger({ db });
  for (let i = 0; i < clients; i++) {
    const [m] = await rows<{
      id: number;
    }>(sql`insert into members (brand_id, account, nickname, type, password_hash, register_method)
      values (${brand!.id}, ${`wallet${i}`}, ${`Wallet ${i}`}, 0, ${hash}, 'SEED') returning id`);
    const [main, transit] = await ledger.inTransaction(async (tx) => [
      await ledger.memberAccount(tx, { brandId: brand!.id, memberId: m!.id, kind: 'MAIN', currency: 'CNY' }),
      await ledger.brandAccount(tx, { brandId: brand!.id, kind: 'CASH_IN_TRANSIT', currency: 'CNY' }),
    ]);
    await ledger.post({
      brandId: brand!.id,
      kind: 'DEPOSIT',
      idempotencyKey: `bench-fund-${i}`,
      payload: {},
      memberId: m!.id,
      postings: [
        { accountId: main!, amountMinor: 100_000_000n },
        { accountId: transit!, amountMinor: -100_000_000n },
      ],
    });
  }
}

/** Each client moves money main → vendor and back through the simulator, one request after another. */
async function transferRun(server: TServer) {
  const tokens: string[] = [];
  for (let i = 0; i < clients; i++) {
    const res = await fetch(`${server.address}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        await wireBody(server.address, 'POST', '/wps/session/login', {
          username: `wallet${i}`,
          password: 'Bench12345',
        }),
      ),
    });
    tokens.push(((await res.json()) as { value: { token: string } }).value.token);
  }
  const vendor = (
    (await api(server.address, tokens[0]!, 'GET', '/wps/relay/GCS_merchantWallet')).body.value as {
      wallets: { vendorCode: string }[];
    }
  ).wallets[0]!.vendorCode;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = Date.now() + transferSeconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      for (let n = 0; Date.now() < until; n++) {
        const t0 = performance.now();
        const res = await api(server.address, token, 'POST', '/wps/relay/GCS_walletTransfer', {
          type: n % 2 === 0 ? 'IN' : 'OUT',
          vendorCode: vendor,
          amount: 10,
          requestId: randomUUID(),
        });
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
  };
}

/** Waits until a process id no longer exists (signal 0 throws ESRCH). */
async function waitForExit(pid: number) {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---- PostgreSQL: set-up, then the seamless runs and the transfer line against one server process.
const scratch = await createScratchDatabase();
const database = await openDatabase({ url: scratch.url, dataDir: '' });
await database.migrate();
await seedDemo(database.db);
await setAuthSettings(database.db, 'lobby', { secondStep: 'NONE' });
// 16 members for the clients, and the hot member last.
const setup = await setUpSeamlessVendor(database.db, { members: clients + 1 });
await setUpTransferMembers(database.db);
/** Every measured run starts just after a checkpoint: none pays for another's full-page writes. */
const settle = () => database.db.execute(sql`checkpoint`);

const simulator = await startSimulatorProcess();
const server = await startServer(scratch.url, undefined, {
  VENDOR_SIM_URL: simulator.url,
  VENDOR_SIM_SECRET: SIMULATOR_SECRET,
});
// One second untimed first: connections, prepared statements and the JIT warm up.
await seamlessRun(server, setup, { tag: 'w1', hotShare: 0, pg: true, seconds: 1 });
await settle();
const run1 = await seamlessRun(server, setup, { tag: 'r1', hotShare: 0, pg: true });
await settle();
const run2 = await seamlessRun(server, setup, { tag: 'r2', hotShare: 0.1, pg: true });
const transfer = await transferRun(server);
server.kill();
await simulator.close();

const verify = await createLedger({ db: database.db }).verify();
// Whose money pgbench's ledger-only run moves: client c stakes 1 from seamless member c's MAIN account.
await database.db.execute(
  sql`create table bench_accounts (c int primary key, member_id int, main bigint, revenue bigint)`,
);
for (const [c, m] of setup.members.slice(0, clients).entries())
  await database.db.execute(
    sql`insert into bench_accounts values (${c}, ${m.id}, ${m.mainAccountId}, ${setup.revenueAccountId})`,
  );
await database.close();

// ---- pgbench on the same server, in the scratch database: tpcb-like (the default script).
const url = new URL(scratch.url);
const pgArgs = [
  '-h',
  url.hostname,
  '-p',
  url.port || '5432',
  '-U',
  decodeURIComponent(url.username) || 'postgres',
];
const pgDb = url.pathname.slice(1);
execFileSync('pgbench', [...pgArgs, '-i', '-q', '-s', String(clients), pgDb], { stdio: 'ignore' });
const checkpoint = () =>
  execFileSync('psql', [...pgArgs, '-d', pgDb, '-qc', 'checkpoint'], { stdio: 'ignore' });
checkpoint();
const pgbenchBefore = { pg: postgresCpuMs(), self: processCpuMs(process.pid) };
const out = execFileSync(
  'pgbench',
  [...pgArgs, '-c', String(clients), '-j', '2', '-T', String(seconds), pgDb],
  {
    encoding: 'utf8',
  },
);
const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
const transactions = Number(/processed: (\d+)/.exec(out)?.[1] ?? 0);
// pgbench is a reaped child of this process: its CPU shows in this process's children's time.
const pgbenchCpu = {
  pg: postgresCpuMs() - pgbenchBefore.pg,
  client: processCpuMs(process.pid) - pgbenchBefore.self,
};

// The ceiling: PostgreSQL alone running the ledger's statement for a stake (a BET of two postings,
// member MAIN −1, brand GAME_REVENUE +1, random key), prepared as the server prepares it: no HTTP,
// no Node, no idempotency row. pgbench binds its parameters from expressions of its own.
const statementParams: Record<string, string> = {
  1: String(setup.brandId),
  2: `'BET'`,
  3: `md5(random()::text || clock_timestamp()::text)`,
  4: `'bench'`,
  5: `(select member_id from bench_accounts where c = :c)`,
  6: `'bench'`,
  7: `null`,
  8: `now()`,
  9: `(select array[main, revenue] from bench_accounts where c = :c)`,
  10: `'{-1,1}'`,
};
const script = path.join(mkdtempSync(path.join(tmpdir(), 'bench-wallet-')), 'ledger-post.sql');
writeFileSync(
  script,
  `\\set c :client_id\n` +
    POST_ENTRY_SQL.replace(/\/\*.*?\*\//g, '')
      .replace(/\$(\d+)/g, (_, n: string) => statementParams[n]!)
      .replace(/\s+/g, ' ')
      .trim() +
    ';\n',
);
checkpoint();
const ledgerOut = execFileSync(
  'pgbench',
  [
    ...pgArgs,
    '-n',
    '-M',
    'prepared',
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    '-f',
    script,
    pgDb,
  ],
  { encoding: 'utf8' },
);
const ledgerTps = Number(/tps = ([\d.]+)/.exec(ledgerOut)?.[1] ?? 0);
const ledgerFailed = Number(/number of failed transactions: (\d+)/.exec(ledgerOut)?.[1] ?? 0);
await scratch.drop();

// ---- The embedded PGlite: set up its data directory in this process, close it, then the server opens it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-wallet-pglite-'));
const embedded = await openDatabase({ url: '', dataDir });
await embedded.migrate();
await seedDemo(embedded.db);
const embeddedSetup = await setUpSeamlessVendor(embedded.db, { members: clients + 1 });
await embedded.close();
const embeddedServer = await startServer('', undefined, { DATA_DIR: dataDir });
await seamlessRun(embeddedServer, embeddedSetup, { tag: 'w1', hotShare: 0, pg: false, seconds: 1 });
const embeddedRun = await seamlessRun(embeddedServer, embeddedSetup, { tag: 'e1', hotShare: 0, pg: false });
embeddedServer.kill();
// The server was killed; its directory opens again once the process is gone.
await waitForExit(embeddedServer.pid);
const reopened = await openDatabase({ url: '', dataDir });
const embeddedVerify = await createLedger({ db: reopened.db }).verify();
await reopened.close();
rmSync(dataDir, { recursive: true, force: true });

// ---- Figures.
const perCall = (ms: number | null, n: number) =>
  ms === null ? 'n/a' : `${n ? ((ms * 1000) / n).toFixed(0) : '–'} µs`;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const runLine = (label: string, r: TRun) =>
  `${label}: ${r.perSecond.toFixed(0)} calls/s   p50 ${ms(r.p50)}   p99 ${ms(r.p99)}   errors ${r.errors}` +
  (r.refusals ? `   expected refusals ${r.refusals}` : '') +
  (r.hot ? `   hot member ${r.hot.calls} calls p50 ${ms(r.hot.p50)} p99 ${ms(r.hot.p99)}` : '') +
  (r.errorSamples.length ? `   (${r.errorSamples.join(', ')})` : '') +
  `\n  CPU per call: server ${perCall(r.cpu.server, r.calls)}, PostgreSQL ${perCall(r.cpu.pg, r.calls)}, load client ${perCall(r.cpu.client, r.calls)}\n`;
const verifyLine = (v: Awaited<ReturnType<ReturnType<typeof createLedger>['verify']>>) =>
  v.ok ? 'verified' : `BROKEN ${JSON.stringify(v.problems).slice(0, 300)}`;
const ratio = run1.perSecond / tps;
const ledgerRatio = ledgerTps / tps;
process.stdout.write(
  `PostgreSQL, ${clients} concurrent clients, ${seconds} s per run\n` +
    runLine('seamless run 1 (16 members)', run1) +
    runLine('seamless run 2 (10 % of rounds on one hot member)', run2) +
    `transfer wallet (main ⇄ vendor through the simulator, ${transferSeconds} s): ${transfer.perSecond.toFixed(0)}/s   p50 ${ms(transfer.p50)}   p99 ${ms(transfer.p99)}   errors ${transfer.errors}\n` +
    `ledger:verify: ${verifyLine(verify)}\n` +
    `pgbench tpcb-like: ${tps.toFixed(0)} tps\n` +
    `  CPU per transaction: PostgreSQL ${perCall(pgbenchCpu.pg, transactions)}, pgbench ${perCall(pgbenchCpu.client, transactions)}\n` +
    `pgbench ledger statement (a BET of 2 postings, prepared, no HTTP): ${ledgerTps.toFixed(0)} tps   failed ${ledgerFailed}\n` +
    `embedded PGlite, ${runLine('seamless run 1', embeddedRun)}` +
    `  ledger:verify (PGlite): ${verifyLine(embeddedVerify)}\n` +
    `ratio seamless/pgbench: ${ratio.toFixed(2)}   (target ≥ 1.00, p99 ≤ 25 ms; hot member p99 ≤ 50 ms, no errors)\n` +
    `ledger statement/pgbench: ${ledgerRatio.toFixed(2)}   (target ≥ 2.00)\n`,
);
