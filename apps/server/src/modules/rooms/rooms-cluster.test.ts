import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_NIUNIU_API, HOUSE_ROOMS_API, type TPokerRoomEvent } from '@openlobby/contracts';
import { remoteApp } from '../../../test/remote-app.ts';
import { startServer, type TServerProcess } from '../../../test/production-server.ts';
import { body, type TestApp } from '../../../test/test-app.ts';
import { createScratchPostgres, seededTemplate } from '../../../test/test-database.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { fundMember } from '../house/house-test-kit.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';

/**
 * Two real server processes on one PostgreSQL and one Redis: one runs the rooms' clock (the
 * advisory lock), both serve players. A player on each plays heads-up through their own process:
 * both see the same hand move by move, each move applies once whichever process took it, the
 * clock's timeout comes from whichever process leads, and each hand is settled once.
 */
let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
let database: Database;
let servers: TServerProcess[] = [];
let roomId: number;
let niuniuRoomId: number;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  scratch = await createScratchPostgres('ol_rooms', seededTemplate());
  database = await openDatabase({ url: scratch.url, dataDir: '' });
  await database.migrate();
  const [brand] = await rows<{ id: number }>(sql`select id from brands where code = 'lobby'`);
  const [room] = await rows<{ id: number }>(sql`
    insert into poker_rooms (brand_id, game_code, code, name, free_play, seat_count, small_blind_minor,
      big_blind_minor, min_buy_in_minor, max_buy_in_minor, rake_bps, rake_cap_minor, turn_ms, pause_ms)
    values (${brand!.id}, 'holdem', 'HU-FAST', 'Fast heads-up', false, 2, 100, 200, 4000, 20000, 500, 600, 3000, 500)
    returning id`);
  roomId = room!.id;
  const [niuniu] = await rows<{ id: number }>(sql`
    insert into poker_rooms (brand_id, game_code, code, name, free_play, seat_count, small_blind_minor,
      big_blind_minor, min_buy_in_minor, max_buy_in_minor, rake_bps, rake_cap_minor, turn_ms, pause_ms)
    values (${brand!.id}, 'niuniu', 'NN-FAST', 'Fast Niu-Niu', false, 5, 100, 100, 3000, 30000, 500, 0, 3000, 3000)
    returning id`);
  // the show stays 3 s: long enough for the second process's view to see it too
  niuniuRoomId = niuniu!.id;
  await database.db.execute(
    sql`update poker_rooms set active = false where id not in (${roomId}, ${niuniuRoomId})`,
  );
  const ledger = createLedger({ db: database.db });
  for (const account of ['pokera', 'pokerb']) {
    const [m] = await rows<{ id: number }>(sql`
      insert into members (brand_id, account, nickname, password_hash)
      values (${brand!.id}, ${account}, ${account}, ${await hashPassword('Player123')}) returning id`);
    await fundMember(ledger, brand!.id, m!.id, 100_000n);
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

/** A member on one process: logged in, the room's game launched, the room's socket open and heard. */
async function player(server: TServerProcess, account: string, game = 'holdem', room = roomId) {
  const origin = `http://127.0.0.1:${server.port}`;
  const app = remoteApp(origin) as TestApp;
  const login = await identityKit(app).tokenOf(account, 'Player123');
  const [node] = await rows<{ id: number }>(sql`select id from games where game_code = ${game}`);
  const launched = body(
    await app.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: { authorization: login },
      payload: { nodeId: node!.id, accountType: 1 },
    }),
  );
  const token = new URLSearchParams(new URL(launched.value.game_url, origin).hash.slice(1)).get('token')!;
  const events: TPokerRoomEvent[] = [];
  const socket = new WebSocket(
    `${origin.replace('http', 'ws')}${HOUSE_ROOMS_API.socket.replace(':roomId', String(room))}?token=${token}`,
  );
  await new Promise<void>((resolve, reject) => {
    socket.onmessage = (m) => {
      const message = JSON.parse(String(m.data)) as TPokerRoomEvent | { type: 'ready' };
      if (message.type === 'ready') resolve();
      else events.push(message as TPokerRoomEvent);
    };
    socket.onerror = () => reject(new Error(`socket of ${account} failed`));
  });
  const at = (path: string) => path.replace(':roomId', String(room));
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) =>
    body(
      await app.call({
        method,
        url: at(path),
        headers: { authorization: token },
        ...(payload && { payload }),
      }),
    );
  return {
    events,
    socket,
    view: () => call('GET', HOUSE_ROOMS_API.room),
    sit: (seatNo: number) =>
      call('POST', HOUSE_ROOMS_API.sit, { seatNo, buyIn: 100, requestId: randomUUID() }),
    act: (handId: string, action: string) => call('POST', HOUSE_ROOMS_API.act, { handId, action }),
    stake: (handId: string, multiple: number) => call('POST', HOUSE_NIUNIU_API.stake, { handId, multiple }),
    leave: () => call('POST', HOUSE_ROOMS_API.leave, {}),
  };
}

async function until<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(process.env.TEST_DB === 'postgres')(
  'card rooms across two server processes',
  { timeout: 120_000 },
  () => {
    it('plays one hand identically for players on both, times out on the leader’s clock, and settles each hand once', async () => {
      const a = await player(servers[0]!, 'pokera');
      const b = await player(servers[1]!, 'pokerb');
      expect((await a.sit(0)).success).toBe(true);
      expect((await b.sit(1)).success).toBe(true);
      const first = await until(async () => (await a.view()).value.hand, 'the leader deals');
      const handId: string = first.handId;
      // each acts through their own process when their view says so; both views agree at every step
      for (let moves = 0; moves < 12; moves++) {
        const [va, vb] = [(await a.view()).value, (await b.view()).value];
        expect(vb.hand.handId).toBe(handId);
        expect(vb.hand.board).toEqual(va.hand.board);
        expect(vb.hand.log).toEqual(va.hand.log);
        if (va.hand.result) break;
        const [me, view] = va.hand.choices ? [a, va] : vb.hand.choices ? [b, vb] : [null, va];
        if (!me) continue;
        const choice = view.hand.choices.actions.includes('CHECK') ? 'CHECK' : 'CALL';
        expect((await me.act(handId, choice)).success).toBe(true);
      }
      const ended = await until(async () => {
        const v = (await b.view()).value;
        return v.hand.handId === handId && v.hand.result ? v.hand : null;
      }, 'the hand ends');
      expect(ended.board).toHaveLength(5);
      expect((await a.view()).value.hand.result).toEqual(ended.result);
      // both sockets heard the moves, whichever process took them
      expect(a.events.filter((e) => e.type === 'ACTION').length).toBeGreaterThan(2);
      expect(b.events.filter((e) => e.type === 'ACTION').length).toBe(
        a.events.filter((e) => e.type === 'ACTION').length,
      );

      // the next hand: nobody acts, the leader's clock folds the seat to act
      const second = await until(async () => {
        const v = (await a.view()).value;
        return v.hand.handId !== handId ? v.hand : null;
      }, 'the next deal');
      const timedOut = await until(
        async () => {
          const h = (await b.view()).value.hand;
          return h.handId === second.handId && h.result ? h : null;
        },
        'the clock times the hand out',
        20_000,
      );
      expect(timedOut.log.at(-1)).toMatchObject({ type: 'FOLD', timedOut: true });

      const hands = await rows<{ id: string; hand_no: number }>(
        sql`select id, hand_no from poker_hands where room_id = ${roomId} and settled_at is not null order by hand_no`,
      );
      expect(hands.slice(0, 2).map((h) => h.hand_no)).toEqual([1, 2]);
      for (const hand of hands.slice(0, 2)) {
        const [booked] = await rows<{ bets: number; rakes: number }>(sql`
        select (select count(*)::int from bets where vendor_code = 'OLP' and vendor_bet_id like ${`${hand.id}:%`}) as bets,
          (select count(*)::int from journal_entries where idempotency_key = ${`poker:${hand.id}:rake`}) as rakes`);
        expect(booked!.bets).toBe(2);
        expect(booked!.rakes).toBeLessThanOrEqual(1);
      }
      expect((await createLedger({ db: database.db }).verify()).ok).toBe(true);
      a.socket.close();
      b.socket.close();
    });

    it('deals a Niu-Niu hand alike on both, takes a stake through either, and stakes 1 × on the leader’s clock', async () => {
      const a = await player(servers[0]!, 'pokera', 'niuniu', niuniuRoomId);
      const b = await player(servers[1]!, 'pokerb', 'niuniu', niuniuRoomId);
      expect((await a.sit(0)).success).toBe(true);
      expect((await b.sit(1)).success).toBe(true);
      const first = await until(async () => (await a.view()).value.hand, 'the leader deals');
      // the first seat banks; the player on the other process stakes there
      expect(first.bankerSeatNo).toBe(0);
      expect((await b.stake(first.handId, 2)).success).toBe(true);
      const shown = await until(async () => {
        const h = (await a.view()).value.hand;
        return h.handId === first.handId && h.phase === 'SHOWN' ? h : null;
      }, 'the hand is shown');
      expect((await b.view()).value.hand).toEqual(shown);
      // the next hand: the bank moves to seat 1, nobody stakes, the clock stakes 1 × for seat 0
      const second = await until(async () => {
        const h = (await b.view()).value.hand;
        return h.handId !== first.handId ? h : null;
      }, 'the next deal');
      expect(second.bankerSeatNo).toBe(1);
      const timedOut = await until(
        async () => {
          const h = (await b.view()).value.hand;
          return h.handId === second.handId && h.phase === 'SHOWN' ? h : null;
        },
        'the clock stakes for the player',
        20_000,
      );
      expect(timedOut.seats.find((s: { seatNo: number }) => s.seatNo === 0)).toMatchObject({
        multiple: 1,
        timedOut: true,
      });
      for (const hand of [first, second]) {
        const [booked] = await rows<{ bets: number }>(sql`
          select count(*)::int as bets from bets where vendor_code = 'OLP' and vendor_bet_id like ${`${hand.handId}:%`}`);
        expect(booked!.bets).toBe(2);
      }
      expect((await a.leave()).success).toBe(true);
      expect((await b.leave()).success).toBe(true);
      expect((await createLedger({ db: database.db }).verify()).ok).toBe(true);
      a.socket.close();
      b.socket.close();
    });
  },
);
