import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  GAMES_API,
  LOTTERY_API,
  type TDrawResult,
  type TLotteryGames,
  type TTicketView,
} from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { createBetsService } from '../bets/bets.service.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import { createSeamlessWallet } from '../wallet/seamless.service.ts';
import { createLotteryDraws } from './lottery-draws.ts';
import { drawResultOf, settleTicket } from './lottery-engine.ts';
import * as repo from './lottery.repo.ts';
import { lotteryDraws, lotteryGames, lotteryTickets } from './lottery.schema.ts';

/**
 * The house lottery through HTTP on a fresh database: the Vietnam lottery's launch, its draws
 * opened, closed, drawn and settled by the draw job at a test clock, tickets placed and refused,
 * the per-number liability cap, a void refunding every ticket, and the bets spine booking them.
 * 2026-12-03 (a Thursday) 10:00 in Vietnam: Miền Bắc's draw of the day takes bets until 18:00.
 */
let clock = Date.parse('2026-12-03T03:00:00Z');
const now = () => new Date(clock);
let t: TestApp;
let kit: Awaited<ReturnType<typeof houseKit>>;
let player: string;
let page: string;
let playerId: number;

const ledger = () => createLedger({ db: t.db, now });
const draws = () => {
  const l = ledger();
  const events = createMoneyEvents();
  return createLotteryDraws({
    db: t.db,
    ledger: l,
    seamless: createSeamlessWallet({ ledger: l, events }),
    events,
    brandById: async (id, tx) =>
      (await (tx ?? t.db).select().from(brands).where(eq(brands.id, id)))[0]! as never,
    now,
  });
};
const asPage = (opts: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
  t.call({ ...opts, headers: { authorization: page } });
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const mainMinor = async () =>
  BigInt(
    (
      await rows<{ b: string }>(
        sql`select coalesce(sum(balance_minor), 0)::text as b from ledger_accounts where member_id = ${playerId} and kind = 'MAIN'`,
      )
    )[0]!.b,
  );
const gamesNow = async () => {
  const res = await asPage({ method: 'GET', url: LOTTERY_API.games });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value as TLotteryGames;
};
const openDrawOf = async (code: string) => (await gamesNow()).games.find((g) => g.code === code)!.draw!;
const place = (payload: object) =>
  asPage({
    method: 'POST',
    url: LOTTERY_API.tickets,
    payload: { requestId: randomUUID(), stake: 10, ...payload },
  });
const ticketCount = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from lottery_tickets`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({}, { now });
  kit = await houseKit(t);
  player = await kit.kit.tokenOf('player1', 'Player123');
  playerId = await kit.memberId('player1');
  await kit.fund('player1', 100_000_00n);
  const res = await t.call({
    method: 'POST',
    url: LOTTERY_API.vnLaunch,
    headers: { authorization: player },
    payload: {
      lottoArea: 'VN',
      lottoPrizeMode: 'Elott',
      launchMode: 'LOTT',
      lottoView: 'betting',
      lottoGameCode: 'VN-MB',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(body(res).value.gameUrl as string, 'http://localhost');
  expect(url.pathname).toBe(LOTTERY_API.vnPage);
  expect(url.searchParams.get('view')).toBe('betting');
  expect(url.searchParams.get('game')).toBe('VN-MB');
  page = new URLSearchParams(url.hash.slice(1)).get('token')!;
  await draws().run();
});
afterAll(async () => t.close());

describe('the Vietnam lottery’s draws', () => {
  it('opens Miền Bắc’s draw of the day and Thursday’s provinces, each showing only its seed’s hash', async () => {
    const { games } = await gamesNow();
    const open = games.filter((g) => g.draw?.status === 'OPEN').map((g) => g.code);
    expect(open).toEqual(
      expect.arrayContaining(['VN-MB', 'VN-BDI', 'VN-QT', 'VN-QB', 'VN-TN', 'VN-AG', 'VN-BTH']),
    );
    expect(open).not.toContain('VN-HCM');
    const mb = games.find((g) => g.code === 'VN-MB')!;
    expect(mb.draw).toMatchObject({
      drawKey: '2026-12-03',
      seed: null,
      closesAt: '2026-12-03T11:00:00.000Z',
    });
    expect(mb.draw!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mb.odds.LO2).toBe(3.5);
  });

  it('refuses the launch to a visitor', async () => {
    const res = await t.call({
      method: 'POST',
      url: LOTTERY_API.vnLaunch,
      payload: { lottoArea: 'VN', lottoPrizeMode: 'Elott', launchMode: 'LOTT' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe(`POST ${LOTTERY_API.tickets}`, () => {
  it('places a lô ticket: the stake leaves the main wallet once, however often the request is sent', async () => {
    const draw = await openDrawOf('VN-MB');
    const before = await mainMinor();
    const requestId = randomUUID();
    const sent = await Promise.all(
      Array.from({ length: 20 }, () =>
        asPage({
          method: 'POST',
          url: LOTTERY_API.tickets,
          payload: { drawId: draw.id, betType: 'LO2', numbers: ['27'], stake: 10, requestId },
        }),
      ),
    );
    for (const res of sent) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(sent.map((r) => (body(r).value.ticket as TTicketView).id));
    expect(ids.size).toBe(1);
    expect(before - (await mainMinor())).toBe(10_00n);
    expect(body(sent[0]!).value.ticket).toMatchObject({
      status: 'OPEN',
      numbers: ['27'],
      odds: 3.5,
      stake: 10,
    });
  });

  it.each([
    ['a lô 2 with three digits', { betType: 'LO2', numbers: ['123'] }, 400, 'VALIDATION_FAILED'],
    [
      'a xiên 2 naming one number twice',
      { betType: 'XIEN2', numbers: ['12', '12'] },
      400,
      'VALIDATION_FAILED',
    ],
    ['a xiên 3 with two numbers', { betType: 'XIEN3', numbers: ['12', '34'] }, 400, 'VALIDATION_FAILED'],
    ['an e-lottery market on a Vietnam draw', { betType: 'SUM', numbers: ['BIG'] }, 400, 'VALIDATION_FAILED'],
    [
      'a stake above the game’s limit',
      { betType: 'DE', numbers: ['05'], stake: 10_001 },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a stake with more decimals than the currency',
      { betType: 'DE', numbers: ['05'], stake: 1.005 },
      400,
      'VALIDATION_FAILED',
    ],
  ])('refuses %s and writes nothing', async (_what, payload, status, code) => {
    const draw = await openDrawOf('VN-MB');
    const [tickets, before] = [await ticketCount(), await mainMinor()];
    const res = await place({ drawId: draw.id, ...payload });
    expect(res.statusCode, res.body).toBe(status);
    expect(body(res).errorCode).toBe(code);
    expect([await ticketCount(), await mainMinor()]).toEqual([tickets, before]);
  });

  it('refuses a draw of another brand or none as NOT_FOUND', async () => {
    const res = await place({ drawId: 2_000_000, betType: 'DE', numbers: ['05'] });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a ticket the balance cannot pay, and writes nothing', async () => {
    const draw = await openDrawOf('VN-MB');
    await t.db
      .update(lotteryGames)
      .set({ maxStakeMinor: 100_000_000_00n, liabilityCapMinor: 10_000_000_000_00n })
      .where(eq(lotteryGames.code, 'VN-MB'));
    const tickets = await ticketCount();
    const res = await place({ drawId: draw.id, betType: 'DE', numbers: ['05'], stake: 10_000_000 });
    expect(res.statusCode, res.body).toBe(422);
    expect(body(res).errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(await ticketCount()).toBe(tickets);
    const usual = { maxStakeMinor: 10_000_00n, liabilityCapMinor: 1_000_000_00n };
    await t.db.update(lotteryGames).set(usual).where(eq(lotteryGames.code, 'VN-MB'));
  });

  it('refuses a bet past the per-number liability cap with a clear message, other numbers still open', async () => {
    const draw = await openDrawOf('VN-TN');
    // đề 95×: a stake of 100 may pay 9,500; a cap of 15,000 takes one such ticket on a number
    await t.db
      .update(lotteryGames)
      .set({ liabilityCapMinor: 15_000_00n })
      .where(eq(lotteryGames.code, 'VN-TN'));
    const first = await place({ drawId: draw.id, betType: 'DE', numbers: ['68'], stake: 100 });
    expect(first.statusCode, first.body).toBe(200);
    const before = await mainMinor();
    const second = await place({ drawId: draw.id, betType: 'DE', numbers: ['68'], stake: 100 });
    expect(second.statusCode).toBe(422);
    expect(body(second).errorCode).toBe('LIABILITY_LIMIT');
    expect(await mainMinor()).toBe(before);
    expect((await place({ drawId: draw.id, betType: 'DE', numbers: ['69'], stake: 100 })).statusCode).toBe(
      200,
    );
  });
});

describe('settling a draw', () => {
  it('closes betting at 18:00, draws at 18:15 from the committed seed, and pays each ticket once', async () => {
    const draw = await openDrawOf('VN-MB');
    const tickets = [
      { betType: 'LO2', numbers: ['00'] },
      { betType: 'DE', numbers: ['42'] },
      { betType: 'BA_CANG', numbers: ['123'] },
      { betType: 'XIEN2', numbers: ['10', '20'] },
      { betType: 'DAU', numbers: ['4'] },
      { betType: 'DUOI', numbers: ['7'] },
    ];
    for (const line of tickets) expect((await place({ drawId: draw.id, ...line })).statusCode).toBe(200);

    clock = Date.parse('2026-12-03T11:00:00Z');
    await draws().run();
    const late = await place({ drawId: draw.id, betType: 'LO2', numbers: ['11'] });
    expect(late.statusCode).toBe(409);
    expect(body(late).errorCode).toBe('DRAW_CLOSED');

    const before = await mainMinor();
    clock = Date.parse('2026-12-03T11:15:00Z');
    // three job runs at once, as three processes would: every ticket is still paid once
    await Promise.all([draws().run(), draws().run(), draws().run()]);
    await draws().run();

    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
    const [game] = await t.db.select().from(lotteryGames).where(eq(lotteryGames.id, row!.gameId));
    expect(row!.status).toBe('SETTLED');
    const result = row!.result as TDrawResult;
    expect(result).toEqual(drawResultOf(game!, row!));
    const mine = await t.db
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.memberId, playerId)));
    let won = 0n;
    for (const ticket of mine) {
      const expected = settleTicket(game!, ticket, result);
      expect(ticket.winMinor).toBe(expected.winMinor);
      expect(ticket.status).toBe(expected.winMinor > 0n ? 'WON' : 'LOST');
      won += expected.winMinor;
    }
    expect((await mainMinor()) - before).toBe(won);

    // the seed is revealed with the result, and hashes to what was published
    const proof = body(
      await t.call({ method: 'GET', url: LOTTERY_API.proof.replace(':drawId', String(draw.id)) }),
    );
    expect(proof.value).toMatchObject({ status: 'SETTLED', seedHash: draw.seedHash, result });
    expect(proof.value.seed).toMatch(/^[0-9a-f]{64}$/);
    expect((await ledger().verify()).ok).toBe(true);
  });

  it('lists the result in the game’s history and in the latest numbers', async () => {
    const res = await asPage({ method: 'GET', url: LOTTERY_API.results.replace(':code', 'VN-MB') });
    expect(res.statusCode, res.body).toBe(200);
    const [last] = body(res).value.items;
    expect(last).toMatchObject({ drawKey: '2026-12-03', status: 'SETTLED' });
    const latest = await t.call({
      method: 'GET',
      url: LOTTERY_API.latestNumbers,
      headers: { authorization: player },
    });
    expect(latest.statusCode, latest.body).toBe(200);
    const mb = (body(latest).value as { gameCode: string; numbers: string[] }[]).find(
      (g) => g.gameCode === 'VN-MB',
    )!;
    expect(mb.numbers[0]).toMatch(/^\d{5}$/);
  });

  it('books every settled ticket in the bets spine as a lottery bet', async () => {
    await createBetsService({ db: t.db, now }).catchUp();
    const booked = await rows<{ category: string; status: string; n: number }>(sql`
      select category, status, count(*)::int as n from bets
       where member_id = ${playerId} and vendor_code = 'OLL' group by category, status`);
    expect(booked).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: 'LOTT', status: 'SETTLED' })]),
    );
  });

  it('refunds every ticket of a voided draw, then marks it refunded so the draw job leaves it', async () => {
    const draw = await openDrawOf('VN-MB');
    const before = await mainMinor();
    expect((await place({ drawId: draw.id, betType: 'LO3', numbers: ['777'], stake: 25 })).statusCode).toBe(
      200,
    );
    expect(before - (await mainMinor())).toBe(25_00n);
    await t.db
      .update(lotteryDraws)
      .set({ status: 'VOID', voidReason: 'test' })
      .where(eq(lotteryDraws.id, draw.id));
    await draws().run();
    expect(await mainMinor()).toBe(before);
    const [ticket] = await t.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    expect(ticket).toMatchObject({ status: 'VOID', winMinor: 25_00n });
    const [refunded] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
    expect(refunded).toMatchObject({ status: 'VOID', settledAt: now() });
    expect(await repo.findToSettle(t.db)).not.toContainEqual(
      expect.objectContaining({ draw: expect.objectContaining({ id: draw.id }) }),
    );
    expect((await ledger().verify()).ok).toBe(true);
  });
});

describe('the e-lottery', () => {
  it('launches a one-minute game into its page and settles a sum bet at the period’s end', async () => {
    const [node] = await rows<{ id: number }>(sql`
      select g.id from games g join vendors v on v.id = g.vendor_id where v.code = 'OLE' and g.game_code = 'el-1m'`);
    const launched = await t.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: { authorization: player },
      payload: { nodeId: node!.id, accountType: 1 },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const url = new URL(body(launched).value.game_url as string, 'http://localhost');
    expect(url.pathname).toBe(LOTTERY_API.elottPage);
    expect(url.searchParams.get('game')).toBe('EL-1M');
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!;
    const asGame = (opts: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
      t.call({ ...opts, headers: { authorization: token } });

    await draws().run();
    const games = body(await asGame({ method: 'GET', url: LOTTERY_API.games })).value as TLotteryGames;
    expect(games.games.map((g) => g.code)).toEqual(['EL-1M', 'EL-3M', 'EL-5M']);
    const period = games.games[0]!.draw!;
    expect(period.drawKey).toMatch(/^\d{8}-\d{4}$/);
    const before = await mainMinor();
    const placed = await asGame({
      method: 'POST',
      url: LOTTERY_API.tickets,
      payload: { drawId: period.id, betType: 'SUM', numbers: ['BIG'], stake: 20, requestId: randomUUID() },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(body(placed).value.ticket).toMatchObject({ odds: 1.95, status: 'OPEN' });
    // a Vietnam bet type is not an e-lottery market
    const wrong = await asGame({
      method: 'POST',
      url: LOTTERY_API.tickets,
      payload: { drawId: period.id, betType: 'LO2', numbers: ['12'], stake: 20, requestId: randomUUID() },
    });
    expect(body(wrong).errorCode).toBe('VALIDATION_FAILED');

    clock = Date.parse(period.drawAt);
    await draws().run();
    const [ticket] = (
      body(await asGame({ method: 'GET', url: LOTTERY_API.tickets })).value as { items: TTicketView[] }
    ).items;
    const drawn = body(
      await t.call({ method: 'GET', url: LOTTERY_API.proof.replace(':drawId', String(period.id)) }),
    ).value as { result: { balls: number[] } };
    const sum = drawn.result.balls.reduce((a, b) => a + b, 0);
    expect(ticket).toMatchObject({ status: sum >= 23 ? 'WON' : 'LOST', win: sum >= 23 ? 39 : 0 });
    expect((await mainMinor()) - before).toBe(sum >= 23 ? 19_00n : -20_00n);
  });
});
