import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HOUSE_CRASH_API, WALLET_API } from '@openlobby/contracts';
import { crashPoint, isCrashGameHash } from '@openlobby/house-games/crash';
import { body } from '../../../test/test-app.ts';
import { crashKit, TEST_CHAIN_LENGTH } from './crash-test-kit.ts';

let k: Awaited<ReturnType<typeof crashKit>>;
let aliceLogin: string;
let alice: string;
let bob: string;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

beforeAll(async () => {
  k = await crashKit();
  await k.step(); // the game's first round, and its (short) chain
  await k.house.fund('player1', 1_000_000n);
  aliceLogin = await k.house.kit.tokenOf('player1', 'Player123');
  alice = (await k.launch(aliceLogin)).token;
  bob = (await k.launch(await k.player('bobby', 1_000_000n))).token;
});
afterAll(async () => k.t.close());

const mainBalance = async (login = aliceLogin) =>
  body(await k.t.call({ method: 'GET', url: WALLET_API.balance, headers: { authorization: login } })).value
    .mainBalance as number;
const credits = async (roundId: string) =>
  (
    await k.rows<{ n: number; total: string }>(sql`
      select count(*)::int as n, coalesce(sum(amount_minor), 0)::text as total
        from seamless_transactions where round_id = ${roundId} and kind = 'CREDIT'`)
  )[0]!;

describe('launching the crash game', () => {
  it('opens the crash page and shows the round without its point, the chain’s terminal hash and limits', async () => {
    expect((await k.launch(aliceLogin)).page).toBe(HOUSE_CRASH_API.page);
    const state = (await k.state(alice)).value;
    expect(state).toMatchObject({
      gameName: 'Rocket Crash',
      freePlay: false,
      limits: { minStake: 1, maxStake: 1000, maxCashOut: 1_000_000 },
      fairness: { chainLength: TEST_CHAIN_LENGTH },
      round: { phase: 'BETTING', crashPoint: null, hash: null, crashedAt: null },
    });
    expect(state.rtp).toBeCloseTo(0.99, 9);
    expect(state.fairness.terminalHash).toMatch(/^[0-9a-f]{64}$/);
    // the secret point is nowhere in what the page receives
    const [row] = await k.rows<{ hash: string }>(
      sql`select hash from house_crash_rounds where id = ${state.round.id}`,
    );
    expect(JSON.stringify(state)).not.toContain(row!.hash);
  });

  it('refuses a call without a live launch token', async () => {
    expect(await k.state('not-a-token-of-any-game')).toMatchObject({
      status: 401,
      errorCode: 'GAME_SESSION_INVALID',
    });
  });
});

describe('betting', () => {
  it('debits the stake through the seamless wallet; a replayed request id moves nothing', async () => {
    const round = await k.bettingRoundCrashingAbove(100);
    const before = await mainBalance();
    const first = await k.bet(alice, round.id, 25, 2, '7a1e3c1e-46f4-4d3b-9d59-3c6f3a0e0001');
    expect(first).toMatchObject({
      status: 200,
      value: { balance: before - 25, myBet: { stake: 25, autoCashOut: 2 } },
    });
    const replay = await k.bet(alice, round.id, 25, 2, '7a1e3c1e-46f4-4d3b-9d59-3c6f3a0e0001');
    expect(replay).toMatchObject({ status: 200, value: { balance: before - 25, myBet: { stake: 25 } } });
    expect(await mainBalance()).toBe(before - 25);
    const again = await k.bet(alice, round.id, 5);
    expect(again).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(await mainBalance()).toBe(before - 25);
  });

  it('answers 400 to hostile input and writes nothing', async () => {
    const round = await k.latest();
    const before = await mainBalance();
    const count = async () =>
      (await k.rows<{ n: number }>(sql`select count(*)::int as n from house_crash_bets`))[0]!.n;
    const bets = await count();
    for (const payload of [
      { roundId: round.id, stake: -1, requestId: crypto.randomUUID() },
      { roundId: round.id, stake: 1.005, requestId: crypto.randomUUID() },
      { roundId: round.id, stake: 5000, requestId: crypto.randomUUID() },
      { roundId: round.id, stake: 0.5, requestId: crypto.randomUUID() },
      { roundId: round.id, stake: 5, autoCashOut: 1.005, requestId: crypto.randomUUID() },
      { roundId: round.id, stake: 5, autoCashOut: 1, requestId: crypto.randomUUID() },
      { roundId: 'round-1', stake: 5, requestId: crypto.randomUUID() },
      { roundId: round.id, stake: '5', requestId: crypto.randomUUID() },
      { roundId: round.id, stake: 5 },
    ])
      expect(await k.call('POST', HOUSE_CRASH_API.bet, bob, payload)).toMatchObject({
        status: 400,
        errorCode: 'VALIDATION_FAILED',
      });
    expect(await k.call('POST', HOUSE_CRASH_API.cashOut, bob, { roundId: 7 })).toMatchObject({ status: 400 });
    expect(await count()).toBe(bets);
    expect(await mainBalance()).toBe(before);
  });

  it('refuses a bet once the round has started', async () => {
    const round = await k.latest();
    k.setNow(round.startsAt.getTime());
    expect(await k.bet(bob, round.id, 5)).toMatchObject({ status: 409, errorCode: 'ROUND_CLOSED' });
  });
});

describe('cashing out', () => {
  it('credits stake × the multiplier of the server’s clock when the call arrives', async () => {
    const round = await k.bettingRoundCrashingAbove(200);
    const before = await mainBalance();
    expect((await k.bet(alice, round.id, 10)).status).toBe(200);
    const running = await k.step();
    expect(running.phase).toBe('RUNNING');
    k.atMultiplier(running, 150);
    const out = await k.cashOut(alice, round.id);
    expect(out).toMatchObject({
      status: 200,
      value: { balance: before - 10 + 15, myBet: { cashedOutAt: 1.5, returned: 15 } },
    });
    expect(await mainBalance()).toBe(before + 5);
    // a second cash-out answers the first and pays nothing more
    k.atMultiplier(running, 180);
    expect(await k.cashOut(alice, round.id)).toMatchObject({
      status: 200,
      value: { myBet: { cashedOutAt: 1.5 } },
    });
    expect(await credits(round.id)).toEqual({ n: 1, total: '1500' });
    await k.step(); // the crash settles nothing again
    expect(await credits(round.id)).toEqual({ n: 1, total: '1500' });
    expect(await mainBalance()).toBe(before + 5);
  });

  it('pays once when two cash-outs of one bet arrive together', async () => {
    const round = await k.bettingRoundCrashingAbove(300);
    const before = await mainBalance();
    await k.bet(alice, round.id, 20);
    const running = await k.step();
    k.atMultiplier(running, 250);
    const [a, b] = await Promise.all([k.cashOut(alice, round.id), k.cashOut(alice, round.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.value.myBet).toMatchObject({ cashedOutAt: 2.5, returned: 50 });
    expect(b.value.myBet).toMatchObject({ cashedOutAt: 2.5, returned: 50 });
    expect(await credits(round.id)).toEqual({ n: 1, total: '5000' });
    expect(await mainBalance()).toBe(before + 30);
  });

  it('refuses a cash-out after the crash, before and after the leader has settled it', async () => {
    const round = await k.bettingRoundCrashingAbove(110);
    const before = await mainBalance();
    await k.bet(alice, round.id, 10);
    const running = await k.step();
    k.setNow(running.crashesAt.getTime());
    expect(await k.cashOut(alice, round.id)).toMatchObject({ status: 409, errorCode: 'ROUND_CLOSED' });
    const crashed = await k.step();
    expect(crashed.phase).toBe('CRASHED');
    expect(await k.cashOut(alice, round.id)).toMatchObject({ status: 409, errorCode: 'ROUND_CLOSED' });
    // the lost bet's round is closed by a zero credit
    expect(await credits(round.id)).toEqual({ n: 1, total: '0' });
    expect(await mainBalance()).toBe(before - 10);
  });

  it('cashes auto targets out as the multiplier passes them, the rest lose at the crash', async () => {
    const round = await k.bettingRoundCrashingAbove(200);
    const [aliceBefore, bobBefore] = [
      await mainBalance(),
      await mainBalance(await k.house.kit.tokenOf('bobby', 'Player123')),
    ];
    await k.bet(alice, round.id, 10, 1.5);
    await k.bet(bob, round.id, 10, Math.min(round.crashPoint + 1, 1_000_000 * 100) / 100);
    const running = await k.step();
    k.atMultiplier(running, 160);
    const wait = await k.rounds.advance(k.game);
    expect(wait).toBeGreaterThan(0);
    const [alices] = await k.rows<{ cashed_out_at: number; returned_minor: string }>(
      sql`select cashed_out_at, returned_minor::text from house_crash_bets where round_id = ${round.id} and member_id is not null order by created_at limit 1`,
    );
    expect(alices).toEqual({ cashed_out_at: 150, returned_minor: '1500' });
    const crashed = await k.step();
    expect(crashed.phase).toBe('CRASHED');
    expect(await mainBalance()).toBe(aliceBefore + 5);
    expect(await mainBalance(await k.house.kit.tokenOf('bobby', 'Player123'))).toBe(bobBefore - 10);
    expect(await credits(round.id)).toEqual({ n: 2, total: '1500' });
  });
});

describe('the published chain', () => {
  it('reveals each crashed game’s hash, which hashes to the previous one and recomputes the point', async () => {
    const crashed = (await k.state(alice)).value.recent as {
      roundId: string;
      number: number;
      hash: string;
      crashPoint: number;
    }[];
    expect(crashed.length).toBeGreaterThan(3);
    const { fairness } = (await k.state(alice)).value;
    for (const game of crashed) {
      const proof = (await k.call('GET', HOUSE_CRASH_API.proof.replace(':game', game.hash), alice)).value;
      expect(proof).toMatchObject({
        roundId: game.roundId,
        hash: game.hash,
        terminalHash: fairness.terminalHash,
      });
      expect(sha256(game.hash)).toBe(proof.previousHash);
      expect(crashPoint(hmac, game.hash, proof.salt) / 100).toBe(game.crashPoint);
      expect(isCrashGameHash(sha256, game.hash, game.number, fairness.terminalHash)).toBe(true);
    }
    // the game in play: no hash or point yet, even by its id
    const open = await k.bettingRoundCrashingAbove(100);
    const proof = (await k.call('GET', HOUSE_CRASH_API.proof.replace(':game', open.id), alice)).value;
    expect(proof).toMatchObject({ hash: null, crashPoint: null, number: open.number });
    expect(await k.call('GET', HOUSE_CRASH_API.proof.replace(':game', open.hash), alice)).toMatchObject({
      status: 404,
    });
  });

  it('lists the player’s crash rounds in the site’s betting record', async () => {
    const record = await k.t.call({
      method: 'GET',
      url: `${WALLET_API.bettingRecords}?from=2026-12-03&to=2026-12-04&vendorCode=OLH`,
      headers: { authorization: aliceLogin },
    });
    const rounds = body(record).value.items as { status: string; betAmount: number }[];
    expect(rounds.length).toBeGreaterThanOrEqual(4);
    expect(rounds.every((r) => r.status === 'SETTLED')).toBe(true);
  });
});

describe('free play', () => {
  it('moves the demo balance, never money', async () => {
    const fun = (await k.launch(null, 0)).token;
    const start = (await k.state(fun)).value.balance as number;
    const round = await k.bettingRoundCrashingAbove(200);
    expect(await k.bet(fun, round.id, 100)).toMatchObject({ status: 200, value: { balance: start - 100 } });
    const running = await k.step();
    k.atMultiplier(running, 200);
    expect(await k.cashOut(fun, round.id)).toMatchObject({ status: 200, value: { balance: start + 100 } });
    expect(await credits(round.id)).toEqual({ n: 0, total: '0' });
  });
});

describe('a clock set back', () => {
  it('crashes a round timed by the clock before it went back, and plays on', async () => {
    const round = await k.bettingRoundCrashingAbove(100);
    const running = await k.step();
    expect(running.phase).toBe('RUNNING');
    k.setNow(round.opensAt.getTime() - 86_400_000);
    await k.rounds.advance(k.game);
    expect(await k.latest()).toMatchObject({ id: round.id, phase: 'CRASHED' });
    // the pause after it runs on the clock as it is now
    expect(await k.step()).toMatchObject({ number: round.number + 1, phase: 'BETTING' });
  });
});
