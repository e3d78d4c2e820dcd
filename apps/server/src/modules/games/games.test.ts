import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, GAMES_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { catalogueKit, SIAM } from './catalogue-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof catalogueKit>;
let player: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = catalogueKit(t);
  // Games only this test needs, added before the catalogue is first read (it is cached per brand).
  await kit.addGame({
    vendorCode: 'NOVA',
    gameCode: 'nova-wild-100',
    names: { EN: 'Wild 100% Spins', CN: '百分百狂野', TH: 'ไวลด์ 100%' },
    brands: ['lobby'],
  });
  await kit.addGame({
    vendorCode: 'NOVA',
    gameCode: 'nova-under-score',
    names: { EN: 'Under_Score Reels' },
    brands: ['lobby'],
  });
  player = await identityKit(t).tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

const list = (payload: object, opts: { token?: string; headers?: object } = {}) =>
  kit.value(GAMES_API.gameList, payload, opts);
const codesOf = (games: { gameId: string }[]) => games.map((g) => g.gameId);

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('answers vendor lanes in the server’s order with e-sports and cockfight split out of sports', async () => {
    const res = await t.call({ method: 'GET', url: `${API.vendors}?platform=html5-desktop` });
    expect(res.statusCode).toBe(200);
    const lanes = body(res).value.data.lanes;
    expect(lanes.map((l: any) => l.title)).toEqual([
      'SPORTS',
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'LOTT',
      'CONS',
    ]);
    const codes = (title: string) =>
      lanes.find((l: any) => l.title === title).cards.map((v: any) => v.vassalage);
    expect(codes('SPORTS')).toEqual(['BTI']);
    expect(codes('RNG')).toEqual(['OLH', 'NOVA']);
    expect(codes('ESPORTS')).toEqual(['AV']);
    expect(codes('COCKFIGHT')).toEqual(['SV3']);
    expect(codes('ELOTT')).toEqual(['TCGL', 'OLE']);
    expect(codes('LOTT')).toEqual(['OLL']);
    expect(lanes[1].cards[0]).toMatchObject({
      vassalage: 'OLH',
      isHot: 1,
      gameType: 'RNG',
      logoUrl: '/assets/vendors/OLH.svg',
      maintenance: false,
    });
  });

  it('hides vendors that have no working integration, and their games', async () => {
    const lanes = body(await t.call({ method: 'GET', url: API.vendors })).value.data.lanes;
    const all = lanes.flatMap((l: any) => l.cards.map((v: any) => v.vassalage));
    expect(all).not.toContain('JADE');
    expect(all).not.toContain('VEGA');
    expect((await list({ vassalage: 'JADE' })).total).toBe(0);
    expect((await list({ gameName: 'Lucky Koi' })).total).toBe(0);
    const types = await kit.call(GAMES_API.vassGameType, { vassalage: 'JADE' });
    expect(types.statusCode).toBe(404);
  });

  it('rejects an unknown platform', async () => {
    const res = await t.call({ method: 'GET', url: `${API.vendors}?platform=flash` });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('GET /lgw/games/game_menus', () => {
  it('answers one menu per lane with its vendors, labelled in the request’s language', async () => {
    const menus = (await kit.value(GAMES_API.gameMenus, undefined, { method: 'GET' })).gameMenus;
    expect(menus.map((m: any) => m.gameGroupCode)).toEqual([
      'SPORTS',
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'LOTT',
      'CONS',
    ]);
    expect(menus[1]).toEqual({
      gameGroupCode: 'RNG',
      labelName: 'Slots',
      vendors: [
        { vassalage: 'OLH', name: 'Lobby Originals', logoUrl: '/assets/vendors/OLH.svg' },
        { vassalage: 'NOVA', name: 'Nova Reels', logoUrl: '/assets/vendors/NOVA.svg' },
      ],
    });
    const thai = await kit.value(GAMES_API.gameMenus, undefined, {
      method: 'GET',
      headers: { language: 'TH' },
    });
    expect(thai.gameMenus[0].labelName).toBe('กีฬา');
  });
});

describe('GET /assets/vendors/:code.svg', () => {
  it('draws a vendor’s logo as SVG', async () => {
    const res = await t.call({ method: 'GET', url: '/assets/vendors/NOVA.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Nova Reels');
  });

  it('answers NOT_FOUND for an unknown vendor and VALIDATION_FAILED for a bad code', async () => {
    expect((await t.call({ method: 'GET', url: '/assets/vendors/NOPE.svg' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/assets/vendors/${'A'.repeat(40)}.svg` })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /wps/relay/GCSGAME_gameList', () => {
  it('lists every game the brand offers in its order, each with its icon and flags', async () => {
    const page = await list({ pageSize: 100 });
    expect(page.total).toBe(42);
    expect(page.content[0]).toMatchObject({
      gameId: 'bti-sportsbook',
      vassalage: 'BTI',
      vendorName: 'BTi Sports',
      category: 'SPORTS',
      name: 'BTi Sportsbook',
      isFav: false,
      maintenance: false,
    });
    const gem = page.content.find((g: any) => g.gameId === 'gem-rush-20');
    expect(gem).toEqual({
      nodeId: gem.nodeId,
      gameId: 'gem-rush-20',
      vassalage: 'OLH',
      vendorName: 'Lobby Originals',
      category: 'RNG',
      gameType: 'SC',
      name: 'Gem Rush 20',
      iconUrl: `/assets/games/${gem.nodeId}.svg`,
      isNew: true,
      isHot: true,
      isFav: false,
      maintenance: false,
      freePlay: true,
      hasRooms: false,
    });
  });

  it('names games in the request’s language, falling back to English', async () => {
    const cn = await list({ vassalage: 'OLH' }, { headers: { language: 'CN' } });
    expect(cn.content[0].name).toBe('宝石冲刺20');
    const th = await list({ vassalage: 'OLH' }, { headers: { language: 'TH' } });
    expect(th.content[0].name).toBe('เจมรัช 20');
    const vi = await list({ gameName: 'Under_Score' }, { headers: { language: 'VI' } });
    expect(vi.content[0].name).toBe('Under_Score Reels');
  });

  it('filters by category, vendor and game type', async () => {
    expect(codesOf((await list({ category: 'FISH' })).content)).toEqual([
      'ocean-king-3',
      'ocean-golden-toad',
      'ocean-shark-hunter',
      'reef-hunter',
    ]);
    const rng = await list({ category: 'RNG', pageSize: 100 });
    expect(new Set(rng.content.map((g: any) => g.vassalage))).toEqual(new Set(['OLH', 'NOVA']));
    expect(codesOf((await list({ vassalage: 'NOVA', gameType: 'JP' })).content)).toEqual([
      'nova-cosmic-jackpot',
    ]);
    expect((await list({ category: 'PVP', gameType: 'SC' })).total).toBe(0);
  });

  it('finds games by part of a name in any language, ignoring case', async () => {
    expect(codesOf((await list({ gameName: 'dragon' })).content)).toEqual([
      'nova-dragon-fortune',
      'royal-dragon-tiger',
    ]);
    expect(codesOf((await list({ gameName: '百家乐' })).content)).toEqual([
      'royal-baccarat',
      'live-baccarat',
    ]);
    expect(codesOf((await list({ gameName: 'บาคาร่า' })).content)).toEqual([
      'royal-baccarat',
      'live-baccarat',
    ]);
    expect((await list({ gameName: '  ' })).total).toBe(42);
  });

  it('takes LIKE wildcards in a name literally', async () => {
    expect(codesOf((await list({ gameName: '%' })).content)).toEqual(['nova-wild-100']);
    expect(codesOf((await list({ gameName: '100%' })).content)).toEqual(['nova-wild-100']);
    expect(codesOf((await list({ gameName: '_' })).content)).toEqual(['nova-under-score']);
    expect((await list({ gameName: 'n%s' })).total).toBe(0);
    expect((await list({ gameName: '\\' })).total).toBe(0);
  });

  it('filters NEW (released in the last 30 days) and HOT (the brand’s hot games)', async () => {
    const fresh = await list({ filterType: 'NEW', pageSize: 100 });
    expect(fresh.content.every((g: any) => g.isNew)).toBe(true);
    expect(codesOf(fresh.content)).toContain('gem-rush-20');
    expect(codesOf(fresh.content)).not.toContain('nova-wild-100');
    const hot = await list({ filterType: 'HOT', category: 'LIVE' });
    expect(codesOf(hot.content)).toEqual(['royal-baccarat', 'live-baccarat']);
  });

  it('pages the list and tells the total', async () => {
    const first = await list({ category: 'RNG', pageIndex: 1, pageSize: 3 });
    const second = await list({ category: 'RNG', pageIndex: 2, pageSize: 3 });
    const beyond = await list({ category: 'RNG', pageIndex: 9, pageSize: 3 });
    expect(first).toMatchObject({ total: 9, pageIndex: 1, pageSize: 3 });
    expect(first.content).toHaveLength(3);
    expect(second.content).toHaveLength(3);
    expect(codesOf(first.content)).not.toEqual(expect.arrayContaining(codesOf(second.content)));
    expect(beyond).toMatchObject({ total: 9, content: [] });
    const all = await list({ category: 'RNG', pageSize: 100 });
    expect([...codesOf(first.content), ...codesOf(second.content)]).toEqual(codesOf(all.content).slice(0, 6));
  });

  it('answers NOT_LOGGED_IN for FAV and RECENT without a session', async () => {
    for (const filterType of ['FAV', 'RECENT']) {
      const res = await kit.call(GAMES_API.gameList, { filterType });
      expect(res.statusCode).toBe(401);
      expect(body(res).errorCode).toBe('NOT_LOGGED_IN');
    }
    const fav = await list({ filterType: 'FAV' }, { token: player });
    expect(fav).toMatchObject({ total: 0, content: [] });
  });

  it('refuses bad input with VALIDATION_FAILED', async () => {
    for (const payload of [
      { pageIndex: -1 },
      { pageIndex: 0 },
      { pageSize: 0 },
      { pageSize: 101 },
      { filterType: 'MINE' },
      { category: 'COCKFIGHT' },
      { gameType: 'XX' },
      { vassalage: 'no spaces' },
      { gameName: 'x'.repeat(51) },
    ]) {
      const res = await kit.call(GAMES_API.gameList, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps each brand’s catalogue apart', async () => {
    const siam = await list({ gameName: '100%' }, { headers: SIAM });
    expect(siam.total).toBe(0);
    expect((await list({ pageSize: 100 }, { headers: SIAM })).total).toBe(40);
  });
});

describe('POST /wps/relay/GCSGAME_hotGamesV2', () => {
  it('answers the brand’s hot games in its order', async () => {
    const { list: hot } = await kit.value(GAMES_API.hotGames, {
      isPlatform: 2,
      platform: 'flash,html5-desktop',
      language: 'EN',
    });
    expect(codesOf(hot).slice(0, 4)).toEqual([
      'bti-sportsbook',
      'gem-rush-20',
      'rocket-crash',
      'nova-neon-nights',
    ]);
    expect(hot.every((g: any) => g.isHot)).toBe(true);
    expect(codesOf(hot)).not.toContain('jade-lucky-koi');
  });

  it('refuses a platform flag other than 2', async () => {
    const res = await kit.call(GAMES_API.hotGames, { isPlatform: 1 });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /wps/relay/GCSGAME_getVassGameType', () => {
  it('counts a vendor’s games by game type', async () => {
    expect(await kit.value(GAMES_API.vassGameType, { vassalage: 'NOVA' })).toEqual({
      list: [
        { gameType: 'SC', count: 5 },
        { gameType: 'VP', count: 1 },
        { gameType: 'JP', count: 1 },
      ],
    });
  });

  it('answers NOT_FOUND for a vendor the brand does not list and VALIDATION_FAILED without one', async () => {
    expect((await kit.call(GAMES_API.vassGameType, { vassalage: 'NOPE' })).statusCode).toBe(404);
    expect((await kit.call(GAMES_API.vassGameType, {})).statusCode).toBe(400);
  });
});

describe('POST /wps/relay/GLS2_roomList', () => {
  it('lists a card game’s rooms with bets in major units and a live player count', async () => {
    const nodeId = await kit.nodeIdOf('king-texas-holdem');
    const { content } = await kit.value(GAMES_API.roomList, { nodeId });
    expect(content.map((r: any) => [r.roomId, r.name, r.minBet, r.maxBet])).toEqual([
      ['low', 'Low stakes', 1, 100],
      ['mid', 'Mid stakes', 10, 1000],
      ['high', 'High stakes', 100, 10000],
    ]);
    for (const room of content) {
      expect(Number.isInteger(room.players)).toBe(true);
      expect(room.players).toBeGreaterThanOrEqual(0);
    }
    const cn = await kit.value(GAMES_API.roomList, { nodeId }, { headers: { language: 'CN' } });
    expect(cn.content[0].name).toBe('低额场');
  });

  it('answers NOT_FOUND for a game without rooms or one the brand does not offer', async () => {
    const slot = await kit.nodeIdOf('gem-rush-20');
    expect((await kit.call(GAMES_API.roomList, { nodeId: slot })).statusCode).toBe(404);
    const hidden = await kit.nodeIdOf('jade-emperor');
    expect((await kit.call(GAMES_API.roomList, { nodeId: hidden })).statusCode).toBe(404);
    expect((await kit.call(GAMES_API.roomList, { nodeId: 999_999 })).statusCode).toBe(404);
    const bad = await kit.call(GAMES_API.roomList, { nodeId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errorCode).toBe('VALIDATION_FAILED');
  });
});
