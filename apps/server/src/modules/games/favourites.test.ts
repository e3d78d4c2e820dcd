import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GAMES_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../lib/password.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { catalogueKit } from './catalogue-test-kit.ts';
import { brandGames, favouriteGames, games, vendors } from './games.schema.ts';
import { MAX_FAVOURITES } from './games.service.ts';

let t: TestApp;
let kit: ReturnType<typeof catalogueKit>;
let player: string;
let agent: string;
let newbie: string;
let ids: { player: number; agent: number; newbie: number };
/** Games of the lobby brand made for this file: enough for the concurrency and the limit. */
let extra: number[];
let siamOnly: number;

beforeAll(async () => {
  t = await createTestApp();
  kit = catalogueKit(t);
  const lobby = await kit.brandId('lobby');
  const [nova] = await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, 'NOVA'));
  const rows = await t.db
    .insert(games)
    .values(
      Array.from({ length: MAX_FAVOURITES + 10 }, (_, i) => ({
        vendorId: nova!.id,
        gameCode: `nova-extra-${i}`,
        names: { EN: `Extra Reels ${i}` },
        gameType: 'SC',
        releasedAt: new Date(Date.now() - 400 * 86_400_000),
        sort: 2000 + i,
      })),
    )
    .returning({ id: games.id });
  extra = rows.map((r) => r.id);
  await t.db
    .insert(brandGames)
    .values(extra.map((gameId, i) => ({ brandId: lobby, gameId, sort: 2000 + i })));
  siamOnly = await kit.addGame({
    vendorCode: 'NOVA',
    gameCode: 'nova-siam-only',
    names: { EN: 'Siam Only' },
    brands: ['siam'],
  });
  const id = identityKit(t);
  player = await id.tokenOf('player1', 'Player123');
  agent = await id.tokenOf('agent1', 'Agent123');
  // A third member of the lobby brand, for the concurrency test.
  await t.db.insert(members).values({
    brandId: lobby,
    account: 'favfan1',
    nickname: 'Fan',
    passwordHash: await hashPassword('Player123'),
  });
  newbie = await id.tokenOf('favfan1', 'Player123');
  ids = {
    player: await kit.memberId('lobby', 'player1'),
    agent: await kit.memberId('lobby', 'agent1'),
    newbie: await kit.memberId('lobby', 'favfan1'),
  };
});
afterAll(async () => t.close());

const add = (nodeId: unknown, token = player) => kit.call(GAMES_API.addFavorite, { nodeId }, { token });
const remove = (nodeId: unknown, token = player) => kit.call(GAMES_API.removeFavorite, { nodeId }, { token });
const idsOf = async (token = player) =>
  (await kit.value(GAMES_API.favoriteIds, undefined, { token, method: 'GET' })).nodeIds as number[];

describe('MCS2_addFavGame and MCS2_removeFavGame', () => {
  it('adds and removes a favourite idempotently, answering the ids after each change', async () => {
    const gem = await kit.nodeIdOf('gem-rush-20');
    const baccarat = await kit.nodeIdOf('royal-baccarat');
    expect(body(await add(gem)).value).toEqual({ nodeIds: [gem] });
    expect(body(await add(gem)).value).toEqual({ nodeIds: [gem] });
    expect(body(await add(baccarat)).value).toEqual({ nodeIds: [baccarat, gem] });
    expect(await kit.favouriteCount(ids.player)).toBe(2);
    expect(body(await remove(gem)).value).toEqual({ nodeIds: [baccarat] });
    expect(body(await remove(gem)).value).toEqual({ nodeIds: [baccarat] });
    expect(await idsOf()).toEqual([baccarat]);
    expect(await kit.favouriteCount(ids.player)).toBe(1);
    await remove(baccarat);
  });

  it('keeps isFav of every list in step with the favourites', async () => {
    const neon = await kit.nodeIdOf('nova-neon-nights');
    await add(neon);
    const isFav = async (url: string, payload: object) => {
      const value = await kit.value(url, payload, { token: player });
      const games = value.content ?? value.list;
      return games.find((g: { nodeId: number }) => g.nodeId === neon)?.isFav;
    };
    expect(await isFav(GAMES_API.gameList, { vassalage: 'NOVA' })).toBe(true);
    expect(await isFav(GAMES_API.hotGames, {})).toBe(true);
    expect(await isFav(GAMES_API.gameList, { filterType: 'FAV' })).toBe(true);
    expect(await isFav(GAMES_API.favoriteList, {})).toBe(true);
    // Visitors and other members see it as nobody's favourite.
    const visitor = await kit.value(GAMES_API.gameList, { vassalage: 'NOVA' });
    expect(visitor.content.find((g: { nodeId: number }) => g.nodeId === neon).isFav).toBe(false);
    expect(await kit.value(GAMES_API.gameList, { filterType: 'FAV' }, { token: agent })).toMatchObject({
      total: 0,
    });
    await remove(neon);
    expect(await isFav(GAMES_API.gameList, { vassalage: 'NOVA' })).toBe(false);
    expect((await kit.value(GAMES_API.gameList, { filterType: 'FAV' }, { token: player })).total).toBe(0);
  });

  it('answers visitors from one kept list while a member sees their own favourites', async () => {
    const golden = await kit.nodeIdOf('nova-golden-temple');
    const flagOf = (v: { content: { nodeId: number; isFav: boolean }[] }) =>
      v.content.find((g) => g.nodeId === golden)?.isFav;
    // A visitor's list first: it is kept and answered to every visitor of the brand after it.
    const first = await kit.call(GAMES_API.gameList, { vassalage: 'NOVA' });
    await add(golden);
    expect(flagOf(await kit.value(GAMES_API.gameList, { vassalage: 'NOVA' }, { token: player }))).toBe(true);
    const again = await kit.call(GAMES_API.gameList, { vassalage: 'NOVA' });
    expect(again.body).toBe(first.body);
    expect(flagOf(body(again).value)).toBe(false);
    // Another language is another answer, in its own names.
    const cn = await kit.value(GAMES_API.gameList, { vassalage: 'OLH' }, { headers: { language: 'CN' } });
    expect(cn.content[0].name).toBe('宝石冲刺20');
    await remove(golden);
  });

  it('answers NOT_FOUND for a game of another brand or none, writing nothing', async () => {
    for (const nodeId of [siamOnly, await kit.nodeIdOf('jade-emperor'), 2_000_000]) {
      const res = await add(nodeId);
      expect(res.statusCode).toBe(404);
      expect(body(res).errorCode).toBe('NOT_FOUND');
      expect((await remove(nodeId)).statusCode).toBe(404);
    }
    expect(await kit.favouriteCount(ids.player)).toBe(0);
  });

  it('refuses a bad nodeId with VALIDATION_FAILED, writing nothing', async () => {
    for (const nodeId of ['abc', -1, 0, 1.5, null, 2_147_483_648]) {
      const res = await add(nodeId);
      expect(res.statusCode, String(nodeId)).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await kit.call(GAMES_API.addFavorite, {}, { token: player })).statusCode).toBe(400);
    expect(await kit.favouriteCount(ids.player)).toBe(0);
  });

  it('needs a session for every favourites call', async () => {
    const gem = await kit.nodeIdOf('gem-rush-20');
    for (const [url, payload, method] of [
      [GAMES_API.addFavorite, { nodeId: gem }, 'POST'],
      [GAMES_API.removeFavorite, { nodeId: gem }, 'POST'],
      [GAMES_API.favoriteIds, undefined, 'GET'],
      [GAMES_API.favoriteIds, {}, 'POST'],
      [GAMES_API.favoriteList, {}, 'POST'],
    ] as const) {
      const res = await kit.call(url, payload, { method });
      expect(res.statusCode, url).toBe(401);
      expect(body(res).errorCode).toBe('NOT_LOGGED_IN');
    }
  });

  it('lands all of 50 concurrent adds of different games', async () => {
    const fifty = extra.slice(0, 50);
    const results = await Promise.all(fifty.map((nodeId) => add(nodeId, newbie)));
    expect(results.map((r) => r.statusCode)).toEqual(fifty.map(() => 200));
    expect(await kit.favouriteCount(ids.newbie)).toBe(50);
    expect(new Set(await idsOf(newbie))).toEqual(new Set(fifty));
    await Promise.all(fifty.map((nodeId) => remove(nodeId, newbie)));
    expect(await kit.favouriteCount(ids.newbie)).toBe(0);
  });

  it(`keeps at most ${MAX_FAVOURITES} favourites, even under concurrent adds`, async () => {
    const lobby = await kit.brandId('lobby');
    const held = extra.slice(0, MAX_FAVOURITES - 5);
    await t.db
      .insert(favouriteGames)
      .values(held.map((gameId) => ({ brandId: lobby, memberId: ids.agent, gameId })));
    const more = extra.slice(MAX_FAVOURITES - 5, MAX_FAVOURITES + 5);
    const results = await Promise.all(more.map((nodeId) => add(nodeId, agent)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(body(r).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect(await kit.favouriteCount(ids.agent)).toBe(MAX_FAVOURITES);
    // Adding one already kept is still fine, and removing one makes room again.
    expect((await add(held[0], agent)).statusCode).toBe(200);
    await remove(held[0], agent);
    expect((await add(more[9], agent)).statusCode).toBe(200);
  });
});

describe('MCSFE_getFavoriteGamesList', () => {
  it('pages the member’s favourite games, most recently added first', async () => {
    const order = ['royal-roulette', 'ocean-king-3', 'gem-rush-20'];
    for (const code of order) await add(await kit.nodeIdOf(code));
    const first = await kit.value(GAMES_API.favoriteList, { pageIndex: 1, pageSize: 2 }, { token: player });
    expect(first).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2 });
    expect(first.content.map((g: { gameId: string }) => g.gameId)).toEqual(['gem-rush-20', 'ocean-king-3']);
    expect(first.content.every((g: { isFav: boolean }) => g.isFav)).toBe(true);
    const second = await kit.value(GAMES_API.favoriteList, { pageIndex: 2, pageSize: 2 }, { token: player });
    expect(second.content.map((g: { gameId: string }) => g.gameId)).toEqual(['royal-roulette']);
    const bad = await kit.call(GAMES_API.favoriteList, { pageIndex: 1, pageSize: 0 }, { token: player });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errorCode).toBe('VALIDATION_FAILED');
  });
});
