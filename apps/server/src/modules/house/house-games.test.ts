import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_API, HOUSE_ROUNDS_API, WALLET_API } from '@openlobby/contracts';
import { hmacFloatStream } from '@openlobby/house-games';
import { fireFishShot } from '@openlobby/house-games/fish';
import { playKenoRound } from '@openlobby/house-games/keno';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { houseKit } from './house-test-kit.ts';
import { HOUSE_FISH_GAME_CODE, HOUSE_KENO_GAME_CODE } from './house-vendor.ts';

let t: TestApp;
let k: Awaited<ReturnType<typeof houseKit>>;
let member: string;
let kenoPage: string;
let fishPage: string;
const nodes: Record<string, { nodeId: number; category: string }> = {};

const rows = <T>(q: ReturnType<typeof sql>) =>
  t.db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);

/** Launches a house game as the site does and answers the page's token and its path. */
async function launch(gameCode: string, token: string | null, accountType: 0 | 1 = 1) {
  const res = await t.call({
    method: 'POST',
    url: GAMES_API.launchGame,
    headers: token ? { authorization: token } : {},
    payload: { nodeId: nodes[gameCode]!.nodeId, accountType },
  });
  const b = body(res);
  if (!b.success) throw new Error(`launch failed: ${res.body}`);
  const url = new URL(b.value.game_url, 'http://localhost');
  return { token: new URLSearchParams(url.hash.slice(1)).get('token')!, path: url.pathname };
}

beforeAll(async () => {
  t = await createTestApp();
  k = await houseKit(t);
  for (const r of await rows<{ node_id: number; game_code: string; category: string }>(sql`
    select g.id as node_id, g.game_code, v.category from games g join vendors v on v.id = g.vendor_id
    where g.game_code in (${HOUSE_KENO_GAME_CODE}, ${HOUSE_FISH_GAME_CODE})`))
    nodes[r.game_code] = { nodeId: r.node_id, category: r.category };
  await k.fund('player1', 100_000n);
  member = await k.kit.tokenOf('player1', 'Player123');
  kenoPage = (await launch(HOUSE_KENO_GAME_CODE, member)).token;
  fishPage = (await launch(HOUSE_FISH_GAME_CODE, member)).token;
});
afterAll(async () => t.close());

const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
  const res = await t.call({ method, url, headers: { authorization: token }, ...(payload && { payload }) });
  return { status: res.statusCode, ...body(res) };
};
const ticket = (picks: number[], stake: number, requestId: string = randomUUID(), token = kenoPage) =>
  call('POST', HOUSE_ROUNDS_API.kenoPlay, token, { picks, stake, requestId });
const shot = (speciesId: string, bulletCost: number, requestId: string = randomUUID(), token = fishPage) =>
  call('POST', HOUSE_ROUNDS_API.fishShot, token, { speciesId, bulletCost, requestId });
const mainBalance = async () =>
  body(await t.call({ method: 'GET', url: WALLET_API.balance, headers: { authorization: member } })).value
    .mainBalance as number;
const roundCount = async () =>
  Number((await rows<{ n: string }>(sql`select count(*)::text as n from house_rounds`))[0]!.n);
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

describe('the catalogue and the launch', () => {
  it('lists keno in CONS and the fishing game in FISH, each opening its own page', async () => {
    expect(nodes[HOUSE_KENO_GAME_CODE]!.category).toBe('CONS');
    expect(nodes[HOUSE_FISH_GAME_CODE]!.category).toBe('FISH');
    expect((await launch(HOUSE_KENO_GAME_CODE, member)).path).toBe(HOUSE_ROUNDS_API.kenoPage);
    expect((await launch(HOUSE_FISH_GAME_CODE, null, 0)).path).toBe(HOUSE_ROUNDS_API.fishPage);
  });

  it('refuses one game’s calls with another game’s launch', async () => {
    expect(await call('GET', HOUSE_ROUNDS_API.kenoState, fishPage)).toMatchObject({
      status: 401,
      errorCode: 'GAME_SESSION_INVALID',
    });
    expect(await shot('clownfish', 1, randomUUID(), kenoPage)).toMatchObject({ status: 401 });
  });
});

describe('a keno ticket', () => {
  it('shows the stakes, paytable and exact RTP of every pick count before play', async () => {
    const { value } = await call('GET', HOUSE_ROUNDS_API.kenoState, kenoPage);
    expect(value).toMatchObject({ freePlay: false, currency: 'CNY', balance: await mainBalance() });
    expect(value.stakeLevels).toContain(1);
    expect(value.paytable['5'][4]).toBe(16);
    expect(value.rtp['10']).toBeCloseTo(0.9512, 4);
  });

  it('debits the stake and credits the win exactly, as the engine draws it from the round’s seeds', async () => {
    const before = await mainBalance();
    const { value: state } = await call('GET', HOUSE_ROUNDS_API.kenoState, kenoPage);
    const r = await ticket([1, 2, 3, 4, 5], 2);
    expect(r.success).toBe(true);
    expect(r.value.round.nonce).toBe(state.seeds.nextNonce);
    expect(r.value.round.drawn).toHaveLength(20);
    expect(r.value.balance).toBeCloseTo(before - 2 + r.value.round.win, 2);
    expect(await mainBalance()).toBeCloseTo(r.value.balance, 2);
    const { value: rotated } = await call('POST', HOUSE_API.rotateSeed, kenoPage);
    const again = playKenoRound(
      hmacFloatStream(hmac, rotated.revealed.serverSeed, r.value.round.clientSeed, r.value.round.nonce),
      { picks: [1, 2, 3, 4, 5], stakeMinor: 200 },
    );
    expect(again.drawn).toEqual(r.value.round.drawn);
    expect(again.winMinor / 100).toBeCloseTo(r.value.round.win, 2);
    const proof = await call(
      'GET',
      HOUSE_API.roundProof.replace(':roundId', r.value.round.roundId),
      kenoPage,
    );
    expect(proof.value).toMatchObject({
      gameCode: HOUSE_KENO_GAME_CODE,
      picks: [1, 2, 3, 4, 5],
      serverSeed: rotated.revealed.serverSeed,
    });
  });

  it('answers a replayed request id with its first round and moves no money', async () => {
    const id = randomUUID();
    const first = await ticket([7, 17, 27], 1, id);
    const after = await mainBalance();
    const again = await ticket([7, 17, 27], 1, id);
    expect(again.value.round.roundId).toBe(first.value.round.roundId);
    expect(await mainBalance()).toBe(after);
  });

  it('refuses invalid picks and stakes with VALIDATION_FAILED, writing nothing', async () => {
    const [before, balance] = [await roundCount(), await mainBalance()];
    for (const bad of [
      { picks: [], stake: 1 },
      { picks: [1, 1], stake: 1 },
      { picks: [0], stake: 1 },
      { picks: [81], stake: 1 },
      { picks: [1.5], stake: 1 },
      { picks: Array.from({ length: 11 }, (_, i) => i + 1), stake: 1 },
      { picks: [1], stake: 1.23 },
      { picks: [1], stake: -1 },
    ])
      expect(await ticket(bad.picks, bad.stake)).toMatchObject({
        status: 400,
        errorCode: 'VALIDATION_FAILED',
      });
    expect([await roundCount(), await mainBalance()]).toEqual([before, balance]);
  });
});

describe('a fishing shot', () => {
  it('shows the bullet costs, the ten species and the declared RTP', async () => {
    const { value } = await call('GET', HOUSE_ROUNDS_API.fishState, fishPage);
    expect(value.rtp).toBe(0.96);
    expect(value.species).toHaveLength(10);
    expect(value.bulletCosts).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10]);
  });

  it('debits the bullet and credits a kill exactly, as the engine decides it from the seeds', async () => {
    const before = await mainBalance();
    const shots = [];
    for (let i = 0; i < 30; i++) shots.push((await shot('clownfish', 1)).value.shot);
    const won = shots.reduce((sum, s) => sum + s.win, 0);
    expect(await mainBalance()).toBeCloseTo(before - 30 + won, 2);
    expect(shots.every((s) => s.win === (s.killed ? 2 : 0))).toBe(true);
    const { value: rotated } = await call('POST', HOUSE_API.rotateSeed, fishPage);
    for (const s of shots) {
      const again = fireFishShot(hmacFloatStream(hmac, rotated.revealed.serverSeed, s.clientSeed, s.nonce), {
        speciesId: 'clownfish',
        bulletCostMinor: 100,
      });
      expect(again.killed).toBe(s.killed);
    }
  });

  it('answers a replayed request id with its first shot and moves no money', async () => {
    const id = randomUUID();
    const first = await shot('shark', 0.5, id);
    const after = await mainBalance();
    expect((await shot('shark', 0.5, id)).value.shot.roundId).toBe(first.value.shot.roundId);
    expect(await mainBalance()).toBe(after);
  });

  it('refuses an unknown species or a cost not offered, writing nothing', async () => {
    const [before, balance] = [await roundCount(), await mainBalance()];
    expect(await shot('kraken', 1)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(await shot('shark', 0.3)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(await shot('shark', 0)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect([await roundCount(), await mainBalance()]).toEqual([before, balance]);
  });

  it('refuses a shot above the balance, writing nothing and keeping the nonce', async () => {
    const poor = (await launch(HOUSE_FISH_GAME_CODE, await k.kit.tokenOf('agent1', 'Agent123'))).token;
    const before = await roundCount();
    expect(await shot('whale', 10, randomUUID(), poor)).toMatchObject({
      status: 422,
      errorCode: 'INSUFFICIENT_BALANCE',
    });
    expect(await roundCount()).toBe(before);
    expect((await call('GET', HOUSE_ROUNDS_API.fishState, poor)).value.seeds.nextNonce).toBe(0);
  });

  it('keeps nonces unique and the balance exact under concurrent shots of one member', async () => {
    const before = await mainBalance();
    const { value: state } = await call('GET', HOUSE_ROUNDS_API.fishState, fishPage);
    const results = await Promise.all(Array.from({ length: 16 }, () => shot('pufferfish', 1)));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const nonces = results.map((r) => r.value.shot.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 16 }, (_, i) => state.seeds.nextNonce + i));
    const won = results.reduce((sum, r) => sum + r.value.shot.win, 0);
    expect(await mainBalance()).toBeCloseTo(before - 16 + won, 2);
  });
});

describe('free play and the record', () => {
  it('moves only the demo balance in free play', async () => {
    const fun = (await launch(HOUSE_KENO_GAME_CODE, null, 0)).token;
    const before = await mainBalance();
    const r = await ticket([10, 20], 5, randomUUID(), fun);
    expect(r.value.balance).toBeCloseTo(2000 - 5 + r.value.round.win, 2);
    expect((await call('GET', HOUSE_ROUNDS_API.kenoState, fun)).value).toMatchObject({
      freePlay: true,
      balance: r.value.balance,
    });
    expect(await mainBalance()).toBe(before);
  });

  it('lists the game’s own rounds in its history, newest first', async () => {
    const { value } = await call('GET', `${HOUSE_ROUNDS_API.fishShots}?pageSize=5`, fishPage);
    expect(value.items).toHaveLength(5);
    expect(value.items.every((s: { speciesId: string }) => typeof s.speciesId === 'string')).toBe(true);
    const { value: keno } = await call('GET', HOUSE_ROUNDS_API.kenoRounds, kenoPage);
    expect(keno.items.every((r: { drawn: number[] }) => r.drawn.length === 20)).toBe(true);
  });

  it('writes tickets and shots as settled bets in their categories and the betting record', async () => {
    const r = await ticket([3, 33], 1);
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await t.call({
      method: 'GET',
      url: `${WALLET_API.bettingRecords}?from=${from}&to=${to}&pageSize=100`,
      headers: { authorization: member, language: 'EN' },
    });
    const items = body(res).value.items as { reference: string; game: string; betAmount: number }[];
    expect(items.find((i) => i.reference?.endsWith(r.value.round.roundId))).toMatchObject({
      game: 'Lucky Keno 80',
      betAmount: 1,
      status: 'SETTLED',
    });
    const cats = await rows<{ category: string; game_code: string }>(sql`
      select distinct category, game_code from bets
      where game_code in (${HOUSE_KENO_GAME_CODE}, ${HOUSE_FISH_GAME_CODE}) order by category`);
    expect(cats).toEqual([
      { category: 'CONS', game_code: HOUSE_KENO_GAME_CODE },
      { category: 'FISH', game_code: HOUSE_FISH_GAME_CODE },
    ]);
  });

  it('keeps the ledger provable', async () => {
    expect((await k.ledger.verify()).ok).toBe(true);
  });
});
