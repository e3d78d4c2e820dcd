// The bank test (issues 5 and 13): 32 concurrent clients for at least 20 s move money through the
// HTTP API on PostgreSQL — deposits and their approvals (by finance and by the gateway's signed
// notification), withdrawals (held, paid out and confirmed, or rejected), main ⇄ vendor transfers,
// transfers to the upline, and retries of requests with the same id — while an external seamless
// vendor's game calls the seamless wallet for its own players: debits, credits (about half the
// rounds), rollbacks (some sent at the same time as their own debit), retries of the same txId
// (the same payload answers the same result) and reuses of a txId with another amount (refused).
// Then the books are checked: ledger:verify passes, every account sums to zero, no member balance
// is negative, every acknowledged operation is in the ledger exactly once, every acknowledged
// seamless call that moved money is in it exactly once with its amount (`seamless:<vendor>:<txId>`),
// no refused seamless call moved money, and each seamless player's balance is what its answers say.
//   npm run test:bank              (BANK_SECONDS, BANK_CLIENTS, BANK_SEAMLESS_CLIENTS to change the load)
//   npm run test:crash             the same while the server is killed (SIGKILL) and restarted
//                                  BANK_KILLS times: a seamless call without an answer is sent again
//                                  with the same txId after the restart, as a vendor does, and must
//                                  answer its stored result or a clean refusal
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { signNotification } from '../apps/server/src/modules/payments/sandbox-gateway.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { setAuthSettings } from '../apps/server/test/test-app.ts';
import { SIMULATOR_SECRET, startSimulatorProcess } from '../apps/server/test/vendor-simulator.ts';
import { createScratchDatabase, startServer, type TServer } from './support/server-process.ts';
import { adminToken, api, wireBody, type TAnswer } from './support/http.ts';
import { createChannelSecrets } from '../apps/server/src/modules/payments/channel-secrets.ts';
import { testSecretBox } from '../apps/server/test/test-secrets.ts';
import { seamlessBankPlayers } from './support/bank-seamless.ts';
import { setUpSeamlessVendor } from './support/seamless-vendor.ts';

const seconds = Number(process.env.BANK_SECONDS ?? 20);
const clients = Number(process.env.BANK_CLIENTS ?? 32);
const crash = process.argv.includes('--crash');
const kills = Number(process.env.BANK_KILLS ?? 3);
const seamlessClients = Number(process.env.BANK_SEAMLESS_CLIENTS ?? 8);

const scratch = await createScratchDatabase();
const database = await openDatabase({ url: scratch.url, dataDir: '' });
await database.migrate();
await seedDemo(database.db);
await setAuthSettings(database.db, 'lobby', { secondStep: 'NONE' });
// Withdrawals all day long for the load, from 100 up.
await database.db
  .execute(sql`update payment_settings set withdrawal_daily_count = 100000, turnover_percent = 0
  where brand_id = (select id from brands where code = 'lobby')`);
const db = database.db;
const one = async <T>(q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
const brand = await one<{ id: number }>(sql`select id from brands where code = 'lobby'`);
const agent = await one<{ id: number }>(
  sql`select id from members where brand_id = ${brand.id} and account = 'agent1'`,
);
const paymentHash = await hashPassword('135790');
const loginHash = await hashPassword('Bank12345');
for (let i = 0; i < clients; i++) {
  await db.execute(sql`insert into members (brand_id, account, nickname, type, password_hash, payment_password_hash,
    upline_id, register_method) values (${brand.id}, ${`bank${i}`}, ${`Bank ${i}`}, 0, ${loginHash}, ${paymentHash},
    ${agent.id}, 'SEED')`);
}
const channels = (
  (await db.execute(
    sql`select id, gateway, secret from payment_channels where brand_id = ${brand.id} order by id`,
  )) as unknown as { rows: { id: number; gateway: string; secret: string | null }[] }
).rows;
const stored = channels.find((c) => c.gateway === 'sandbox')!;
// The channel's secret is sealed at rest; the bench signs as the gateway, with the opened secret.
const sandbox = {
  ...stored,
  secret: createChannelSecrets(testSecretBox()).open(stored.id, 'secret', stored.secret!),
};
const bank = channels.find((c) => c.gateway === 'manual')!;
// The external seamless vendor and its players, set up before the server reads the database.
const seamlessFund = 1_000_000_000n;
const seamless = await setUpSeamlessVendor(db, {
  members: seamlessClients,
  prefix: 'bankseamless',
  fundMinor: seamlessFund,
});

// Vendor wallets live at the external vendor simulator, a process of its own reached over HTTP.
const simulator = await startSimulatorProcess();
const simEnv = { VENDOR_SIM_URL: simulator.url, VENDOR_SIM_SECRET: SIMULATOR_SECRET };
let server: TServer = await startServer(scratch.url, undefined, simEnv);
const base = () => server.address;
const tokens: string[] = [];
for (let i = 0; i < clients; i++) {
  const body = await wireBody(base(), 'POST', '/wps/session/login', {
    username: `bank${i}`,
    password: 'Bank12345',
  });
  const res = (await (
    await fetch(`${base()}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as { value: { token: string } };
  tokens.push(res.value.token);
}
const finance = await adminToken(base());
// Payout accounts straight into the database (binding them is rate-limited per address).
const payoutAccounts = (
  (await db.execute(sql`insert into payout_accounts (brand_id, member_id, kind, bank_name, account_name, account_number)
    select brand_id, id, 'BANK', 'Load Test Bank', 'Bank Tester', '6222 ' || id from members
    where brand_id = ${brand.id} and account like 'bank%' order by account returning id, member_id`)) as unknown as {
    rows: { id: number; member_id: number }[];
  }
).rows;
const payoutAccountOf = new Map(payoutAccounts.map((a) => [a.member_id, a.id]));
const vendors = (
  (await api(base(), tokens[0]!, 'GET', '/wps/relay/GCS_merchantWallet')).body.value as {
    wallets: { vendorCode: string }[];
  }
).wallets
  .slice(0, 4)
  .map((w) => w.vendorCode);

/** Every acknowledged operation: the ledger key it must have been applied under. */
const acknowledged = new Map<string, string>();
const counts = { ok: 0, refused: 0, failed: 0, retried: 0 };
const tally = (a: TAnswer, key?: string, what = '') => {
  if (a.status === 200) {
    counts.ok++;
    if (key) acknowledged.set(key, what);
  } else if (a.status === 0 || a.status >= 500) counts.failed++;
  else counts.refused++;
};
const amount = () => Math.round(1 + Math.random() * 300) / (Math.random() < 0.5 ? 1 : 4);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function client(i: number, until: number) {
  const token = tokens[i]!;
  const memberId = await one<{ id: number }>(
    sql`select id from members where brand_id = ${brand.id} and account = ${`bank${i}`}`,
  ).then((r) => r.id);
  let last: (() => Promise<void>) | undefined;
  while (Date.now() < until) {
    const roll = Math.random();
    let op: () => Promise<void>;
    if (roll < 0.3) {
      const requestId = randomUUID();
      const viaGateway = Math.random() < 0.5;
      const payload = {
        channelId: (viaGateway ? sandbox : bank).id,
        amount: Math.ceil(amount() + 100),
        requestId,
      };
      op = async () => {
        const created = await api(base(), token, 'POST', '/wps/payments/deposits', payload);
        if (created.status !== 200) return tally(created);
        const d = created.body.value as { id: number; reference: string; amount: number };
        if (viaGateway) {
          const note = JSON.stringify({
            reference: d.reference,
            amount: d.amount,
            currency: 'CNY',
            gatewayTxId: `BANK-${d.id}`,
            status: 'PAID',
            paidAt: new Date().toISOString(),
          });
          const res = await fetch(`${base()}/payments/callback/sandbox`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-sandbox-signature': signNotification(sandbox.secret!, note, new Date()),
            },
            body: note,
          }).then(
            (r) => ({ status: r.status, body: {} as Record<string, unknown> }),
            () => ({ status: 0, body: {} }),
          );
          tally(res, `deposit:${d.id}`, 'deposit via gateway');
        } else {
          const res = await api(base(), finance, 'POST', `/admin/api/deposits/${d.id}/approve`, {});
          tally(res, `deposit:${d.id}`, 'deposit approved');
        }
      };
    } else if (roll < 0.42) {
      // A withdrawal: held at request, then paid out and confirmed, or rejected (released).
      const requestId = randomUUID();
      const payload = {
        payoutAccountId: payoutAccountOf.get(memberId)!,
        amount: 100 + Math.round(Math.random() * 100),
        paymentPassword: '135790',
        requestId,
      };
      const payOut = Math.random() < 0.6;
      op = async () => {
        const held = await api(base(), token, 'POST', '/wps/payments/withdrawals', payload);
        if (held.status !== 200) return tally(held);
        const w = held.body.value as { id: number; status: string };
        tally(held, `withdraw:${w.id}`, 'withdrawal held');
        if (payOut) {
          await api(base(), finance, 'POST', `/admin/api/withdrawals/${w.id}/approve`);
          const paid = await api(base(), finance, 'POST', `/admin/api/withdrawals/${w.id}/payout`, {
            reference: `LOAD-${w.id}`,
          });
          tally(paid, `withdrawal-payout:${w.id}`, 'withdrawal paid');
          if (paid.status === 200)
            tally(
              await api(base(), token, 'POST', `/wps/payments/withdrawals/${w.id}/confirm`, {
                answer: 'RECEIVED',
              }),
            );
        } else {
          const rejected = await api(base(), finance, 'POST', `/admin/api/withdrawals/${w.id}/reject`, {
            reason: 'load test',
          });
          tally(rejected, `withdrawal-release:${w.id}`, 'withdrawal released');
        }
      };
    } else if (roll < 0.8) {
      const requestId = randomUUID();
      const type = Math.random() < 0.55 ? 'IN' : 'OUT';
      const payload = { type, vendorCode: pick(vendors), amount: amount(), requestId };
      op = async () =>
        tally(
          await api(base(), token, 'POST', '/wps/relay/GCS_walletTransfer', payload),
          `wallet:${memberId}:${requestId}`,
          'transfer',
        );
    } else if (roll < 0.85) {
      const requestId = randomUUID();
      op = async () =>
        tally(
          await api(base(), token, 'POST', '/wps/relay/GCS_walletTransfer', { type: 'ALL_OUT', requestId }),
        );
    } else if (roll < 0.93) {
      const requestId = randomUUID();
      const payload = { amount: amount(), paymentPassword: '135790', requestId };
      op = async () =>
        tally(
          await api(base(), token, 'POST', '/wps/member/transfer/upline', payload),
          `upline:${memberId}:${requestId}`,
          'upline',
        );
    } else {
      // A retry of the previous request with the same id: it must apply at most once.
      op = last ?? (async () => undefined);
      counts.retried++;
    }
    const failedBefore = counts.failed;
    await op();
    last = op;
    // The server is down (crash test): wait a little instead of spinning.
    if (counts.failed > failedBefore) await new Promise((r) => setTimeout(r, 50));
  }
}

const seamlessPlayers = seamlessBankPlayers(seamless, seamlessFund, base);
const sc = seamlessPlayers.counts;
const seamlessProblems = seamlessPlayers.problems;

const started = Date.now();
const until = started + seconds * 1000;
const killer = crash
  ? (async () => {
      for (let k = 0; k < kills; k++) {
        await new Promise((r) => setTimeout(r, (seconds * 1000) / (kills + 1)));
        server.kill();
        server = await startServer(scratch.url, server.port, simEnv);
      }
    })()
  : Promise.resolve();
await Promise.all([
  ...Array.from({ length: clients }, (_, i) => client(i, until)),
  ...seamless.members.map((m) => seamlessPlayers.play(m, until)),
  killer,
]);
const elapsed = (Date.now() - started) / 1000;
server.kill();
seamlessPlayers.close();
await simulator.close();

const verify = await createLedger({ db }).verify();
const negative = await one<{ n: string }>(
  sql`select count(*)::text as n from ledger_accounts where balance_minor < 0`,
);
const keys = [...acknowledged.keys()];
const found = new Set(
  (
    (await db.execute(
      sql`select idempotency_key from journal_entries where brand_id = ${brand.id}`,
    )) as unknown as { rows: { idempotency_key: string }[] }
  ).rows.map((r) => r.idempotency_key),
);
const missing = keys.filter((k) => !found.has(k));

const { moves: seamlessMoves, unknown: seamlessUnknown } = await seamlessPlayers.check(db, brand.id);
process.stdout.write(
  `bank test${crash ? ` with ${kills} SIGKILL restarts` : ''}: ${clients} clients, ${elapsed.toFixed(1)} s, PostgreSQL\n` +
    `operations ok ${counts.ok}, refused ${counts.refused}, failed ${counts.failed}, retries ${counts.retried}\n` +
    `ledger: ${verify.entries} entries, ${verify.postings} postings, ${verify.accounts} accounts; verify ${verify.ok ? 'ok' : 'FAILED'}\n` +
    `negative balances ${negative.n}; acknowledged ${keys.length}, missing from the ledger ${missing.length}\n` +
    `seamless (${seamless.members.length} players of ${seamless.vendorCode}): ${sc.calls} calls (${sc.debits} debits, ${sc.credits} credits, ${sc.rollbacks} rollbacks, ${sc.racing} of them racing their debit), ` +
    `ok ${sc.ok}, refused ${[...sc.refused].map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}\n` +
    `  same-txId retries ${sc.retries}, answered the stored result ${sc.replaysMatched}; reused with another amount ${sc.duplicates}, refused DUPLICATE_TRANSACTION ${sc.duplicatesRefused}\n` +
    `  no answer ${sc.unanswered} times; sent again: the stored result ${sc.settledStored}, applied then ${sc.settledFresh}, refused ${sc.settledRefused}; never answered ${seamlessUnknown}\n` +
    `  acknowledged money moves ${seamlessMoves}, each in the ledger once with its amount unless listed; problems ${seamlessProblems.length}\n`,
);
for (const p of verify.problems) process.stdout.write(`  problem: ${p}\n`);
for (const k of missing.slice(0, 10)) process.stdout.write(`  missing: ${k} (${acknowledged.get(k)})\n`);
for (const p of seamlessProblems.slice(0, 20)) process.stdout.write(`  seamless: ${p}\n`);
await database.close();
await scratch.drop();
const passed =
  verify.ok &&
  negative.n === '0' &&
  missing.length === 0 &&
  seamlessProblems.length === 0 &&
  (crash || seamlessUnknown === 0) &&
  elapsed >= seconds;
process.stdout.write(passed ? 'PASSED\n' : 'FAILED\n');
process.exit(passed ? 0 : 1);
