import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_API, type TGame } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { catalogueKit, SIAM } from './catalogue-test-kit.ts';
import { createGamesService } from './games.service.ts';

let t: TestApp;
let kit: ReturnType<typeof catalogueKit>;
let player: string;
let agent: string;
const node: Record<string, number> = {};
const HOUR_MS = 3_600_000;

/** Records a launch the way the launch code does, at a chosen moment. */
async function played(brand: string, account: string, gameCode: string, msAgo: number) {
  const at = new Date(Date.now() - msAgo);
  const games = createGamesService({
    db: t.db,
    integrations: new Set(['HOUSE', 'SIMULATOR']),
    findTopWins: createLedger({ db: t.db }).findTopWins,
    now: () => at,
  });
  await games.recordPlay(
    await kit.brandId(brand),
    await kit.memberId(brand, account),
    await kit.nodeIdOf(gameCode),
  );
}

const codesOf = (list: TGame[]) => list.map((g) => g.gameId);

beforeAll(async () => {
  t = await createTestApp();
  kit = catalogueKit(t);
  const id = identityKit(t);
  player = await id.tokenOf('player1', 'Player123');
  agent = await id.tokenOf('agent1', 'Agent123');
  for (const code of ['royal-baccarat', 'nova-dragon-fortune', 'ocean-golden-toad'])
    node[code] = await kit.nodeIdOf(code);
});
afterAll(async () => t.close());

describe('GET /lgw/games/popular', () => {
  it('answers the hot games while nobody has played', async () => {
    const { list } = await kit.value(GAMES_API.popular, undefined, { method: 'GET', headers: SIAM });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g: TGame) => g.isHot)).toBe(true);
    expect(codesOf(list)[0]).toBe('bti-sportsbook');
  });
});

describe('recordPlay', () => {
  beforeAll(async () => {
    await played('lobby', 'player1', 'royal-baccarat', 3 * HOUR_MS);
    await played('lobby', 'player1', 'nova-dragon-fortune', 2 * HOUR_MS);
    await played('lobby', 'player1', 'royal-baccarat', 1 * HOUR_MS);
    await played('lobby', 'agent1', 'nova-dragon-fortune', HOUR_MS / 2);
    await played('lobby', 'agent1', 'ocean-golden-toad', HOUR_MS / 3);
    // Long ago: still the agent's recent games, no longer popular.
    const all = (await kit.value(GAMES_API.gameList, { pageSize: 100 })).content as TGame[];
    const old = all.map((g) => g.gameId).filter((code) => !(code in node));
    for (const [i, code] of old.entries()) await played('lobby', 'agent1', code, (8 * 24 + i) * HOUR_MS);
  });

  it('feeds the member’s recent games, last played first', async () => {
    for (const method of ['POST', 'GET'] as const) {
      const { list } = await kit.value(GAMES_API.recentGames, method === 'POST' ? {} : undefined, {
        token: player,
        method,
      });
      expect(codesOf(list)).toEqual(['royal-baccarat', 'nova-dragon-fortune']);
    }
    const page = await kit.value(GAMES_API.gameList, { filterType: 'RECENT' }, { token: player });
    expect(codesOf(page.content)).toEqual(['royal-baccarat', 'nova-dragon-fortune']);
    const slots = await kit.value(
      GAMES_API.gameList,
      { filterType: 'RECENT', category: 'RNG' },
      { token: player },
    );
    expect(codesOf(slots.content)).toEqual(['nova-dragon-fortune']);
  });

  it('keeps the 20 most recent games', async () => {
    const { list } = await kit.value(GAMES_API.recentGames, {}, { token: agent });
    expect(list).toHaveLength(20);
    expect(codesOf(list).slice(0, 2)).toEqual(['ocean-golden-toad', 'nova-dragon-fortune']);
  });

  it('ranks popular games by the members who played them in the last 7 days, then by plays', async () => {
    const { list } = await kit.value(GAMES_API.popular, undefined, { method: 'GET' });
    expect(codesOf(list)).toEqual(['nova-dragon-fortune', 'royal-baccarat', 'ocean-golden-toad']);
  });

  it('needs a session for recent games', async () => {
    const res = await kit.call(GAMES_API.recentGames, {});
    expect(res.statusCode).toBe(401);
    expect(body(res).errorCode).toBe('NOT_LOGGED_IN');
  });
});
