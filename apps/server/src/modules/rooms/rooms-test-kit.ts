import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_NIUNIU_API, HOUSE_ROOMS_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../lib/password.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';
import { createBetsService } from '../bets/bets.service.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { createSystemService } from '../system/system.service.ts';
import { createRoomClock } from './room-clock.ts';
import { createRoomEvents } from './room-events.ts';
import { createRoomHands } from './room-hands.ts';
import { createRoomMoney } from './room-money.ts';
import * as repo from './rooms.repo.ts';

/**
 * A test app whose card rooms run on a clock the test moves: the app's calls and the test's own
 * room clock (as the leader runs it) share the time, so a test deals hands and runs out turn
 * clocks exactly when it says.
 */
export async function roomsKit() {
  let nowMs = Date.UTC(2026, 11, 4, 12, 0, 0);
  const now = () => new Date(nowMs);
  const t: TestApp = await createTestApp({}, { now });
  const house = await houseKit(t);
  const ledger = createLedger({ db: t.db, now });
  const system = createSystemService({ db: t.db, lookupCountry: () => null, now, secrets: testSecretBox() });
  const money = createRoomMoney({ ledger, bets: createBetsService({ db: t.db, now }) });
  const hands = createRoomHands({ money, brandById: (id, tx) => system.brandById(id, tx), now });
  const clock = createRoomClock({ ledger, hands, roomEvents: createRoomEvents(), now });

  const rows = <T>(q: ReturnType<typeof sql>) =>
    t.db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);

  /** Launches a card game (Hold'em unless told) as the site does: the page and its token. */
  async function launch(token: string | null, accountType: 0 | 1 = 1, gameCode = 'holdem') {
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
    return {
      page: url.pathname + url.search,
      token: new URLSearchParams(url.hash.slice(1)).get('token')!,
      nodeId: node!.id,
    };
  }

  /** A new real member of the demo brand with money in the main wallet: its login token. */
  async function player(account: string, fundMinor: bigint) {
    await t.db.execute(sql`
      insert into members (brand_id, account, nickname, password_hash)
      values (${house.brandId}, ${account}, ${account}, ${await hashPassword('Player123')})`);
    await house.fund(account, fundMinor);
    return house.kit.tokenOf(account, 'Player123');
  }

  const roomByCode = async (code: string) => {
    const [row] = await rows<{ id: number }>(
      sql`select id from poker_rooms where code = ${code} and brand_id = ${house.brandId}`,
    );
    return (await repo.findRoom(t.db, row!.id))!;
  };

  /** Runs the room's clock once at the current time; `later` moves the clock on first. */
  async function tick(roomId: number, laterMs = 0) {
    nowMs += laterMs;
    return clock.advance({ id: roomId });
  }

  /** Deals the next hand: the clock moved past the pause after the last one. */
  async function deal(roomId: number) {
    const room = (await repo.findRoom(t.db, roomId))!;
    await tick(roomId, room.pauseMs);
    return repo.findHandInPlay(t.db, roomId);
  }

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await t.call({
      method,
      url,
      headers: { authorization: token },
      ...(method === 'POST' && { payload: payload ?? {} }),
    });
    return { status: res.statusCode, ...body(res) };
  };
  const at = (path: string, roomId: number) => path.replace(':roomId', String(roomId));
  const view = (token: string, roomId: number) => call('GET', at(HOUSE_ROOMS_API.room, roomId), token);
  const sit = (token: string, roomId: number, seatNo: number, buyIn: number, requestId = randomUUID()) =>
    call('POST', at(HOUSE_ROOMS_API.sit, roomId), token, { seatNo, buyIn, requestId });
  const act = (token: string, roomId: number, handId: string, action: string, to?: number) =>
    call('POST', at(HOUSE_ROOMS_API.act, roomId), token, { handId, action, ...(to !== undefined && { to }) });
  const leave = (token: string, roomId: number) => call('POST', at(HOUSE_ROOMS_API.leave, roomId), token);
  const back = (token: string, roomId: number) => call('POST', at(HOUSE_ROOMS_API.back, roomId), token);
  const stake = (token: string, roomId: number, handId: string, multiple: number) =>
    call('POST', at(HOUSE_NIUNIU_API.stake, roomId), token, { handId, multiple });

  return {
    t,
    house,
    ledger,
    now,
    rows,
    launch,
    player,
    roomByCode,
    tick,
    deal,
    call,
    view,
    sit,
    act,
    leave,
    back,
    stake,
  };
}
