// Wallet operations per second and their p50/p99 through the HTTP API at 16 concurrent clients on
// PostgreSQL, and in the same run `pgbench -c 16 -T 20` (tpcb-like) on the same server: the ratio
// says how close a full wallet operation (HTTP, session, validation, ledger entry with locks and
// idempotency key, balance answer) comes to PostgreSQL's own bank-transfer benchmark.
// Target (issue 5): ratio ≥ 1.0 with p99 ≤ 25 ms.
//   npm run bench:wallet        (needs DATABASE_URL; BENCH_SECONDS to change the duration)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { setAuthSettings } from '../apps/server/test/test-app.ts';
import { api, wireBody } from './support/http.ts';
import { postgresCpuMs, processCpuMs } from './support/cpu.ts';
import { SIMULATOR_SECRET, startSimulatorProcess } from '../apps/server/test/vendor-simulator.ts';
import { createScratchDatabase, startServer } from './support/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clients = 16;

const scratch = await createScratchDatabase();
const database = await openDatabase({ url: scratch.url, dataDir: '' });
await database.migrate();
await seedDemo(database.db);
await setAuthSettings(database.db, 'lobby', { secondStep: 'NONE' });
const db = database.db;
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
      { accountId: main, amountMinor: 100_000_000n },
      { accountId: transit, amountMinor: -100_000_000n },
    ],
  });
}

// The vendor wallet is at the external vendor simulator, a process of its own reached over HTTP.
const simulator = await startSimulatorProcess();
const server = await startServer(scratch.url, undefined, {
  VENDOR_SIM_URL: simulator.url,
  VENDOR_SIM_SECRET: SIMULATOR_SECRET,
});
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

/** Each client moves money main → vendor and back, one request after another. */
const cpuBefore = { server: processCpuMs(server.pid), pg: postgresCpuMs(), client: process.cpuUsage() };
const latencies: number[] = [];
let errors = 0;
const until = Date.now() + seconds * 1000;
await Promise.all(
  tokens.map(async (token) => {
    for (let n = 0; Date.now() < until; n++) {
      const started = performance.now();
      const res = await api(server.address, token, 'POST', '/wps/relay/GCS_walletTransfer', {
        type: n % 2 === 0 ? 'IN' : 'OUT',
        vendorCode: vendor,
        amount: 10,
        requestId: randomUUID(),
      });
      latencies.push(performance.now() - started);
      if (res.status !== 200) errors++;
    }
  }),
);
const cpu = {
  server: processCpuMs(server.pid) - cpuBefore.server,
  pg: postgresCpuMs() - cpuBefore.pg,
  client: (() => {
    const u = process.cpuUsage(cpuBefore.client);
    return (u.user + u.system) / 1000;
  })(),
};
server.kill();
await simulator.close();
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
const walletOps = latencies.length / seconds;
const verify = await ledger.verify();
// Who pgbench's ledger-only run moves money for: each client one bench member's main and vendor wallets.
await db.execute(sql`create table bench_accounts as
  select (row_number() over (order by m.id) - 1)::int as c, m.id as member_id, main.id as main, v.id as vendor
  from members m
  join ledger_accounts main on main.member_id = m.id and main.kind = 'MAIN'
  join ledger_accounts v on v.member_id = m.id and v.kind = 'VENDOR' and v.vendor_code = ${vendor}
  where m.account like 'wallet%'`);
await database.close();

// pgbench on the same server, its own database, tpcb-like (the default script).
const url = new URL(scratch.url);
const pgArgs = [
  '-h',
  url.hostname,
  '-p',
  url.port || '5432',
  '-U',
  decodeURIComponent(url.username) || 'postgres',
];
const pgDb = `${url.pathname.slice(1)}`;
execFileSync('pgbench', [...pgArgs, '-i', '-q', '-s', String(clients), pgDb], { stdio: 'ignore' });
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

// The ceiling: PostgreSQL alone running one wallet operation's ledger statement (the ledger_post
// call of a transfer in), no HTTP, no Node, no vendor: what the HTTP figure could reach at best.
const script = path.join(mkdtempSync(path.join(tmpdir(), 'bench-wallet-')), 'ledger-post.sql');
writeFileSync(
  script,
  `\\set c :client_id\n` +
    `select ledger_post(${brand!.id}, 'TRANSFER_IN', md5(random()::text || clock_timestamp()::text), 'bench', ` +
    `a.member_id, 'bench', null, now(), array[a.main, a.vendor], array[-1, 1]::bigint[], false) ` +
    `from bench_accounts a where a.c = :c;\n`,
);
const ledgerOut = execFileSync(
  'pgbench',
  [...pgArgs, '-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, pgDb],
  { encoding: 'utf8' },
);
const ledgerTps = Number(/tps = ([\d.]+)/.exec(ledgerOut)?.[1] ?? 0);
await scratch.drop();

const perOp = (ms: number, n: number) => `${n ? ((ms * 1000) / n).toFixed(0) : '–'} µs`;
process.stdout.write(
  `PostgreSQL, ${clients} concurrent clients, ${seconds} s each\n` +
    `wallet operations (main ⇄ vendor transfer over HTTP): ${walletOps.toFixed(0)}/s   p50 ${at(0.5).toFixed(1)} ms   p99 ${at(0.99).toFixed(1)} ms   errors ${errors}   ledger ${verify.ok ? 'verified' : 'BROKEN'}\n` +
    `  CPU per operation: server ${perOp(cpu.server, latencies.length)}, PostgreSQL ${perOp(cpu.pg, latencies.length)}, load client ${perOp(cpu.client, latencies.length)}\n` +
    `pgbench tpcb-like: ${tps.toFixed(0)} tps\n` +
    `  CPU per transaction: PostgreSQL ${perOp(pgbenchCpu.pg, transactions)}, pgbench ${perOp(pgbenchCpu.client, transactions)}\n` +
    `PostgreSQL alone running the operation's ledger statement (pgbench -f ledger_post, no HTTP): ${ledgerTps.toFixed(0)} tps, ${(ledgerTps / tps).toFixed(2)} of tpcb-like\n` +
    `ratio wallet/pgbench: ${(walletOps / tps).toFixed(2)}   (target ≥ 1.00 with p99 ≤ 25 ms)\n`,
);
