import { createHmac } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_ROOMS_API, WALLET_API } from '@openlobby/contracts';
import { hmacFloatStream } from '@openlobby/house-games';
import { cardName, startHand } from '@openlobby/house-games/holdem';
import { body } from '../../../test/test-app.ts';
import { holdemHand } from './room-games.ts';
import { roomsKit } from './rooms-test-kit.ts';

let k: Awaited<ReturnType<typeof roomsKit>>;
let aliceLogin: string;
let bobLogin: string;
let alice: string;
let bob: string;
let hu: number;

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

beforeAll(async () => {
  k = await roomsKit();
  aliceLogin = await k.player('ronda', 100_000n);
  bobLogin = await k.player('rafael', 100_000n);
  alice = (await k.launch(aliceLogin)).token;
  bob = (await k.launch(bobLogin)).token;
  hu = (await k.roomByCode('HU-1')).id;
});
afterAll(async () => k.t.close());

const mainBalance = async (login: string) =>
  body(await k.t.call({ method: 'GET', url: WALLET_API.balance, headers: { authorization: login } })).value
    .mainBalance as number;
const chipsAccount = async () =>
  (
    await k.rows<{ balance: string }>(sql`
      select coalesce(sum(p.amount_minor), 0)::text as balance from postings p
      join ledger_accounts a on a.id = p.account_id where a.kind = 'TABLE_CHIPS' and a.brand_id = ${k.house.brandId}`)
  )[0]!.balance;

/** Plays the hand by checking or calling whoever is to act, until it is over. */
async function checkDown(roomId: number, tokens: string[]) {
  for (let moves = 0; moves < 20; moves++) {
    const views = await Promise.all(tokens.map((t) => k.view(t, roomId)));
    const hand = views[0]!.value.hand;
    if (hand.result) return hand;
    const i = views.findIndex((v) => v.value.hand.choices !== null);
    const choices = views[i]!.value.hand.choices;
    const r = await k.act(
      tokens[i]!,
      roomId,
      hand.handId,
      choices.actions.includes('CHECK') ? 'CHECK' : 'CALL',
    );
    expect(r.status).toBe(200);
  }
  throw new Error('the hand did not end');
}

describe('the card rooms of the house', () => {
  it('launches Hold’em to its page and lists the money rooms with who sits in them', async () => {
    const launched = await k.launch(aliceLogin);
    expect(launched.page).toBe(`${HOUSE_ROOMS_API.holdemPage}?lang=EN`);
    const list = await k.call('GET', HOUSE_ROOMS_API.rooms, alice);
    expect(list.value.gameName).toBe("Hold'em Rooms");
    expect(list.value.rooms.map((r: { code: string }) => r.code)).toEqual(['HU-1', 'SIX-1', 'SIX-5']);
    expect(list.value.rooms[0]).toMatchObject({
      smallBlind: 1,
      bigBlind: 2,
      minBuyIn: 40,
      maxBuyIn: 200,
      seatCount: 2,
      seated: 0,
    });
  });

  it('shows the real rooms and seat counts in GLS2_roomList, and a free-play launch only the play-chips room', async () => {
    const { nodeId } = await k.launch(aliceLogin);
    const rooms = async () =>
      body(await k.t.call({ method: 'POST', url: GAMES_API.roomList, payload: { nodeId } })).value.content;
    expect((await rooms()).map((r: { roomId: string }) => r.roomId)).toEqual([
      'FUN-1',
      'HU-1',
      'SIX-1',
      'SIX-5',
    ]);
    const six = (await k.roomByCode('SIX-1')).id;
    expect((await k.sit(alice, six, 3, 50)).status).toBe(200);
    expect((await rooms()).find((r: { roomId: string }) => r.roomId === 'SIX-1').players).toBe(1);
    expect((await k.leave(alice, six)).status).toBe(200);
    expect((await rooms()).find((r: { roomId: string }) => r.roomId === 'SIX-1').players).toBe(0);
    const fun = (await k.launch(null, 0)).token;
    const funList = await k.call('GET', HOUSE_ROOMS_API.rooms, fun);
    expect(funList.value.rooms.map((r: { code: string }) => r.code)).toEqual(['FUN-1']);
    expect((await k.view(fun, hu)).errorCode).toBe('NOT_FOUND');
  });
});

describe('taking a seat', () => {
  it('buys in from the main wallet once per request, into the table chips', async () => {
    const before = await mainBalance(aliceLogin);
    const chips = BigInt(await chipsAccount());
    const requestId = randomUUID();
    const first = await k.sit(alice, hu, 0, 100, requestId);
    expect(first.status).toBe(200);
    expect(first.value.seats).toEqual([
      expect.objectContaining({ seatNo: 0, player: 'ronda', stack: 100, mine: true }),
    ]);
    expect((await k.sit(alice, hu, 0, 100, requestId)).status).toBe(200);
    expect(await mainBalance(aliceLogin)).toBe(before - 100);
    expect(BigInt(await chipsAccount())).toBe(chips + 10_000n);
    // bob sees alice's name masked
    expect((await k.view(bob, hu)).value.seats[0].player).toBe('ro***a');
  });

  it('refuses a taken seat, a second seat, a buy-in outside the range or above the balance, writing nothing', async () => {
    expect(await k.sit(bob, hu, 0, 100)).toMatchObject({ status: 409, errorCode: 'SEAT_TAKEN' });
    expect(await k.sit(alice, hu, 1, 100)).toMatchObject({ status: 409, errorCode: 'ALREADY_SEATED' });
    expect(await k.sit(bob, hu, 1, 39)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(await k.sit(bob, hu, 1, 201)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(await k.sit(bob, hu, 2, 100)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    const poorLogin = await k.player('pauper', 3_000n);
    const poor = (await k.launch(poorLogin)).token;
    expect(await k.sit(poor, hu, 1, 50)).toMatchObject({ status: 422, errorCode: 'INSUFFICIENT_BALANCE' });
    expect(await mainBalance(poorLogin)).toBe(30);
    expect((await k.view(bob, hu)).value.seats).toHaveLength(1);
  });

  it('lets two players racing for one seat have it once, each buy-in once', async () => {
    const six = (await k.roomByCode('SIX-5')).id;
    const [a, b] = await Promise.all([k.sit(alice, six, 4, 200), k.sit(bob, six, 4, 200)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const seated = (await k.view(alice, six)).value.seats;
    expect(seated).toHaveLength(1);
    const winner = a.status === 200 ? alice : bob;
    expect((await k.leave(winner, six)).status).toBe(200);
  });
});

describe('a heads-up hand', () => {
  let handId: string;

  it('deals when two are seated, posts the blinds and tells each player only their own cards', async () => {
    expect((await k.sit(bob, hu, 1, 100)).status).toBe(200);
    const hand = (await k.deal(hu))!;
    handId = hand.id;
    const a = (await k.view(alice, hu)).value;
    const b = (await k.view(bob, hu)).value;
    expect(a.hand).toMatchObject({ handNo: 1, street: 'PREFLOP', pot: 3, board: [] });
    expect(a.seats.find((s: { mine: boolean }) => s.mine).cards).toHaveLength(2);
    expect(a.seats.find((s: { mine: boolean }) => !s.mine).cards).toBeUndefined();
    expect(b.seats.find((s: { mine: boolean }) => s.mine).cards).not.toEqual(
      a.seats.find((s: { mine: boolean }) => s.mine).cards,
    );
    // heads-up the button posts the small blind and acts first before the flop
    const first = a.hand.toActSeatNo === 0 ? a : b;
    expect(first.hand.choices.actions).toEqual(expect.arrayContaining(['FOLD', 'CALL', 'RAISE', 'ALL_IN']));
  });

  it('refuses a move out of turn, for another hand, or a raise below the minimum', async () => {
    const a = (await k.view(alice, hu)).value;
    const [toAct, waiting] = a.hand.toActSeatNo === 0 ? [alice, bob] : [bob, alice];
    expect(await k.act(waiting, hu, handId, 'CHECK')).toMatchObject({
      status: 409,
      errorCode: 'NOT_YOUR_TURN',
    });
    expect(await k.act(toAct, hu, randomUUID(), 'CALL')).toMatchObject({
      status: 409,
      errorCode: 'NOT_YOUR_TURN',
    });
    expect(await k.act(toAct, hu, handId, 'RAISE', 3)).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(await k.act(toAct, hu, handId, 'CHECK')).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
  });

  it('applies one of two racing moves of the same player and refuses the other', async () => {
    const a = (await k.view(alice, hu)).value;
    const toAct = a.hand.toActSeatNo === 0 ? alice : bob;
    const answers = await Promise.all([k.act(toAct, hu, handId, 'CALL'), k.act(toAct, hu, handId, 'CALL')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('plays to a showdown, pays the pot less the rake and books each player’s bet', async () => {
    const end = await checkDown(hu, [alice, bob]);
    expect(end.street).toBe('SHOWDOWN');
    expect(end.board).toHaveLength(5);
    expect(end.result.shown).toHaveLength(2);
    // a 4-chip pot, 5 % rake = 0.2
    expect(end.result.rake).toBe(0.2);
    const nets = end.result.net.map((n: { amount: number }) => n.amount);
    expect(nets.reduce((x: number, y: number) => x + y, 0)).toBeCloseTo(-0.2, 10);
    const seats = (await k.view(alice, hu)).value.seats;
    expect(seats.reduce((sum: number, s: { stack: number }) => sum + s.stack, 0)).toBeCloseTo(199.8, 10);
    const bets = await k.rows<{
      stake_minor: number;
      payout_minor: number;
      category: string;
      source: string;
    }>(
      sql`select stake_minor::int, payout_minor::int, category, source from bets where vendor_code = 'OLP' and vendor_bet_id like ${`${handId}:%`} order by vendor_bet_id`,
    );
    expect(bets).toHaveLength(2);
    expect(bets.map((b) => [b.stake_minor, b.category, b.source])).toEqual([
      [200, 'PVP', 'HOUSE'],
      [200, 'PVP', 'HOUSE'],
    ]);
    expect(bets.reduce((sum, b) => sum + b.payout_minor, 0)).toBe(380);
    const rake = await k.rows<{ kind: string }>(
      sql`select kind from journal_entries where idempotency_key = ${`poker:${handId}:rake`}`,
    );
    expect(rake).toEqual([{ kind: 'GAME_SETTLEMENT' }]);
  });

  it('proves the hand: the revealed seed deals the same cards and board', async () => {
    const proof = (await k.call('GET', HOUSE_ROOMS_API.handProof.replace(':handId', handId), alice)).value;
    expect(proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const state = startHand(
      {
        smallBlindMinor: 100,
        bigBlindMinor: 200,
        rakeBps: 500,
        rakeCapMinor: 600,
        button: proof.buttonIndex,
      },
      proof.stacks.map((s: number) => ({ stackMinor: s * 100 })),
      hmacFloatStream(hmac, proof.serverSeed, proof.roomCode, proof.handNo),
    );
    expect(state.runout.map(cardName)).toEqual(proof.board);
    expect(state.seats.map((s) => s.holeCards.map(cardName))).toEqual(proof.holeCards);
  });
});

describe('the turn clock and leaving', () => {
  it('times out the seat on the clock (folding to a bet, checking when it may) and sits it out after two', async () => {
    const room = await k.roomByCode('HU-1');
    const second = holdemHand((await k.deal(hu))!);
    expect(second.handNo).toBe(2);
    const slow = second.seats[second.state.toAct!]!.seatNo;
    const [slowToken, quickToken] = slow === 0 ? [alice, bob] : [bob, alice];
    await k.tick(hu, room.turnMs + 1);
    const after = (await k.view(alice, hu)).value;
    expect(after.hand.result).not.toBeNull();
    expect(after.hand.log.at(-1)).toMatchObject({ seatNo: slow, type: 'FOLD', timedOut: true });
    // the button moves: the quick player acts first, then the slow one's clock runs out again
    const third = (await k.deal(hu))!;
    expect((await k.act(quickToken, hu, third.id, 'CALL')).status).toBe(200);
    await k.tick(hu, room.turnMs + 1);
    const seats = (await k.view(alice, hu)).value;
    expect(seats.hand.log.at(-1)).toMatchObject({ seatNo: slow, type: 'CHECK', timedOut: true });
    expect(seats.seats.find((s: { seatNo: number }) => s.seatNo === slow).sittingOut).toBe(true);
    await checkDown(hu, [alice, bob]);
    expect(await k.deal(hu)).toBeNull();
    const back = await k.back(slowToken, hu);
    expect(back.value.seats.find((s: { seatNo: number }) => s.seatNo === slow).sittingOut).toBe(false);
  });

  it('stands a player up when the hand ends and cashes the stack out to the main wallet', async () => {
    const hand = (await k.deal(hu))!;
    const beforeAlice = await mainBalance(aliceLogin);
    const leaving = await k.leave(alice, hu);
    expect(leaving.value.seats.find((s: { mine: boolean }) => s.mine).leaving).toBe(true);
    // the hand plays on; alice folds when her turn comes (or has to be checked down)
    const end = await checkDown(hu, [alice, bob]);
    expect(end.handNo).toBe(hand.handNo);
    const seats = (await k.view(bob, hu)).value.seats;
    expect(seats.map((s: { seatNo: number }) => s.seatNo)).not.toContain(0);
    const aliceNets = await k.rows<{ net: string }>(sql`
      select coalesce(sum(payout_minor - stake_minor), 0)::text as net from bets
      where vendor_code = 'OLP' and member_id = (select id from members where account = 'ronda')`);
    expect(await mainBalance(aliceLogin)).toBeCloseTo(
      beforeAlice + 100 + Number(aliceNets[0]!.net) / 100,
      10,
    );
    expect((await k.leave(bob, hu)).value.seats).toEqual([]);
    // every chip bought in went back out or to the rake: the table chips account is empty
    expect(await chipsAccount()).toBe('0');
  });
});
