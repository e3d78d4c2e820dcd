import { createHmac, createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_API, WALLET_API } from '@openlobby/contracts';
import { verifySlotRound } from '@openlobby/house-games';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { houseKit } from './house-test-kit.ts';

let t: TestApp;
let k: Awaited<ReturnType<typeof houseKit>>;
let member: string;
let page: string;

beforeAll(async () => {
  t = await createTestApp();
  k = await houseKit(t);
  await k.fund('player1', 100_000n);
  member = await k.kit.tokenOf('player1', 'Player123');
  page = await k.launch(member);
});
afterAll(async () => t.close());

const house = async (method: 'GET' | 'POST', url: string, payload?: object, token = page) => {
  const res = await t.call({ method, url, headers: { authorization: token }, ...(payload && { payload }) });
  return { status: res.statusCode, ...body(res) };
};
const spin = (bet: number, requestId: string = randomUUID(), token = page) =>
  house('POST', HOUSE_API.slotSpin, { bet, requestId }, token);
const mainBalance = async () =>
  body(await t.call({ method: 'GET', url: WALLET_API.balance, headers: { authorization: member } })).value
    .mainBalance as number;

describe('launching the house slot', () => {
  it('asks a visitor to log in for real money and lets them play for free', async () => {
    const res = await t.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      payload: { nodeId: k.slot.nodeId },
    });
    expect(body(res)).toMatchObject({ success: false, errorCode: 'NOT_LOGGED_IN' });
    const fun = await k.launch(null, 0);
    const state = await house('GET', HOUSE_API.slotState, undefined, fun);
    expect(state.value).toMatchObject({ freePlay: true, balance: 2000, currency: 'CNY' });
  });

  it('answers a game url of the house page with the launch token in its fragment, never its query', async () => {
    const res = await t.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: { authorization: member, language: 'TH' },
      payload: { nodeId: k.slot.nodeId, accountType: 1 },
    });
    const url = new URL(body(res).value.game_url, 'http://localhost');
    expect(url.pathname).toBe(HOUSE_API.slotPage);
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('lang')).toBe('TH');
  });

  it('refuses house calls without a live launch token', async () => {
    expect(await house('GET', HOUSE_API.slotState, undefined, 'not-a-launch-token-at-all')).toMatchObject({
      status: 401,
      errorCode: 'GAME_SESSION_INVALID',
    });
  });
});

describe('launching an external vendor’s game', () => {
  it('answers GAME_MAINTENANCE with other games when the vendor does not answer the launch', async () => {
    // The test app names a simulator nobody listens at.
    const [game] = (
      (await t.db.execute(sql`
        select g.id as node_id from games g join vendors v on v.id = g.vendor_id
        where v.integration = 'SIMULATOR' order by g.id limit 1`)) as unknown as {
        rows: { node_id: number }[];
      }
    ).rows;
    const res = await t.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: { authorization: member },
      payload: { nodeId: game!.node_id, accountType: 1 },
    });
    expect(res.statusCode).toBe(503);
    expect(body(res)).toMatchObject({
      errorCode: 'GAME_MAINTENANCE',
      value: { suggestions: expect.any(Array) },
    });
  });
});

describe('playing the slot', () => {
  it('shows the seed hash, bet levels and declared RTP before play', async () => {
    const { value } = await house('GET', HOUSE_API.slotState);
    expect(value.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(value.betLevels).toContain(1);
    expect(value.rtp).toBeGreaterThan(0.9);
    expect(value.balance).toBe(await mainBalance());
  });

  it('takes the bet and pays the win through the wallet, one nonce per round', async () => {
    const before = await mainBalance();
    const { value: state } = await house('GET', HOUSE_API.slotState);
    const r = await spin(1);
    expect(r.success).toBe(true);
    expect(r.value.round.nonce).toBe(state.seeds.nextNonce);
    expect(r.value.seeds.nextNonce).toBe(state.seeds.nextNonce + 1);
    expect(r.value.balance).toBeCloseTo(before - 1 + r.value.round.win, 2);
    expect(await mainBalance()).toBeCloseTo(r.value.balance, 2);
  });

  it('answers a retried spin with its first round and charges once', async () => {
    const id = randomUUID();
    const first = await spin(2, id);
    const after = await mainBalance();
    const again = await spin(2, id);
    expect(again.value.round.roundId).toBe(first.value.round.roundId);
    expect(await mainBalance()).toBe(after);
  });

  it('refuses a bet that is not offered and one above the balance, writing nothing', async () => {
    const { value: before } = await house('GET', HOUSE_API.slotState);
    expect(await spin(1.23)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(await spin(0.001)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    // agent1 has no money: the stake is refused and the nonce is not used up.
    const poorPage = await k.launch(await k.kit.tokenOf('agent1', 'Agent123'));
    expect(await spin(100, randomUUID(), poorPage)).toMatchObject({
      status: 422,
      errorCode: 'INSUFFICIENT_BALANCE',
    });
    const { value } = await house('GET', HOUSE_API.slotState, undefined, poorPage);
    expect(value.seeds.nextNonce).toBe(0);
    const { value: after } = await house('GET', HOUSE_API.slotState);
    expect(after.seeds.nextNonce).toBe(before.seeds.nextNonce);
  });

  it('writes every round as a bet in the betting record', async () => {
    const r = await spin(1);
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await t.call({
      method: 'GET',
      url: `${WALLET_API.bettingRecords}?from=${from}&to=${to}`,
      headers: { authorization: member, language: 'EN' },
    });
    const items = body(res).value.items as {
      reference: string;
      game: string;
      betAmount: number;
      winAmount: number;
    }[];
    const mine = items.find((i) => i.reference?.endsWith(r.value.round.roundId));
    // Lost rounds are settled too: their credit of zero closes them.
    expect(mine).toMatchObject({
      game: 'Gem Rush 20',
      betAmount: 1,
      winAmount: r.value.round.win,
      status: 'SETTLED',
    });
    expect(items.every((i) => (i as { status?: string }).status === 'SETTLED')).toBe(true);
  });
});

describe('provable fairness', () => {
  it('lets a changed client seed apply from the next round', async () => {
    const seeds = await house('POST', HOUSE_API.clientSeed, { clientSeed: 'my-lucky-seed' });
    expect(seeds.value.clientSeed).toBe('my-lucky-seed');
    expect((await spin(1)).value.round.clientSeed).toBe('my-lucky-seed');
    expect(await house('POST', HOUSE_API.clientSeed, { clientSeed: 'has space' })).toMatchObject({
      status: 400,
    });
  });

  it('reveals the server seed on rotation, and every round recomputes from it', async () => {
    const played = (await house('GET', `${HOUSE_API.slotRounds}?pageSize=50`)).value.items as {
      roundId: string;
      nonce: number;
      bet: number;
      win: number;
      base: { stops: number[] };
      serverSeedHash: string;
    }[];
    const proofBefore = await house('GET', HOUSE_API.roundProof.replace(':roundId', played[0]!.roundId));
    expect(proofBefore.value.serverSeed).toBeNull();
    const { value } = await house('POST', HOUSE_API.rotateSeed);
    expect(createHash('sha256').update(value.revealed.serverSeed).digest('hex')).toBe(
      value.revealed.serverSeedHash,
    );
    expect(value.next.serverSeedHash).not.toBe(value.revealed.serverSeedHash);
    expect(value.next.nextNonce).toBe(0);
    const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
    for (const r of played.filter((p) => p.serverSeedHash === value.revealed.serverSeedHash)) {
      const proof = (await house('GET', HOUSE_API.roundProof.replace(':roundId', r.roundId))).value;
      expect(proof.serverSeed).toBe(value.revealed.serverSeed);
      const again = verifySlotRound(
        hmac,
        proof.serverSeed,
        proof.clientSeed,
        proof.nonce,
        Math.round(r.bet * 100),
      );
      expect(again.base.stops).toEqual(r.base.stops);
      expect(again.totalWin / 100).toBeCloseTo(r.win, 2);
    }
  });

  it('rotates in turn when rotations and rounds of one player race: each reveals the pair the last committed to', async () => {
    const fresh = await k.launch(member);
    const calls = await Promise.all([
      ...Array.from({ length: 6 }, () => house('POST', HOUSE_API.rotateSeed, undefined, fresh)),
      ...Array.from({ length: 3 }, () => spin(1, randomUUID(), fresh)),
    ]);
    expect(calls.map((c) => c.status)).toEqual(calls.map(() => 200));
    const rotations = calls
      .slice(0, 6)
      .map((c) => c.value as { revealed: { serverSeedHash: string }; next: { serverSeedHash: string } });
    const revealed = new Set(rotations.map((r) => r.revealed.serverSeedHash));
    expect(revealed.size).toBe(6);
    // A chain: every pair committed to was revealed by the next rotation, but the last one's.
    const committed = rotations.map((r) => r.next.serverSeedHash).filter((h) => !revealed.has(h));
    expect(committed).toHaveLength(1);
    expect((await house('GET', HOUSE_API.slotState, undefined, fresh)).value.seeds.serverSeedHash).toBe(
      committed[0],
    );
  });

  it('keeps the ledger provable', async () => {
    expect((await k.ledger.verify()).ok).toBe(true);
  });
});
