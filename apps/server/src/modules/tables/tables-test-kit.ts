import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_TABLES_API, type TTableStake } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { hashPassword } from '../../lib/password.ts';
import { createSystemService } from '../system/system.service.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';
import { createSeamlessWallet } from '../wallet/seamless.service.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { createTableEvents } from './table-events.ts';
import { createTableRounds } from './table-rounds.ts';
import * as repo from './tables.repo.ts';

/**
 * A test app whose live tables run on a clock the test moves: the app's calls and the test's own
 * table clock (`rounds`, as the leader runs it) share the clock and the table events, so a test
 * opens, closes and pays rounds exactly when it says.
 */
export async function tablesKit() {
  let nowMs = Date.UTC(2026, 11, 3, 12, 0, 0);
  const now = () => new Date(nowMs);
  const tableEvents = createTableEvents();
  const t: TestApp = await createTestApp({}, { now, tableEvents });
  const house = await houseKit(t);
  const ledger = createLedger({ db: t.db, now });
  const system = createSystemService({ db: t.db, lookupCountry: () => null, now, secrets: testSecretBox() });
  const rounds = createTableRounds({
    db: t.db,
    ledger,
    seamless: createSeamlessWallet({ ledger, events: createMoneyEvents() }),
    events: createMoneyEvents(),
    tableEvents,
    brandById: (id, tx) => system.brandById(id, tx),
    gameName: async () => '',
    accountOf: async () => null,
    now,
  });

  const rows = <T>(q: ReturnType<typeof sql>) =>
    t.db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);

  /** Launches a live game as the site does: the game page's token. */
  async function launch(gameCode: string, token: string | null, accountType: 0 | 1 = 1) {
    const [node] = await rows<{ id: number }>(sql`select id from games where game_code = ${gameCode}`);
    const res = await t.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: { language: 'EN', ...(token ? { authorization: token } : {}) },
      payload: { nodeId: node!.id, accountType },
    });
    const b = body(res);
    if (!b.success) throw new Error(`launch failed: ${res.body}`);
    const url = new URL(b.value.game_url, 'http://localhost');
    return { page: url.pathname, token: new URLSearchParams(url.hash.slice(1)).get('token')! };
  }

  /** A new real member of the demo brand with money in the main wallet: the login token. */
  async function player(account: string, fundMinor: bigint) {
    await t.db.execute(sql`
      insert into members (brand_id, account, nickname, password_hash)
      values (${house.brandId}, ${account}, ${account}, ${await hashPassword('Player123')})`);
    await house.fund(account, fundMinor);
    return house.kit.tokenOf(account, 'Player123');
  }

  const tableByCode = async (code: string) => {
    const [row] = await rows<{ id: number }>(
      sql`select id from house_tables where code = ${code} and brand_id = ${house.brandId}`,
    );
    return (await repo.findTable(t.db, row!.id))!;
  };

  /** Runs the table's clock to its next step: jumps the clock to when it is due and does it. */
  async function step(tableId: number) {
    const table = (await repo.findTable(t.db, tableId))!;
    const latest = await repo.findLatestRound(t.db, tableId);
    if (latest)
      nowMs = Math.max(nowMs, (latest.phase === 'BETTING' ? latest.closesAt : latest.nextAt).getTime());
    await rounds.advance(table);
    return (await repo.findLatestRound(t.db, tableId))!;
  }

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await t.call({ method, url, headers: { authorization: token }, ...(payload && { payload }) });
    return { status: res.statusCode, ...body(res) };
  };
  const bet = (
    token: string,
    tableId: number,
    roundId: string,
    stakes: TTableStake[],
    requestId = randomUUID(),
  ) =>
    call('POST', HOUSE_TABLES_API.bet.replace(':tableId', String(tableId)), token, {
      roundId,
      stakes,
      requestId,
    });
  const state = (token: string, tableId: number) =>
    call('GET', HOUSE_TABLES_API.table.replace(':tableId', String(tableId)), token);

  return {
    t,
    house,
    ledger,
    rounds,
    tableEvents,
    now,
    setNow: (ms: number) => (nowMs = ms),
    launch,
    player,
    tableByCode,
    step,
    bet,
    state,
    call,
    rows,
  };
}
