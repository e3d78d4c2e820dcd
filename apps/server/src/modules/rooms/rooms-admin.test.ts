import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  ADMIN_API,
  ADMIN_ROOMS_API as API,
  type TAdminRoom,
  type TAdminRoomHand,
  type TAdminRoomSeat,
} from '@openlobby/contracts';
import { body } from '../../../test/test-app.ts';
import * as repo from './rooms.repo.ts';
import { roomsKit } from './rooms-test-kit.ts';

/**
 * The card rooms' back office through HTTP on a fresh database: the brand's rooms of both games
 * with their seats, hands and rake, a room's edit (audited with its reason, applied from the next
 * hand, an inactive room dealing no new hand while its players may still stand up), who sits now
 * (accounts in full, guests as such) and the hands with each seat's net and the proof's link. Bad
 * input, a role that may not, and another brand's room are refused with the envelope, nothing written.
 */
type TCall = (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let k: Awaited<ReturnType<typeof roomsKit>>;
let risk: TCall;
let support: TCall;
let content: TCall;
let ronda: string;
let rafael: string;
let hu: number;

const q = (path: string, id: number, extra = '', brand = 'lobby') =>
  `${path.replace(':id', String(id))}?brand=${brand}${extra}`;
const count = async (query: ReturnType<typeof sql>) => (await k.rows<{ n: number }>(query))[0]!.n;
const audits = () => count(sql`select count(*)::int as n from audit_log`);
const lastAudit = async (action: string) =>
  (
    await k.rows<{ before: Record<string, unknown>; after: Record<string, unknown>; operator_name: string }>(
      sql`select before, after, operator_name from audit_log where action = ${action} order by id desc limit 1`,
    )
  )[0]!;

async function login(username: string): Promise<TCall> {
  const res = await k.t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { username, password: 'Operator123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = body(res).value.token as string;
  return (opts) => k.t.call({ ...opts, headers: { ...(opts.headers as object), authorization: token } });
}

const roomsOf = async (brand = 'lobby') => {
  const res = await support({ method: 'GET', url: `${API.rooms}?brand=${brand}` });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value.items as TAdminRoom[];
};
const roomOf = async (code: string, brand = 'lobby') => (await roomsOf(brand)).find((r) => r.code === code)!;

/** A room's edit as the dialog sends it: what it has now, by its game, with `patch` over it. */
const editOf = (r: TAdminRoom, patch: Record<string, unknown> = {}) => ({
  game: r.game,
  name: r.name,
  active: r.active,
  ...(r.game === 'niuniu'
    ? { baseBet: r.bigBlind }
    : { smallBlind: r.smallBlind, bigBlind: r.bigBlind, rakeCap: r.rakeCap }),
  minBuyIn: r.minBuyIn,
  maxBuyIn: r.maxBuyIn,
  rakePercent: r.rakePercent,
  turnSeconds: r.turnSeconds,
  pauseSeconds: r.pauseSeconds,
  reason: 'api: new stakes',
  ...patch,
});
const edit = (who: TCall, r: TAdminRoom, patch: Record<string, unknown> = {}, brand = 'lobby') =>
  who({ method: 'PUT', url: q(API.room, r.id, '', brand), payload: editOf(r, patch) });

/** Plays the hand in play by checking or calling whoever is to act, until it is over. */
async function checkDown(roomId: number, tokens: string[]) {
  for (let moves = 0; moves < 20; moves++) {
    const views = await Promise.all(tokens.map((t) => k.view(t, roomId)));
    const hand = views[0]!.value.hand;
    if (hand.result) return hand;
    const i = views.findIndex((v) => v.value.hand.choices !== null);
    const { actions } = views[i]!.value.hand.choices;
    expect(
      (await k.act(tokens[i]!, roomId, hand.handId, actions.includes('CHECK') ? 'CHECK' : 'CALL')).status,
    ).toBe(200);
  }
  throw new Error('the hand did not end');
}

beforeAll(async () => {
  k = await roomsKit();
  ronda = (await k.launch(await k.player('ronda', 100_000n))).token;
  rafael = (await k.launch(await k.player('rafael', 100_000n))).token;
  hu = (await k.roomByCode('HU-1')).id;
  [risk, support, content] = [await login('risk1'), await login('support1'), await login('content1')];
});
afterAll(async () => k.t.close());

describe(`GET ${API.rooms}`, () => {
  it('lists both games’ rooms with stakes, buy-ins, rake and clocks in major units', async () => {
    const rooms = await roomsOf();
    expect(rooms.map((r) => `${r.game}:${r.code}`)).toEqual([
      'holdem:FUN-1',
      'holdem:HU-1',
      'holdem:SIX-1',
      'holdem:SIX-5',
      'niuniu:NN-1',
      'niuniu:NN-5',
      'niuniu:NN-FUN',
    ]);
    expect(rooms[1]).toEqual({
      id: hu,
      code: 'HU-1',
      name: 'Heads-up 1/2',
      game: 'holdem',
      freePlay: false,
      seatCount: 2,
      seated: 0,
      smallBlind: 1,
      bigBlind: 2,
      minBuyIn: 40,
      maxBuyIn: 200,
      rakePercent: 5,
      rakeCap: 6,
      turnSeconds: 20,
      pauseSeconds: 4,
      active: true,
      handsDealt: 0,
      rakeToday: 0,
      rakeTotal: 0,
    });
    expect(rooms[5]).toMatchObject({
      game: 'niuniu',
      smallBlind: 5,
      bigBlind: 5,
      minBuyIn: 150,
      seatCount: 5,
    });
    // free play rakes demo chips: no money of the house
    expect(rooms[0]).toMatchObject({ freePlay: true, rakeToday: null, rakeTotal: null });
    const siam = await roomsOf('siam');
    expect(siam.length).toBeGreaterThan(0);
    expect(siam.filter((s) => rooms.some((r) => r.id === s.id))).toEqual([]);
  });

  it('asks for a login, and for rooms.read', async () => {
    const anonymous = await k.t.call({ method: 'GET', url: `${API.rooms}?brand=lobby` });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).errorCode).toBe('NOT_LOGGED_IN');
    const res = await content({ method: 'GET', url: `${API.rooms}?brand=lobby` });
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('FORBIDDEN');
  });
});

describe('seats and hands', () => {
  it('shows who sits now with the account in full, the hand’s part, and guests as such', async () => {
    expect((await k.sit(ronda, hu, 0, 100)).status).toBe(200);
    expect((await k.sit(rafael, hu, 1, 100)).status).toBe(200);
    const hand = (await k.deal(hu))!;
    const res = await support({ method: 'GET', url: q(API.seats, hu) });
    expect(res.statusCode, res.body).toBe(200);
    const seats = body(res).value;
    expect(seats).toMatchObject({ currency: 'CNY', room: { code: 'HU-1' }, handInPlay: hand.handNo });
    const items = seats.items as TAdminRoomSeat[];
    expect(items.map((s) => [s.seatNo, s.account, s.guest, s.inHand])).toEqual([
      [0, 'ronda', false, true],
      [1, 'rafael', false, true],
    ]);
    // the blinds are in the pot, the rest behind
    expect(items.map((s) => s.stack + s.committed)).toEqual([100, 100]);
    expect(items.map((s) => s.committed).sort()).toEqual([1, 2]);

    const funRoom = (await k.roomByCode('FUN-1')).id;
    const guest = (await k.launch(null, 0)).token;
    expect((await k.sit(guest, funRoom, 2, 50)).status).toBe(200);
    const fun = body(await support({ method: 'GET', url: q(API.seats, funRoom) })).value;
    expect(fun.items).toEqual([
      expect.objectContaining({ seatNo: 2, guest: true, stack: 50, inHand: false }),
    ]);
    expect((await k.leave(guest, funRoom)).status).toBe(200);
  });

  it('pages the hands newest first with each seat’s net, the rake and the proof’s link', async () => {
    const played = await checkDown(hu, [ronda, rafael]);
    const res = await risk({ method: 'GET', url: q(API.hands, hu, '&pageSize=5') });
    expect(res.statusCode, res.body).toBe(200);
    const page = body(res).value;
    expect(page).toMatchObject({ currency: 'CNY', room: { code: 'HU-1' }, page: 1, pageSize: 5, total: 1 });
    const hand = page.items[0] as TAdminRoomHand;
    expect(hand).toMatchObject({
      id: played.handId,
      handNo: 1,
      players: 2,
      proof: `/house/api/room-hands/${played.handId}`,
    });
    expect(hand.settledAt).not.toBeNull();
    expect(hand.rake).toBe(played.result.rake);
    expect(hand.seats.map((s) => s.account)).toEqual(['ronda', 'rafael']);
    // the players' nets are what the rake took from them, and the public view's own
    expect(hand.seats.reduce((sum, s) => sum + s.net!, 0)).toBeCloseTo(-hand.rake!, 2);
    expect(hand.seats.map((s) => s.net)).toEqual(
      [0, 1].map((seatNo) => played.result.net.find((n: { seatNo: number }) => n.seatNo === seatNo).amount),
    );
    const proof = await k.t.call({ method: 'GET', url: hand.proof });
    expect(proof.statusCode).toBe(200);
    expect(await roomOf('HU-1')).toMatchObject({
      seated: 2,
      handsDealt: 1,
      rakeToday: hand.rake,
      rakeTotal: hand.rake,
    });
  });
});

describe(`PUT ${API.room}`, () => {
  it('edits a Hold’em room’s stakes, rake and clocks, audited with the reason, from the next hand on', async () => {
    const before = await roomOf('HU-1');
    const res = await edit(risk, before, {
      name: 'Heads-up 2/4',
      smallBlind: 2,
      bigBlind: 4,
      minBuyIn: 80,
      maxBuyIn: 400,
      rakePercent: 2.5,
      rakeCap: 8,
      turnSeconds: 15,
      pauseSeconds: 2.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value).toMatchObject({ name: 'Heads-up 2/4', bigBlind: 4, rakePercent: 2.5, seated: 2 });
    expect((await repo.findRoom(k.t.db, hu))!).toMatchObject({
      smallBlindMinor: 200,
      bigBlindMinor: 400,
      minBuyInMinor: 8000,
      maxBuyInMinor: 40_000,
      rakeBps: 250,
      rakeCapMinor: 800,
      turnMs: 15_000,
      pauseMs: 2500,
    });
    expect(await lastAudit('rooms.room.update')).toMatchObject({
      operator_name: 'risk1',
      before: { name: 'Heads-up 1/2', bigBlind: 2, rakePercent: 5 },
      after: { name: 'Heads-up 2/4', bigBlind: 4, rakePercent: 2.5, reason: 'api: new stakes' },
    });
    const next = (await k.deal(hu))!;
    expect(next.handNo).toBe(2);
    expect(next.state).toMatchObject({ config: { bigBlindMinor: 400, rakeBps: 250, rakeCapMinor: 800 } });
    await checkDown(hu, [ronda, rafael]);
  });

  it('keeps a Niu-Niu room’s small blind equal to its base bet', async () => {
    const nn = await roomOf('NN-1');
    const res = await edit(risk, nn, { baseBet: 2, minBuyIn: 10, maxBuyIn: 600, rakePercent: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value).toMatchObject({ smallBlind: 2, bigBlind: 2, minBuyIn: 10, rakeCap: 0 });
    expect((await k.roomByCode('NN-1')).smallBlindMinor).toBe(200);
  });

  it.each([
    ['a big blind below the small', (r: TAdminRoom) => editOf(r, { smallBlind: 5, bigBlind: 4 })],
    ['a least buy-in below the big blind', (r: TAdminRoom) => editOf(r, { minBuyIn: 3 })],
    ['a most buy-in below the least', (r: TAdminRoom) => editOf(r, { maxBuyIn: 50 })],
    ['a blind of 0', (r: TAdminRoom) => editOf(r, { smallBlind: 0 })],
    ['a blind finer than the currency', (r: TAdminRoom) => editOf(r, { smallBlind: 1.005 })],
    ['a rake above 10 %', (r: TAdminRoom) => editOf(r, { rakePercent: 10.5 })],
    ['a rake finer than a basis point', (r: TAdminRoom) => editOf(r, { rakePercent: 2.555 })],
    ['a negative rake cap', (r: TAdminRoom) => editOf(r, { rakeCap: -1 })],
    ['a turn of 2 s', (r: TAdminRoom) => editOf(r, { turnSeconds: 2 })],
    ['a pause of 0.4 s', (r: TAdminRoom) => editOf(r, { pauseSeconds: 0.4 })],
    ['no name', (r: TAdminRoom) => editOf(r, { name: ' ' })],
    ['no reason', (r: TAdminRoom) => editOf(r, { reason: ' ' })],
    ['an unknown field', (r: TAdminRoom) => editOf(r, { seatCount: 9 })],
    [
      'a Niu-Niu edit of a Hold’em room',
      (r: TAdminRoom) => ({ ...editOf({ ...r, game: 'niuniu' }), game: 'niuniu', baseBet: 4 }),
    ],
  ])('refuses %s with VALIDATION_FAILED and writes nothing', async (_what, payload) => {
    const room = await roomOf('HU-1');
    const [row, before] = [await repo.findRoom(k.t.db, hu), await audits()];
    const res = await risk({ method: 'PUT', url: q(API.room, hu), payload: payload(room) });
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res)).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect([await repo.findRoom(k.t.db, hu), await audits()]).toEqual([row, before]);
  });

  it('refuses a Niu-Niu least buy-in below five base bets, naming the field', async () => {
    const nn = await roomOf('NN-5');
    const before = await audits();
    const res = await edit(risk, nn, { baseBet: 5, minBuyIn: 24 });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect(res.body).toContain('minBuyIn');
    expect(await audits()).toBe(before);
    expect((await edit(risk, nn, { baseBet: 5, minBuyIn: 25 })).statusCode).toBe(200);
  });

  it('deactivates a room: no new hand is dealt, its players may still stand up; reactivated it deals', async () => {
    const res = await edit(risk, await roomOf('HU-1'), { active: false, reason: 'api: closing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value.active).toBe(false);
    expect(await k.deal(hu)).toBeNull();
    expect(await k.deal(hu)).toBeNull();
    await edit(risk, await roomOf('HU-1'), { active: true, reason: 'api: reopening' });
    expect((await k.deal(hu))!.handNo).toBe(3);
    await checkDown(hu, [ronda, rafael]);
    await edit(risk, await roomOf('HU-1'), { active: false, reason: 'api: closing again' });
    expect((await k.leave(ronda, hu)).status).toBe(200);
    expect(body(await support({ method: 'GET', url: q(API.seats, hu) })).value.items).toHaveLength(1);
  });

  it('answers another brand’s room NOT_FOUND, and refuses an operator who may only read', async () => {
    const siamRoom = await roomOf('HU-1', 'siam');
    const before = await audits();
    const other = await risk({ method: 'PUT', url: q(API.room, siamRoom.id), payload: editOf(siamRoom) });
    expect(other.statusCode).toBe(404);
    expect(body(other).errorCode).toBe('NOT_FOUND');
    for (const path of [API.seats, API.hands]) {
      const read = await support({ method: 'GET', url: q(path, siamRoom.id) });
      expect(read.statusCode).toBe(404);
      expect(body(read).errorCode).toBe('NOT_FOUND');
    }
    const room = await roomOf('HU-1');
    const reader = await edit(support, room, { name: 'Support was here' });
    expect(reader.statusCode).toBe(403);
    expect(body(reader).errorCode).toBe('FORBIDDEN');
    expect((await content({ method: 'GET', url: q(API.hands, hu) })).statusCode).toBe(403);
    expect(await audits()).toBe(before);
    expect((await roomOf('HU-1')).name).toBe('Heads-up 2/4');
  });
});
