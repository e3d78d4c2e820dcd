// The house slot's return to player, sampled, and its spins per second over HTTP.
// The engine: plays SPINS rounds (default 10^7) through the engine with node:crypto HMAC streams, as
// the server does (one seed pair, nonces 0 … SPINS − 1), and sets the empirical RTP against the
// declared SLOT_RTP and the exact one computed from strips and paytable, with the spread per round,
// hit and free-spin frequencies, the top win and the speed.
// Target: the empirical RTP within ±1 % of the declared one over 10^7 rounds.
// Over HTTP (needs DATABASE_URL): the real server on a scratch PostgreSQL database, 16 funded members
// each logged in and launching the house slot as the site does, then spinning one round after
// another for BENCH_SECONDS (default 20): spins/s, p50/p99 and CPU per spin beside the engine's
// rounds/s, i.e. what a round costs once it is a wallet transaction and an HTTP call.
//   npm run bench:slot           (SPINS to change the count, SEED for another server seed,
//                                 SLOT_ENGINE=speed to skip the RTP sample and only time the engine,
//                                 BENCH_SECONDS for the HTTP run's length, SLOT_CLIENTS its clients)
import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_API } from '@openlobby/contracts';
import { SLOT_RTP, exactRtpBreakdown, verifySlotRound, type THmac } from '@openlobby/house-games';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { setAuthSettings } from '../apps/server/test/test-app.ts';
import { postgresCpuMs, processCpuMs } from './support/cpu.ts';
import { api, wireBody } from './support/http.ts';
import { createScratchDatabase, startServer } from './support/server-process.ts';

/** SLOT_ENGINE=speed: no RTP sample (the 10^7 rounds take a while), only the engine's speed. */
const rtpSample = process.env.SLOT_ENGINE !== 'speed';
const rounds = rtpSample ? Number(process.env.SPINS ?? 10_000_000) : 100_000;
const serverSeed = process.env.SEED ?? '5e0f4c1b8a27d9364e5f0a1b2c3d4e5f60718293a4b5c6d7e8f9001122334455';
const clientSeed = 'bench';
const bet = 20; // minor units: one per line
const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const pct = (x: number, digits = 3) => `${(100 * x).toFixed(digits)} %`;

/** The engine alone: SPINS rounds, their RTP figures (unless only the speed is asked) and rounds/s. */
function sampleEngine() {
  let won = 0;
  let squares = 0;
  let hits = 0;
  let triggers = 0;
  let capped = 0;
  let freeSpins = 0;
  let maxRound = 0;
  let maxSpin = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) {
    const round = verifySlotRound(hmac, serverSeed, clientSeed, nonce, bet);
    const x = round.totalWin / bet;
    won += round.totalWin;
    squares += x * x;
    if (round.totalWin > 0) hits++;
    if (round.freeSpinsAwarded > 0) triggers++;
    if (round.freeSpinsAwarded === 50) capped++;
    freeSpins += round.freeSpins.length;
    maxRound = Math.max(maxRound, x);
    for (const spin of [round.base, ...round.freeSpins]) maxSpin = Math.max(maxSpin, spin.win / bet);
  }
  const seconds = (performance.now() - started) / 1000;
  const speed = rounds / seconds;
  if (!rtpSample) {
    console.log(
      `engine             RTP sample skipped (SLOT_ENGINE=speed); speed timed on ${rounds.toLocaleString('en')} rounds`,
    );
    console.log(
      `speed              ${Math.round(speed).toLocaleString('en')} rounds/s (${seconds.toFixed(1)} s)`,
    );
    return speed;
  }

  const exact = exactRtpBreakdown();
  const empirical = won / (rounds * bet);
  const sd = Math.sqrt(squares / rounds - empirical * empirical);
  const halfWidth = (1.96 * sd) / Math.sqrt(rounds);
  const within = Math.abs(empirical - SLOT_RTP) <= 0.01 * SLOT_RTP;

  console.log(`rounds             ${rounds.toLocaleString('en')}`);
  console.log(`declared RTP       ${pct(SLOT_RTP, 2)}`);
  console.log(
    `exact RTP          ${pct(exact.total, 4)}  (base lines ${pct(exact.baseLines, 2)}, base scatters ${pct(exact.baseScatter, 2)}, free spins ${pct(exact.freeSpins, 2)})`,
  );
  console.log(`empirical RTP      ${pct(empirical)}  (95 % interval ± ${pct(halfWidth)})`);
  console.log(
    `difference         ${pct(empirical - SLOT_RTP)} points, ${pct((empirical - SLOT_RTP) / SLOT_RTP, 2)} of the declared RTP: ${within ? 'within' : 'OUTSIDE'} ±1 %`,
  );
  console.log(`sd per round       ${sd.toFixed(3)} total bets`);
  console.log(`hit frequency      ${pct(hits / rounds, 2)} of rounds win something`);
  console.log(
    `free spins         triggered in ${pct(triggers / rounds)} of rounds (1 in ${(rounds / triggers).toFixed(1)}; exact 1 in ${(1 / exact.freeSpinTrigger).toFixed(1)}), ${(freeSpins / triggers).toFixed(2)} spins per trigger (exact ${exact.freeSpinsPerTrigger.toFixed(2)}), cap of 50 reached ${capped} times`,
  );
  console.log(
    `max win            ${maxRound.toFixed(2)} total bets in a round, ${maxSpin.toFixed(2)} in one spin`,
  );
  console.log(
    `speed              ${Math.round(speed).toLocaleString('en')} rounds/s (${seconds.toFixed(1)} s)`,
  );
  return speed;
}

/**
 * The slot over HTTP: members log in and launch the house slot as the site does, then each spins
 * one round after another (bet 1, a fresh request id each) on its own launch token.
 */
async function spinOverHttp(engineSpeed: number) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const clients = Number(process.env.SLOT_CLIENTS ?? 16);
  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url, dataDir: '' });
  await database.migrate();
  await seedDemo(database.db);
  await setAuthSettings(database.db, 'lobby', { secondStep: 'NONE' });
  const db = database.db;
  const rows = <T>(q: ReturnType<typeof sql>) =>
    db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);
  const [brand] = await rows<{ id: number; currency: string }>(
    sql`select id, currency_code as currency from brands where code = 'lobby'`,
  );
  const [slot] = await rows<{ node_id: number }>(sql`
    select g.id as node_id from games g join vendors v on v.id = g.vendor_id
    where v.integration = 'HOUSE' order by g.id limit 1`);
  const hash = await hashPassword('Bench12345');
  const ledger = createLedger({ db });
  const fund = 100_000_000n; // a million bets of 1 each
  for (let i = 0; i < clients; i++) {
    const [m] = await rows<{ id: number }>(sql`insert into members (brand_id, account, nickname, type,
      password_hash, register_method) values (${brand!.id}, ${`slot${i}`}, ${`Slot ${i}`}, 0, ${hash}, 'SEED')
      returning id`);
    const [main, transit] = await ledger.inTransaction(async (tx) => [
      await ledger.memberAccount(tx, {
        brandId: brand!.id,
        memberId: m!.id,
        kind: 'MAIN',
        currency: brand!.currency,
      }),
      await ledger.brandAccount(tx, {
        brandId: brand!.id,
        kind: 'CASH_IN_TRANSIT',
        currency: brand!.currency,
      }),
    ]);
    await ledger.post({
      brandId: brand!.id,
      kind: 'DEPOSIT',
      idempotencyKey: `bench-slot-fund-${i}`,
      payload: {},
      memberId: m!.id,
      postings: [
        { accountId: main, amountMinor: fund },
        { accountId: transit, amountMinor: -fund },
      ],
    });
  }

  const server = await startServer(scratch.url);
  const base = server.address;
  const pages: string[] = [];
  try {
    for (let i = 0; i < clients; i++) {
      const login = await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          await wireBody(base, 'POST', '/wps/session/login', {
            username: `slot${i}`,
            password: 'Bench12345',
          }),
        ),
      });
      const token = ((await login.json()) as { value: { token: string } }).value.token;
      const launched = await api(base, token, 'POST', GAMES_API.launchGame, {
        nodeId: slot!.node_id,
        accountType: 1,
      });
      const url = (launched.body.value as { game_url?: string } | undefined)?.game_url;
      if (launched.status !== 200 || !url)
        throw new Error(`launch failed: ${launched.status} ${JSON.stringify(launched.body)}`);
      pages.push(new URLSearchParams(new URL(url, base).hash.slice(1)).get('token')!);
    }

    const cpuBefore = { server: processCpuMs(server.pid), pg: postgresCpuMs(), client: process.cpuUsage() };
    const latencies: number[] = [];
    const errorCodes = new Map<string, number>();
    let won = 0;
    const started = performance.now();
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      pages.map(async (page) => {
        while (Date.now() < until) {
          const at = performance.now();
          const res = await api(base, page, 'POST', HOUSE_API.slotSpin, { bet: 1, requestId: randomUUID() });
          latencies.push(performance.now() - at);
          if (res.status === 200) won += (res.body.value as { round: { win: number } }).round.win;
          else {
            const code = `${res.status} ${res.body.errorCode ?? ''}`.trim();
            errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const client = process.cpuUsage(cpuBefore.client);
    const cpu = {
      server: processCpuMs(server.pid) - cpuBefore.server,
      pg: postgresCpuMs() - cpuBefore.pg,
      client: (client.user + client.system) / 1000,
    };
    const verify = await ledger.verify();

    latencies.sort((a, b) => a - b);
    const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
    const errors = [...errorCodes.values()].reduce((a, b) => a + b, 0);
    const spins = latencies.length;
    const perSpin = (ms: number) => `${spins ? ((ms * 1000) / spins).toFixed(0) : '–'} µs`;
    console.log(
      `\nslot spins over HTTP: ${(spins / elapsed).toFixed(0)}/s  p50 ${q(0.5).toFixed(1)} ms  p99 ${q(0.99).toFixed(1)} ms  errors ${errors}` +
        `${errors ? ` (${[...errorCodes].map(([c, n]) => `${c} ×${n}`).join(', ')})` : ''}`,
    );
    console.log(
      `  ${clients} clients, ${elapsed.toFixed(1)} s, PostgreSQL; ${spins.toLocaleString('en')} spins of 1 ${brand!.currency}, ` +
        `returned ${spins - errors ? pct(won / (spins - errors), 1) : '–'}; ledger ${verify.ok ? 'verified' : 'BROKEN'}`,
    );
    console.log(
      `  CPU per spin: server ${perSpin(cpu.server)}, PostgreSQL ${perSpin(cpu.pg)}, load client ${perSpin(cpu.client)}`,
    );
    console.log(
      `engine alone: ${Math.round(engineSpeed).toLocaleString('en')} rounds/s on one core (${(engineSpeed / Math.max(1, spins / elapsed)).toFixed(0)}× the HTTP figure)`,
    );
    for (const p of verify.problems) console.log(`  problem: ${p}`);
  } finally {
    server.kill();
    await database.close();
    await scratch.drop();
  }
}

const engineSpeed = sampleEngine();
if (process.env.DATABASE_URL) await spinOverHttp(engineSpeed);
else console.log('\nslot spins over HTTP: skipped (set DATABASE_URL to a PostgreSQL server to run them)');
