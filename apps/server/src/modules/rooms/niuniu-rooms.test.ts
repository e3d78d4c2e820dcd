import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_NIUNIU_API, HOUSE_ROOMS_API, WALLET_API } from '@openlobby/contracts';
import { hmacFloatStream } from '@openlobby/house-games';
import { cardName } from '@openlobby/house-games/holdem';
import { dealNiuniu } from '@openlobby/house-games/niuniu';
import { body } from '../../../test/test-app.ts';
import { roomsKit } from './rooms-test-kit.ts';

let k: Awaited<ReturnType<typeof roomsKit>>;
let logins: string[];
let tokens: string[];
let nn: number;

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

beforeAll(async () => {
  k = await roomsKit();
  logins = [
    await k.player('nadia', 100_000n),
    await k.player('niko', 100_000n),
    await k.player('noor', 100_000n),
  ];
  tokens = await Promise.all(logins.map(async (login) => (await k.launch(login, 1, 'niuniu')).token));
  nn = (await k.roomByCode('NN-1')).id;
});
afterAll(async () => k.t.close());

const mainBalance = async (login: string) =>
  body(await k.t.call({ method: 'GET', url: WALLET_API.balance, headers: { authorization: login } })).value
    .mainBalance as number;
const chipsAccount = async () =>
  BigInt(
    (
      await k.rows<{ balance: string }>(sql`
        select coalesce(sum(p.amount_minor), 0)::text as balance from postings p
        join ledger_accounts a on a.id = p.account_id
        where a.kind = 'TABLE_CHIPS' and a.brand_id = ${k.house.brandId}`)
    )[0]!.balance,
  );
const betsOf = (handId: string) =>
  k.rows<{ vendor_bet_id: string; stake_minor: number; payout_minor: number; category: string }>(sql`
    select vendor_bet_id, stake_minor::int, payout_minor::int, category from bets
    where vendor_code = 'OLP' and vendor_bet_id like ${`${handId}:%`} order by vendor_bet_id`);
const commissionEntries = (handId: string) =>
  k.rows<{ kind: string }>(
    sql`select kind from journal_entries where idempotency_key = ${`poker:${handId}:rake`}`,
  );

/** The token of the seat with this number (players sit at seats 0, 1, 2 in turn). */
const tokenAt = (seatNo: number) => tokens[seatNo]!;

describe('the Niu-Niu rooms', () => {
  it('launches Niu-Niu to its page and lists only its own money rooms', async () => {
    const launched = await k.launch(logins[0]!, 1, 'niuniu');
    expect(launched.page).toBe(`${HOUSE_NIUNIU_API.page}?lang=EN`);
    const list = await k.call('GET', HOUSE_ROOMS_API.rooms, tokens[0]!);
    expect(list.value.gameName).toBe('Niu-Niu Rooms');
    expect(list.value.rooms.map((r: { code: string }) => r.code)).toEqual(['NN-1', 'NN-5']);
    expect(list.value.rooms[0]).toMatchObject({ bigBlind: 1, minBuyIn: 30, maxBuyIn: 300, seatCount: 5 });
    const rooms = body(
      await k.t.call({ method: 'POST', url: GAMES_API.roomList, payload: { nodeId: launched.nodeId } }),
    ).value.content;
    expect(rooms.map((r: { roomId: string }) => r.roomId)).toEqual(['NN-1', 'NN-5', 'NN-FUN']);
    const view = await k.view(tokens[0]!, nn);
    expect(view.value).toMatchObject({
      game: 'NIUNIU',
      room: { baseBet: 1, turnSeconds: 12, commissionPercent: 5 },
      hand: null,
    });
  });
});

describe('a Niu-Niu hand', () => {
  let handId: string;

  it('deals when two sit: the first seat banks, each sees four of its own cards, only the player chooses', async () => {
    expect((await k.sit(tokenAt(0), nn, 0, 100)).status).toBe(200);
    expect((await k.sit(tokenAt(1), nn, 1, 20)).status).toBe(400); // under 30 base bets
    expect((await k.sit(tokenAt(1), nn, 1, 100)).status).toBe(200);
    const hand = (await k.deal(nn))!;
    handId = hand.id;
    const banker = (await k.view(tokenAt(0), nn)).value.hand;
    const player = (await k.view(tokenAt(1), nn)).value.hand;
    expect(banker).toMatchObject({ phase: 'STAKE', bankerSeatNo: 0, baseBet: 1, choices: null });
    expect(player.choices).toEqual({ multiples: [1, 2, 3] });
    const own = (h: { seats: { seatNo: number; cards?: string[] }[] }, seatNo: number) =>
      h.seats.find((s) => s.seatNo === seatNo)!;
    expect(own(player, 1).cards).toHaveLength(4);
    expect(own(player, 0).cards).toBeUndefined();
    expect(own(banker, 0).cards).toHaveLength(4);
    expect(own(banker, 1).cards).toBeUndefined();
    expect(player.turnEndsAt).toBe(new Date(k.now().getTime() + 12_000).toISOString());
  });

  it('refuses the banker’s stake, a stake its chips do not cover, and moves of Hold’em, writing nothing', async () => {
    expect(await k.stake(tokenAt(0), nn, handId, 1)).toMatchObject({
      status: 409,
      errorCode: 'NOT_YOUR_TURN',
    });
    expect(await k.stake(tokenAt(1), nn, handId, 4)).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(await k.act(tokenAt(1), nn, handId, 'CALL')).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(await k.stake(tokenAt(2), nn, handId, 1)).toMatchObject({
      status: 409,
      errorCode: 'NOT_YOUR_TURN',
    });
    expect(
      (await k.view(tokenAt(1), nn)).value.hand.seats.map((s: { multiple: number | null }) => s.multiple),
    ).toEqual([null, null]);
  });

  it('shows every hand when the last player stakes, settles each against the banker and books it once', async () => {
    const chipsBefore = await chipsAccount();
    const shown = await k.stake(tokenAt(1), nn, handId, 2);
    expect(shown.status).toBe(200);
    const hand = shown.value.hand;
    expect(hand.phase).toBe('SHOWN');
    expect(hand.seats.every((s: { cards: string[] }) => s.cards.length === 5)).toBe(true);
    const [player, banker] = [
      hand.seats.find((s: { banker: boolean }) => !s.banker),
      hand.seats.find((s: { banker: boolean }) => s.banker),
    ];
    expect(player).toMatchObject({ seatNo: 1, multiple: 2, timedOut: false });
    // player and banker nets and the commission sum to zero; the winner's multiple × 2 × base moved
    expect(player.net + banker.net + hand.commission).toBeCloseTo(0, 9);
    const moved = (player.won ? player.handMultiplier : banker.handMultiplier) * 2;
    expect(Math.abs(player.won ? banker.net : player.net)).toBe(moved);
    // the stacks took the nets; the chips account holds them all, less the commission
    const seats = (await k.view(tokenAt(0), nn)).value.seats;
    expect(seats.map((s: { stack: number }) => s.stack)).toEqual([100 + banker.net, 100 + player.net]);
    expect(await chipsAccount()).toBe(chipsBefore - BigInt(Math.round(hand.commission * 100)));
    expect(await commissionEntries(handId)).toEqual(hand.commission > 0 ? [{ kind: 'GAME_SETTLEMENT' }] : []);
    const bets = await betsOf(handId);
    expect(bets.map((b) => b.vendor_bet_id)).toEqual([`${handId}:0`, `${handId}:1`]);
    expect(bets.every((b) => b.category === 'PVP' && b.stake_minor === moved * 100)).toBe(true);
    expect(bets.map((b) => b.payout_minor - b.stake_minor)).toEqual([
      Math.round(banker.net * 100),
      Math.round(player.net * 100),
    ]);
  });

  it('proves the hand: the revealed seed deals the same cards', async () => {
    const proof = body(
      await k.t.call({ method: 'GET', url: HOUSE_NIUNIU_API.handProof.replace(':handId', handId) }),
    ).value;
    expect(proof).toMatchObject({ roomCode: 'NN-1', seatNos: [1, 0], baseBet: 1, multiples: [2] });
    const deal = dealNiuniu(hmacFloatStream(hmac, proof.serverSeed, 'NN-1', proof.handNo), 1);
    expect([...deal.players, deal.banker].map((cards) => cards.map(cardName))).toEqual(proof.hands);
    expect(createHash('sha256').update(proof.serverSeed).digest('hex')).toBe(proof.serverSeedHash);
    const holdemProof = await k.t.call({
      method: 'GET',
      url: HOUSE_ROOMS_API.handProof.replace(':handId', handId),
    });
    expect(holdemProof.statusCode).toBe(404);
  });

  it('moves the bank to the next seat, and the clock stakes 1 × for a player who does not choose', async () => {
    expect((await k.sit(tokenAt(2), nn, 2, 100)).status).toBe(200);
    const hand = (await k.deal(nn))!;
    const view = (await k.view(tokenAt(1), nn)).value.hand;
    expect(view.bankerSeatNo).toBe(1);
    // dealing order: the players from the banker's left, the banker last
    expect(hand.seats.map((s) => s.seatNo)).toEqual([2, 0, 1]);
    await k.tick(nn, 3_000);
    expect((await k.stake(tokenAt(2), nn, hand.id, 3)).status).toBe(200);
    // another player's stake leaves the one clock as it was
    expect((await k.view(tokenAt(0), nn)).value.hand.turnEndsAt).toBe(view.turnEndsAt);
    await k.tick(nn, 9_001);
    const shown = (await k.view(tokenAt(0), nn)).value.hand;
    expect(shown.phase).toBe('SHOWN');
    expect(shown.seats.find((s: { seatNo: number }) => s.seatNo === 0)).toMatchObject({
      multiple: 1,
      timedOut: true,
    });
    expect(shown.seats.find((s: { seatNo: number }) => s.seatNo === 2)).toMatchObject({
      multiple: 3,
      timedOut: false,
    });
    expect((await betsOf(hand.id)).length).toBe(3);
  });

  it('settles once when the last stake and the clock running out race', async () => {
    const hand = (await k.deal(nn))!;
    const [first] = hand.seats;
    const last = hand.seats[1]!;
    expect((await k.stake(tokenAt(first!.seatNo), nn, hand.id, 1)).status).toBe(200);
    const [staked] = await Promise.all([k.stake(tokenAt(last.seatNo), nn, hand.id, 1), k.tick(nn, 12_001)]);
    expect([200, 409]).toContain(staked.status);
    const bets = await betsOf(hand.id);
    expect(bets.length).toBe(3);
    const shown = (await k.view(tokenAt(0), nn)).value.hand;
    const total = shown.seats.reduce((sum: number, s: { net: number }) => sum + s.net, 0) + shown.commission;
    expect(total).toBeCloseTo(0, 9);
    expect(bets.reduce((sum, b) => sum + b.payout_minor - b.stake_minor, 0)).toBe(
      -Math.round(shown.commission * 100),
    );
  });

  it('cashes every stack out on leaving: the wallets, chips and commission add up', async () => {
    const chipsBefore = await chipsAccount();
    const stacks = (await k.view(tokenAt(0), nn)).value.seats.map((s: { stack: number }) => s.stack);
    const before = await Promise.all(logins.map(mainBalance));
    for (const token of tokens) expect((await k.leave(token, nn)).status).toBe(200);
    const after = await Promise.all(logins.map(mainBalance));
    after.forEach((balance, i) => expect(balance).toBeCloseTo(before[i]! + stacks[i]!, 9));
    const stacked = stacks.reduce((a: number, b: number) => a + b, 0);
    expect(await chipsAccount()).toBe(chipsBefore - BigInt(Math.round(stacked * 100)));
    // three players bought in 300 in all; what they took back and the room's commission make it up
    const commission = await k.rows<{ total: string }>(sql`
      select coalesce(sum(p.amount_minor), 0)::text as total from postings p
      join journal_entries j on j.id = p.entry_id join ledger_accounts a on a.id = p.account_id
      where a.kind = 'GAME_REVENUE' and j.idempotency_key like 'poker:%:rake' and a.brand_id = ${k.house.brandId}`);
    expect(Math.round(stacked * 100) + Number(commission[0]!.total)).toBe(30_000);
  });
});
