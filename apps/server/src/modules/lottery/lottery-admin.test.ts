import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  ADMIN_API,
  ADMIN_LOTTERY_API as API,
  LOTTERY_API,
  type TAdminLotteryGame,
  type TDrawResult,
  type TLotteryGames,
} from '@openlobby/contracts';
import { VN_PRIZE_TABLES } from '@openlobby/house-games';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import { createSeamlessWallet } from '../wallet/seamless.service.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';
import { createLotteryDraws } from './lottery-draws.ts';
import { settleTicket } from './lottery-engine.ts';
import { lotteryDraws, lotteryGames, lotteryTickets } from './lottery.schema.ts';

/**
 * The lottery's back office through HTTP on a fresh database: games listed and edited (audited,
 * the player's page paying the new odds), draws with their tickets' totals, the liability per
 * number, a void refunding every ticket once the draw job runs, official results entered by one
 * operator and approved or rejected by another (never the same), and a member's tickets. Bad
 * input and another brand's ids are refused with the envelope, nothing written.
 * 2026-12-03 (a Thursday) 10:00 in Vietnam: the day's draws take bets; the South draws at 16:15.
 */
let clock = Date.parse('2026-12-03T03:00:00Z');
const now = () => new Date(clock);
type TCall = (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let t: TestApp;
let kit: Awaited<ReturnType<typeof houseKit>>;
let page: string;
let playerId: number;
let owner: TCall;
let risk: TCall;
let support: TCall;
let content: TCall;

const q = (path: string, id: number | string, extra = '') =>
  `${path.replace(':id', String(id))}?brand=lobby${extra}`;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]!.n;
const audits = (action?: string) =>
  count(
    action
      ? sql`select count(*)::int as n from audit_log where action = ${action}`
      : sql`select count(*)::int as n from audit_log`,
  );
const entries = () => count(sql`select count(*)::int as n from lottery_result_entries`);
const lastAudit = async (action: string) =>
  (
    await rows<{ after: Record<string, unknown>; operator_name: string }>(
      sql`select after, operator_name from audit_log where action = ${action} order by id desc limit 1`,
    )
  )[0]!;

const draws = () => {
  const ledger = createLedger({ db: t.db, now });
  const events = createMoneyEvents();
  return createLotteryDraws({
    db: t.db,
    ledger,
    seamless: createSeamlessWallet({ ledger, events }),
    events,
    brandById: async (id, tx) =>
      (await (tx ?? t.db).select().from(brands).where(eq(brands.id, id)))[0]! as never,
    now,
  });
};
const mainMinor = async () =>
  BigInt(
    (
      await rows<{ b: string }>(
        sql`select coalesce(sum(balance_minor), 0)::text as b from ledger_accounts where member_id = ${playerId} and kind = 'MAIN'`,
      )
    )[0]!.b,
  );

async function login(username: string): Promise<TCall> {
  const res = await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { username, password: 'Operator123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = body(res).value.token as string;
  return (opts) => t.call({ ...opts, headers: { ...(opts.headers as object), authorization: token } });
}

const gamesOf = async (brand = 'lobby') => {
  const res = await owner({ method: 'GET', url: `${API.games}?brand=${brand}` });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value.items as TAdminLotteryGame[];
};
const gameOf = async (code: string, brand = 'lobby') => (await gamesOf(brand)).find((g) => g.code === code)!;
/** The lobby brand's game row (siam has games of the same codes). */
const gameRow = async (code: string) =>
  (
    await t.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.brandId, kit.brandId), eq(lotteryGames.code, code)))
  )[0]!;

/** A game's edit as the dialog sends it: what it has now, with `patch` over it. */
const editOf = (g: TAdminLotteryGame, patch: Record<string, unknown> = {}) => ({
  ...(g.product === 'VN' ? { weekdays: g.weekdays, drawTime: g.drawTime } : {}),
  closeBeforeSeconds: g.closeBeforeSeconds,
  resultMode: g.resultMode,
  odds: g.odds,
  minStake: g.minStake,
  maxStake: g.maxStake,
  liabilityCap: g.liabilityCap,
  enabled: g.enabled,
  reason: 'e2e: new odds',
  ...patch,
});
const edit = (who: TCall, g: TAdminLotteryGame, patch: Record<string, unknown> = {}) =>
  who({ method: 'PUT', url: q(API.game, g.id), payload: editOf(g, patch) });

const playerGames = async () => {
  const res = await t.call({ method: 'GET', url: LOTTERY_API.games, headers: { authorization: page } });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value as TLotteryGames;
};
const openDrawOf = async (code: string) => (await playerGames()).games.find((g) => g.code === code)!.draw!;
const place = async (drawId: number, betType: string, numbers: string[], stake = 10) => {
  const res = await t.call({
    method: 'POST',
    url: LOTTERY_API.tickets,
    headers: { authorization: page },
    payload: { drawId, betType, numbers, stake, requestId: randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** A southern sheet whose special prize ends in 05 (a đề on 05 wins), the rest fixed numbers. */
const southSheet = () => ({
  kind: 'VN',
  prizes: VN_PRIZE_TABLES.SOUTH.map((p, i) => ({
    code: p.code,
    numbers: Array.from({ length: p.count }, (_, k) =>
      i === 0 ? '123405' : String((i * 7919 + k * 131) % 10 ** p.digits).padStart(p.digits, '0'),
    ),
  })),
});
const drawRow = async (id: number) =>
  (await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp({}, { now });
  kit = await houseKit(t);
  playerId = await kit.memberId('player1');
  await kit.fund('player1', 100_000_00n);
  const player = await kit.kit.tokenOf('player1', 'Player123');
  const res = await t.call({
    method: 'POST',
    url: LOTTERY_API.vnLaunch,
    headers: { authorization: player },
    payload: { lottoArea: 'VN', lottoPrizeMode: 'Elott', launchMode: 'LOTT' },
  });
  expect(res.statusCode, res.body).toBe(200);
  page = new URLSearchParams(new URL(body(res).value.gameUrl, 'http://localhost').hash.slice(1)).get(
    'token',
  )!;
  owner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  [risk, support, content] = [await login('risk1'), await login('support1'), await login('content1')];
  await draws().run();
});
afterAll(async () => t.close());

describe(`GET ${API.games}`, () => {
  it('lists the brand’s games with their schedule, odds over the engine’s, stakes, cap and result mode', async () => {
    const games = await gamesOf();
    expect(games.find((g) => g.code === 'VN-MB')).toMatchObject({
      product: 'VN',
      region: 'NORTH',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      drawTime: '18:15',
      intervalSeconds: null,
      closeBeforeSeconds: 900,
      resultMode: 'DRAWN',
      minStake: 1,
      maxStake: 10_000,
      liabilityCap: 1_000_000,
      enabled: true,
    });
    expect(games.find((g) => g.code === 'VN-MB')!.odds).toMatchObject({ LO2: 3.5, DE: 95 });
    expect(games.find((g) => g.code === 'EL-1M')).toMatchObject({ intervalSeconds: 60, weekdays: null });
    expect(games.find((g) => g.code === 'EL-1M')!.defaultOdds['SUM:BIG']).toBe(1.95);
    // only this brand's: siam has the same codes under other ids
    const siam = await gamesOf('siam');
    expect(siam.map((g) => g.id).filter((id) => games.some((g) => g.id === id))).toEqual([]);
  });

  it('asks for a login, and for lottery.read', async () => {
    const anonymous = await t.call({ method: 'GET', url: `${API.games}?brand=lobby` });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).errorCode).toBe('NOT_LOGGED_IN');
    const res = await content({ method: 'GET', url: `${API.games}?brand=lobby` });
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('FORBIDDEN');
    expect((await support({ method: 'GET', url: `${API.games}?brand=lobby` })).statusCode).toBe(200);
  });
});

describe(`PUT ${API.game}`, () => {
  it('edits odds, stakes and schedule, audited with the reason, and the player’s page pays the new odds', async () => {
    const mb = await gameOf('VN-MB');
    const before = await audits('lottery.game.update');
    const res = await edit(owner, mb, {
      odds: { ...mb.odds, LO2: 3.6 },
      maxStake: 5_000,
      drawTime: '18:15',
      weekdays: [6, 0, 1, 2, 3, 4, 5],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value).toMatchObject({ maxStake: 5_000, weekdays: [0, 1, 2, 3, 4, 5, 6] });
    expect(body(res).value.odds).toMatchObject({ LO2: 3.6, DE: 95 });
    // only the odds that differ from the engine's are kept
    expect((await gameRow('VN-MB')).odds).toEqual({ LO2: 3_600 });
    expect(await audits('lottery.game.update')).toBe(before + 1);
    const audit = await lastAudit('lottery.game.update');
    expect(audit).toMatchObject({ operator_name: 'owner', after: { reason: 'e2e: new odds' } });
    const shown = (await playerGames()).games.find((g) => g.code === 'VN-MB')!;
    expect(shown).toMatchObject({ maxStake: 5_000 });
    expect(shown.odds.LO2).toBe(3.6);
  });

  it.each([
    ['odds of 1.000×', { odds: { LO2: 1 } }],
    ['odds below 1', { odds: { DE: 0.9 } }],
    ['odds finer than thousandths', { odds: { LO2: 3.6005 } }],
    ['odds on a bet the game does not take', { odds: { 'SUM:BIG': 2 } }],
    ['a maximum stake below the minimum', { minStake: 100, maxStake: 50 }],
    ['a stake finer than the currency', { minStake: 1.005 }],
    ['a liability cap of 0', { liabilityCap: 0 }],
    ['weekday 7', { weekdays: [1, 7] }],
    ['a weekday twice', { weekdays: [1, 1] }],
    ['no weekday', { weekdays: [] }],
    ['a draw time of 25:00', { drawTime: '25:00' }],
    ['a draw time without its zero', { drawTime: '9:05' }],
    ['no draw time on a Vietnam game', { drawTime: undefined }],
    ['an unknown result mode', { resultMode: 'GUESSED' }],
    ['no reason', { reason: ' ' }],
    ['an unknown field', { intervalSeconds: 120 }],
  ])('refuses %s with VALIDATION_FAILED and writes nothing', async (_what, patch) => {
    const mb = await gameOf('VN-MB');
    const [row, before] = [await gameRow('VN-MB'), await audits()];
    const res = await edit(owner, mb, patch);
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res)).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect([await gameRow('VN-MB'), await audits()]).toEqual([row, before]);
  });

  it.each([
    ['a weekday on the e-lottery', { weekdays: [1] }],
    ['closing at or past the interval', { closeBeforeSeconds: 60 }],
  ])('refuses %s on an e-lottery game and writes nothing', async (_what, patch) => {
    const el = await gameOf('EL-1M');
    const [row, before] = [await gameRow('EL-1M'), await audits()];
    const res = await edit(owner, el, patch);
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect([await gameRow('EL-1M'), await audits()]).toEqual([row, before]);
  });

  it('answers another brand’s game NOT_FOUND, and refuses an operator who may only read', async () => {
    const siamMb = await gameOf('VN-MB', 'siam');
    const mb = await gameOf('VN-MB');
    const before = await audits();
    const other = await owner({ method: 'PUT', url: q(API.game, siamMb.id), payload: editOf(siamMb) });
    expect(other.statusCode).toBe(404);
    expect(body(other).errorCode).toBe('NOT_FOUND');
    const reader = await edit(support, mb, { maxStake: 10 });
    expect(reader.statusCode).toBe(403);
    expect(body(reader).errorCode).toBe('FORBIDDEN');
    expect(await audits()).toBe(before);
    expect((await gameOf('VN-MB')).maxStake).toBe(5_000);
  });
});

describe('draws and their liability', () => {
  it('pages a game’s draws with the seed hidden while open and the tickets’ totals', async () => {
    const draw = await openDrawOf('VN-MB');
    await place(draw.id, 'DE', ['05']);
    await place(draw.id, 'LO2', ['27']);
    const mb = await gameOf('VN-MB');
    const res = await risk({ method: 'GET', url: q(API.draws, mb.id, '&pageSize=5') });
    expect(res.statusCode, res.body).toBe(200);
    const value = body(res).value;
    expect(value).toMatchObject({ currency: 'CNY', game: { code: 'VN-MB' }, page: 1, pageSize: 5, total: 1 });
    expect(value.items[0]).toMatchObject({
      id: draw.id,
      status: 'OPEN',
      seedHash: draw.seedHash,
      seed: null,
      result: null,
      tickets: 2,
      stakes: 20,
      wins: 0,
    });
  });

  it('lists a draw’s liability per number, largest first, against the cap', async () => {
    const draw = await openDrawOf('VN-MB');
    const res = await support({ method: 'GET', url: q(API.exposure, draw.id) });
    expect(res.statusCode, res.body).toBe(200);
    const value = body(res).value;
    expect(value).toMatchObject({ drawId: draw.id, gameCode: 'VN-MB', status: 'OPEN', cap: 1_000_000 });
    const keys = value.items.map((e: { key: string }) => e.key);
    expect(keys).toEqual(expect.arrayContaining(['DE:05', 'LO2:27']));
    const amounts = value.items.map((e: { liability: number }) => e.liability);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // đề pays 95×: a stake of 10 may cost 950 on 05
    expect(value.items.find((e: { key: string }) => e.key === 'DE:05').liability).toBe(950);
  });

  it('answers another brand’s game and draw NOT_FOUND, and refuses a malformed page', async () => {
    const siamMb = await gameOf('VN-MB', 'siam');
    const [siamDraw] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, siamMb.id));
    for (const url of [q(API.draws, siamMb.id), q(API.exposure, siamDraw!.id)]) {
      const res = await owner({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(body(res).errorCode).toBe('NOT_FOUND');
    }
    const mb = await gameOf('VN-MB');
    const bad = await owner({ method: 'GET', url: q(API.draws, mb.id, '&pageSize=1000') });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe(`POST ${API.drawVoid}`, () => {
  it('voids an open draw, audited; the draw job then refunds every ticket', async () => {
    const draw = await openDrawOf('VN-QT');
    const before = await mainMinor();
    await place(draw.id, 'LO3', ['777'], 25);
    expect(before - (await mainMinor())).toBe(25_00n);
    const res = await risk({
      method: 'POST',
      url: q(API.drawVoid, draw.id),
      payload: { reason: 'feed lost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value).toMatchObject({
      id: draw.id,
      status: 'VOID',
      voidReason: 'feed lost',
      tickets: 1,
    });
    expect(await lastAudit('lottery.draw.void')).toMatchObject({
      operator_name: 'risk1',
      after: { status: 'VOID', reason: 'feed lost' },
    });
    await draws().run();
    expect(await mainMinor()).toBe(before);
    const [ticket] = await t.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, draw.id));
    expect(ticket).toMatchObject({ status: 'VOID', winMinor: 25_00n });
    expect((await createLedger({ db: t.db }).verify()).ok).toBe(true);
  });

  it('refuses a void draw again, one without a reason, another brand’s, and a reader, writing nothing', async () => {
    const [voided] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.status, 'VOID'));
    const open = await openDrawOf('VN-QB');
    const siamMb = await gameOf('VN-MB', 'siam');
    const [siamDraw] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, siamMb.id));
    const before = await audits();
    const cases: [TCall, number, object, number, string][] = [
      [owner, voided!.id, { reason: 'again' }, 403, 'OPERATION_NOT_ALLOWED'],
      [owner, open.id, { reason: '' }, 400, 'VALIDATION_FAILED'],
      [owner, open.id, {}, 400, 'VALIDATION_FAILED'],
      [owner, siamDraw!.id, { reason: 'not ours' }, 404, 'NOT_FOUND'],
      [support, open.id, { reason: 'reader' }, 403, 'FORBIDDEN'],
    ];
    for (const [who, id, payload, status, code] of cases) {
      const res = await who({ method: 'POST', url: q(API.drawVoid, id), payload });
      expect(res.statusCode, res.body).toBe(status);
      expect(body(res).errorCode).toBe(code);
    }
    expect(await audits()).toBe(before);
    expect((await drawRow(open.id)).status).toBe('OPEN');
    expect((await drawRow(siamDraw!.id)).status).not.toBe('VOID');
  });
});

describe('official results, maker and checker', () => {
  let ag: number;
  let el: number;
  let entryId: number;
  const enter = (who: TCall, drawId: number, result: object, reason = 'official sheet') =>
    who({ method: 'POST', url: q(API.drawResults, drawId), payload: { result, reason } });
  const decide = (who: TCall, id: number, decision: string, reason = 'checked against the sheet') =>
    who({ method: 'POST', url: q(API.resultDecide, id), payload: { decision, reason } });

  beforeAll(async () => {
    // An Giang and the five-minute e-lottery take official results; An Giang's draw gets two tickets.
    for (const code of ['VN-AG', 'EL-5M'])
      expect((await edit(owner, await gameOf(code), { resultMode: 'ENTERED' })).statusCode).toBe(200);
    ag = (await openDrawOf('VN-AG')).id;
    await place(ag, 'DE', ['05']);
    await place(ag, 'LO2', ['27']);
    const [elDraw] = await t.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameId, (await gameRow('EL-5M')).id), eq(lotteryDraws.status, 'OPEN')));
    el = elDraw!.id;
  });

  it('refuses results for an open draw', async () => {
    const res = await enter(owner, ag, southSheet());
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect(await entries()).toBe(0);
  });

  it('refuses results for a draw closed but not yet drawn, which awaits nothing yet', async () => {
    // 16:05 in Vietnam: An Giang's betting has closed; its official draw is at 16:15
    clock = Date.parse('2026-12-03T09:05:00Z');
    await draws().run();
    expect((await drawRow(ag)).status).toBe('CLOSED');
    const res = await enter(owner, ag, southSheet());
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('OPERATION_NOT_ALLOWED');
    const awaiting = body(await risk({ method: 'GET', url: `${API.awaitingResults}?brand=lobby` })).value;
    expect(awaiting.items.some((i: { drawId: number }) => i.drawId === ag)).toBe(false);
    expect(await entries()).toBe(0);
  });

  it('lists the closed draws past their time that await results, with the sheet each needs', async () => {
    // 16:16 in Vietnam: the South has drawn; An Giang's waits for its official sheet
    clock = Date.parse('2026-12-03T09:16:00Z');
    await draws().run();
    expect((await drawRow(ag)).status).toBe('CLOSED');
    const res = await risk({ method: 'GET', url: `${API.awaitingResults}?brand=lobby` });
    expect(res.statusCode, res.body).toBe(200);
    const items = body(res).value.items as { drawId: number; sheet: any; voidsAt: string; drawAt: string }[];
    const south = items.find((i) => i.drawId === ag)!;
    expect(south).toMatchObject({ gameCode: 'VN-AG', region: 'SOUTH', drawKey: '2026-12-03' });
    expect(south.sheet.prizes).toHaveLength(9);
    expect(south.sheet.prizes[0]).toEqual({ code: 'DB', count: 1, digits: 6 });
    expect(Date.parse(south.voidsAt) - Date.parse(south.drawAt)).toBe(48 * 3_600_000);
    expect(items.find((i) => i.drawId === el)).toMatchObject({ sheet: { kind: 'ELOTT', balls: 5 } });
  });

  it.each([
    ['a sheet without its last prize', () => ({ ...southSheet(), prizes: southSheet().prizes.slice(0, 8) })],
    [
      'a special prize of five digits',
      () => ({
        ...southSheet(),
        prizes: [{ code: 'DB', numbers: ['12345'] }, ...southSheet().prizes.slice(1)],
      }),
    ],
    ['e-lottery balls for a Vietnam draw', () => ({ kind: 'ELOTT', balls: [1, 2, 3, 4, 5] })],
    ['a prize that is not one', () => ({ kind: 'VN', prizes: [{ code: 'G9', numbers: ['1'] }] })],
  ])('refuses %s with VALIDATION_FAILED and writes nothing', async (_what, sheet) => {
    const before = await audits();
    const res = await enter(owner, ag, sheet());
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect([await entries(), await audits()]).toEqual([0, before]);
  });

  it.each([
    ['four balls', [1, 2, 3, 4]],
    ['a ball of 10', [1, 2, 3, 4, 10]],
  ])('refuses an e-lottery result of %s and writes nothing', async (_what, balls) => {
    const res = await enter(owner, el, { kind: 'ELOTT', balls });
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect(await entries()).toBe(0);
  });

  it('refuses results for a game the engine draws, and another brand’s draw', async () => {
    const mb = (await openDrawOf('VN-MB')).id;
    const engine = await enter(owner, mb, southSheet());
    expect(engine.statusCode).toBe(403);
    const siamAg = await gameOf('VN-AG', 'siam');
    const [siamDraw] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, siamAg.id));
    const other = await enter(owner, siamDraw!.id, southSheet());
    expect(other.statusCode).toBe(404);
    expect(await entries()).toBe(0);
  });

  it('keeps the maker’s sheet pending, the draw untouched, and refuses a second sheet for it', async () => {
    const res = await enter(owner, ag, southSheet());
    expect(res.statusCode, res.body).toBe(200);
    entryId = body(res).value.id;
    expect(body(res).value).toMatchObject({
      drawId: ag,
      status: 'PENDING',
      enteredBy: 'owner',
      drawStatus: 'CLOSED',
      reason: 'official sheet',
      result: { kind: 'VN', region: 'SOUTH' },
    });
    expect((await drawRow(ag)).status).toBe('CLOSED');
    expect(await audits('lottery.result.enter')).toBe(1);
    const twice = await enter(risk, ag, southSheet());
    expect(twice.statusCode).toBe(403);
    expect(await entries()).toBe(1);
    const pending = body(await risk({ method: 'GET', url: `${API.results}?brand=lobby` })).value;
    expect(pending.items.map((e: { id: number }) => e.id)).toEqual([entryId]);
    // no longer awaiting: its sheet is in
    const awaiting = body(await risk({ method: 'GET', url: `${API.awaitingResults}?brand=lobby` })).value;
    expect(awaiting.items.some((i: { drawId: number }) => i.drawId === ag)).toBe(false);
  });

  it('refuses the maker approving their own sheet, and another brand’s checker', async () => {
    const before = await audits();
    const own = await decide(owner, entryId, 'APPROVE');
    expect(own.statusCode).toBe(403);
    expect(body(own).errorCode).toBe('OPERATION_NOT_ALLOWED');
    const other = await risk({
      method: 'POST',
      url: `${API.resultDecide.replace(':id', String(entryId))}?brand=siam`,
      payload: { decision: 'APPROVE', reason: 'wrong brand' },
    });
    expect(other.statusCode).toBe(404);
    expect(await audits()).toBe(before);
    expect((await drawRow(ag)).status).toBe('CLOSED');
  });

  it('gives the draw the result once a second operator approves, and the draw job pays by it', async () => {
    const res = await decide(risk, entryId, 'APPROVE');
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value).toMatchObject({ status: 'APPROVED', decidedBy: 'risk1', drawStatus: 'DRAWN' });
    expect(await lastAudit('lottery.result.approve')).toMatchObject({ operator_name: 'risk1' });
    const again = await decide(owner, entryId, 'APPROVE');
    expect(again.statusCode).toBe(403);

    const before = await mainMinor();
    await draws().run();
    const row = await drawRow(ag);
    expect(row).toMatchObject({ status: 'SETTLED', resultSource: 'ENTERED' });
    const game = await gameRow('VN-AG');
    const tickets = await t.db.select().from(lotteryTickets).where(eq(lotteryTickets.drawId, ag));
    let won = 0n;
    for (const ticket of tickets) won += settleTicket(game, ticket, row.result as TDrawResult).winMinor;
    // the đề on 05 wins 95× against the special prize 123405
    expect(won).toBeGreaterThanOrEqual(950_00n);
    expect((await mainMinor()) - before).toBe(won);
    expect((await createLedger({ db: t.db }).verify()).ok).toBe(true);
  });

  it('leaves the draw waiting when the checker rejects, so a corrected sheet can be entered', async () => {
    const entered = await enter(risk, el, { kind: 'ELOTT', balls: [1, 2, 3, 4, 5] });
    expect(entered.statusCode, entered.body).toBe(200);
    const id = body(entered).value.id;
    const refused = await decide(risk, id, 'REJECT');
    expect(refused.statusCode).toBe(403);
    const res = await decide(owner, id, 'REJECT', 'balls mistyped');
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value).toMatchObject({ status: 'REJECTED', decidedBy: 'owner', drawStatus: 'CLOSED' });
    expect(await lastAudit('lottery.result.reject')).toMatchObject({ after: { reason: 'balls mistyped' } });
    expect((await drawRow(el)).status).toBe('CLOSED');
    const rejected = body(await owner({ method: 'GET', url: `${API.results}?brand=lobby&status=REJECTED` }));
    expect(rejected.value.items.map((e: { id: number }) => e.id)).toEqual([id]);
    expect((await enter(risk, el, { kind: 'ELOTT', balls: [9, 9, 0, 0, 1] })).statusCode).toBe(200);
  });

  it('closes the sheet still pending when its draw is voided: rejected, decided by nobody, off the queue', async () => {
    const [pending] = body(await owner({ method: 'GET', url: `${API.results}?brand=lobby` })).value.items as {
      id: number;
      drawId: number;
    }[];
    expect(pending?.drawId).toBe(el);
    const voided = await risk({ method: 'POST', url: q(API.drawVoid, el), payload: { reason: 'feed lost' } });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(body(await owner({ method: 'GET', url: `${API.results}?brand=lobby` })).value.items).toEqual([]);
    const rejected = body(await owner({ method: 'GET', url: `${API.results}?brand=lobby&status=REJECTED` }));
    expect(rejected.value.items.find((e: { id: number }) => e.id === pending!.id)).toMatchObject({
      status: 'REJECTED',
      decidedBy: null,
      drawStatus: 'VOID',
    });
    expect((await decide(owner, pending!.id, 'APPROVE')).statusCode).toBe(403);
  });

  it('refuses a decision that is neither, and one without a reason', async () => {
    const before = await audits();
    for (const payload of [
      { decision: 'MAYBE', reason: 'x' },
      { decision: 'APPROVE', reason: '' },
    ]) {
      const res = await owner({ method: 'POST', url: q(API.resultDecide, entryId), payload });
      expect(res.statusCode).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await audits()).toBe(before);
  });
});

describe(`GET ${API.tickets}`, () => {
  it('pages a member’s tickets by account, newest first', async () => {
    const res = await support({
      method: 'GET',
      url: `${API.tickets}?brand=lobby&account=player1&pageSize=2`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = body(res).value;
    expect(value).toMatchObject({ currency: 'CNY', account: 'player1', page: 1, pageSize: 2 });
    expect(value.total).toBe(5);
    expect(value.items).toHaveLength(2);
    expect(value.items[0].id).toBeGreaterThan(value.items[1].id);
    expect(value.items[0]).toMatchObject({ gameCode: 'VN-AG', status: expect.stringMatching(/WON|LOST/) });
  });

  it('answers an account the brand does not have NOT_FOUND, and asks for one', async () => {
    const unknown = await owner({ method: 'GET', url: `${API.tickets}?brand=lobby&account=nobody-here` });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).errorCode).toBe('NOT_FOUND');
    const none = await owner({ method: 'GET', url: `${API.tickets}?brand=lobby` });
    expect(none.statusCode).toBe(400);
    expect(body(none).errorCode).toBe('VALIDATION_FAILED');
  });
});
