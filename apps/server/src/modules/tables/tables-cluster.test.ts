import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  GAMES_API,
  HOUSE_TABLES_API,
  type TTableEvent,
  type TTableSocketMessage,
} from '@openlobby/contracts';
import { remoteApp } from '../../../test/remote-app.ts';
import { startServer, type TServerProcess } from '../../../test/production-server.ts';
import { body, type TestApp } from '../../../test/test-app.ts';
import { createScratchPostgres, seededTemplate } from '../../../test/test-database.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { fundMember } from '../house/house-test-kit.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { defaultTable } from './tables-catalogue.ts';

/**
 * Two real server processes on one PostgreSQL and one Redis, as a deployment runs them: one leads
 * the table's clock (the advisory lock), both serve players. A player on each process sees the
 * same rounds and results, each round is paid once, and when the leader dies the other process
 * takes the table over and the rounds carry on.
 */
const ROUNDS_BEFORE_KILL = 3;
const BETTING_MS = 1_500;

let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
let database: Database;
let servers: TServerProcess[] = [];
let tableId: number;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  scratch = await createScratchPostgres('ol_cluster', seededTemplate());
  database = await openDatabase({ url: scratch.url, dataDir: '' });
  await database.migrate();
  const [brand] = await rows<{ id: number }>(sql`select id from brands where code = 'lobby'`);
  const table = { ...defaultTable('BACCARAT', 2), bettingMs: BETTING_MS, resultMs: 500 };
  const [created] = await rows<{ id: number }>(sql`
    insert into house_tables (brand_id, game, game_code, code, name, betting_ms, result_ms, limits, chips_minor)
    values (${brand!.id}, 'BACCARAT', ${table.gameCode}, 'BAC-FAST', 'Fast baccarat', ${table.bettingMs},
      ${table.resultMs}, ${JSON.stringify(table.limits)}::jsonb, ${JSON.stringify(table.chipsMinor)}::jsonb)
    returning id`);
  tableId = created!.id;
  // Only the fast table runs: the demo's own tables would only add rounds to the log.
  await database.db.execute(sql`update house_tables set active = false where id <> ${tableId}`);
  const ledger = createLedger({ db: database.db });
  for (const account of ['clustera', 'clusterb']) {
    const [m] = await rows<{ id: number }>(sql`
      insert into members (brand_id, account, nickname, password_hash)
      values (${brand!.id}, ${account}, ${account}, ${await hashPassword('Player123')}) returning id`);
    await fundMember(ledger, brand!.id, m!.id, 1_000_000n);
  }
  const env = {
    DATABASE_URL: scratch.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SEED_DEMO: 'false',
    RUN_JOBS: 'true',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    HOUSE_DIST: '/nonexistent',
  };
  servers = [await startServer(env), await startServer(env)];
  for (const s of servers) expect(await s.ready(), s.stderr()).toBe(true);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await database?.close();
  await scratch?.drop();
});

/** A member on one server process: logged in, the game launched, the table's socket open. */
async function seat(server: TServerProcess, account: string) {
  const origin = `http://127.0.0.1:${server.port}`;
  const app = remoteApp(origin) as TestApp;
  const login = await identityKit(app).tokenOf(account, 'Player123');
  const [node] = await rows<{ id: number }>(sql`select id from games where game_code = 'live-baccarat'`);
  const launched = body(
    await app.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: { authorization: login },
      payload: { nodeId: node!.id, accountType: 1 },
    }),
  );
  const token = new URLSearchParams(new URL(launched.value.game_url, origin).hash.slice(1)).get('token')!;
  const events: TTableEvent[] = [];
  const socket = new WebSocket(
    `${origin.replace('http', 'ws')}${HOUSE_TABLES_API.socket.replace(':tableId', String(tableId))}?token=${token}`,
  );
  await new Promise<void>((resolve, reject) => {
    socket.onmessage = (m) => {
      const message = JSON.parse(String(m.data)) as TTableSocketMessage;
      if (message.type === 'ready') resolve();
      else events.push(message);
    };
    socket.onerror = () => reject(new Error(`socket of ${account} failed`));
  });
  const bet = async (roundId: string) =>
    body(
      await app.call({
        method: 'POST',
        url: HOUSE_TABLES_API.bet.replace(':tableId', String(tableId)),
        headers: { authorization: token },
        payload: { roundId, stakes: [{ kind: 'BANKER', amount: 10 }], requestId: randomUUID() },
      }),
    );
  return { events, socket, bet, server };
}

const results = (events: TTableEvent[]) =>
  events.flatMap((e) =>
    e.type === 'round' && e.round.phase === 'RESULT' ? [[e.round.number, e.round.result]] : [],
  );

async function until(check: () => boolean, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(check(), what).toBe(true);
}

describe.runIf(process.env.TEST_DB === 'postgres')(
  'live tables across two server processes',
  { timeout: 120_000 },
  () => {
    it('deals the same rounds to players on both, pays each round once, and survives the leader’s death', async () => {
      const a = await seat(servers[0]!, 'clustera');
      const b = await seat(servers[1]!, 'clusterb');
      // Each player bets on every round they see open, through their own process.
      const placed = new Map<string, number>();
      for (const p of [a, b])
        p.socket.addEventListener('message', (m) => {
          const e = JSON.parse(String(m.data)) as TTableSocketMessage;
          if (e.type === 'round' && e.round.phase === 'BETTING')
            void p
              .bet(e.round.id)
              .then((r) => r.success && placed.set(e.round.id, (placed.get(e.round.id) ?? 0) + 1));
        });
      // b joins a little after a (a round may end in between): compare the rounds both heard
      const heardByBoth = (mine: TTableEvent[], theirs: TTableEvent[]) => {
        const numbers = new Set(results(theirs).map(([number]) => number));
        return results(mine)
          .filter(([number]) => numbers.has(number))
          .slice(0, ROUNDS_BEFORE_KILL);
      };
      await until(
        () => heardByBoth(a.events, b.events).length >= ROUNDS_BEFORE_KILL,
        'rounds dealt to both before the kill',
      );
      expect(heardByBoth(b.events, a.events)).toEqual(heardByBoth(a.events, b.events));

      // The leader holds the advisory lock; kill it without a goodbye.
      const [held] = await rows<{ pid: number }>(sql`
      select pid from pg_locks where locktype = 'advisory' and objid = 7270019 and granted`);
      expect(held).toBeDefined();
      const leaderIndex = servers[0]!.stdout().includes('leads the live tables') ? 0 : 1;
      expect(servers[leaderIndex]!.stdout()).toContain('leads the live tables');
      const survivor = leaderIndex === 0 ? b : a;
      await servers[leaderIndex]!.kill('SIGKILL');
      const heardAtKill = results(survivor.events).length;
      await until(
        () => results(survivor.events).length >= heardAtKill + 2,
        'rounds after the takeover',
        60_000,
      );
      expect(survivor.server.stdout()).toContain('leads the live tables');

      // Every round: numbered in order once, drawn once; every placement paid once.
      const dealt = await rows<{ number: number; phase: string }>(sql`
      select number, phase from house_table_rounds where table_id = ${tableId} order by number`);
      expect(dealt.map((r) => r.number)).toEqual(dealt.map((_, i) => i + 1));
      const [paid] = await rows<{ bets: number; credits: number; once: boolean }>(sql`
      select count(*)::int as bets,
        (select count(*)::int from seamless_transactions s where s.kind = 'CREDIT' and s.tx_id in
          (select id::text || ':win' from house_table_bets where table_id = ${tableId} and settled_at is not null)) as credits,
        bool_and(settled_at is not null or round_id in
          (select id from house_table_rounds where phase = 'BETTING')) as once
      from house_table_bets where table_id = ${tableId}`);
      expect(paid!.bets).toBeGreaterThanOrEqual(ROUNDS_BEFORE_KILL * 2);
      const [settledBets] = await rows<{ n: number }>(sql`
      select count(*)::int as n from house_table_bets where table_id = ${tableId} and settled_at is not null`);
      expect(paid!.credits).toBe(settledBets!.n);
      expect(paid!.once).toBe(true);
      const ledger = createLedger({ db: database.db });
      expect((await ledger.verify()).ok).toBe(true);
      a.socket.close();
      b.socket.close();
    });
  },
);
