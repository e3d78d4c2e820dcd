import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { API, GAMES_API, type TGame } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { HOUSE_SLOT_GAME_CODE, HOUSE_VENDOR_CODE } from '../../seed/demo-games.ts';
import { ELOTT_VENDOR_CODE, VN_LOTTERY_VENDOR_CODE } from '../lottery/lottery-catalogue.ts';
import { LIVE_VENDOR_CODE } from '../tables/tables-catalogue.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { brands } from '../system/system.schema.ts';
import { catalogueKit } from './catalogue-test-kit.ts';
import { brandGames, brandVendors, games, vendors } from './games.schema.ts';
import { createGamesService } from './games.service.ts';

let t: TestApp;
let kit: ReturnType<typeof catalogueKit>;
let lobby: TBrand;

/** A games service of its own over the test database, as the launch code uses it. */
const service = (integrations = ['HOUSE', 'SIMULATOR']) =>
  createGamesService({
    db: t.db,
    integrations: new Set(integrations),
    findTopWins: createLedger({ db: t.db }).findTopWins,
  });

beforeAll(async () => {
  t = await createTestApp();
  kit = catalogueKit(t);
  const brandId = await kit.brandId('lobby');
  const [row] = await t.db.select().from(brands).where(eq(brands.id, brandId));
  lobby = row!;
  // Maintenance set on each of the rows that can say so, before the catalogue is first read.
  await t.db.update(games).set({ maintenance: true }).where(eq(games.gameCode, 'ocean-king-3'));
  const [royal] = await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, 'ROYAL'));
  await t.db
    .update(brandVendors)
    .set({ maintenance: true })
    .where(and(eq(brandVendors.brandId, brandId), eq(brandVendors.vendorId, royal!.id)));
  const sicBo = await kit.nodeIdOf('royal-sic-bo');
  const neon = await kit.nodeIdOf('nova-neon-nights');
  await t.db
    .update(brandGames)
    .set({ maintenance: true })
    .where(and(eq(brandGames.brandId, brandId), inArray(brandGames.gameId, [sicBo, neon])));
});
afterAll(async () => t.close());

const maintenanceOf = async (headers: object = {}) => {
  const page = await kit.value(GAMES_API.gameList, { pageSize: 100 }, { headers });
  return new Map<string, boolean>(page.content.map((g: TGame) => [g.gameId, g.maintenance]));
};

describe('maintenance', () => {
  it('shows a game under maintenance when the game, its vendor or the brand’s game row says so', async () => {
    const flags = await maintenanceOf();
    expect(flags.get('ocean-king-3')).toBe(true); // the game itself
    expect(flags.get('royal-baccarat')).toBe(true); // its vendor, for this brand
    expect(flags.get('royal-roulette')).toBe(true);
    expect(flags.get('nova-neon-nights')).toBe(true); // the brand's game row
    expect(flags.get('ocean-golden-toad')).toBe(false);
    expect(flags.get('nova-dragon-fortune')).toBe(false);
    expect(flags.get(HOUSE_SLOT_GAME_CODE)).toBe(false);
  });

  it('marks the vendor under maintenance in the lanes, for its brand only', async () => {
    const lanes = body(await t.call({ method: 'GET', url: API.vendors })).value.data.lanes;
    const live = lanes.find((l: { title: string }) => l.title === 'LIVE').cards[0];
    expect(live).toMatchObject({ vassalage: 'ROYAL', maintenance: true });
    const siam = await maintenanceOf({ host: 'th.localhost' });
    expect(siam.get('royal-baccarat')).toBe(false);
    expect(siam.get('nova-neon-nights')).toBe(false);
    // The game's own flag holds in every brand.
    expect(siam.get('ocean-king-3')).toBe(true);
  });
});

describe('what the launch code reads', () => {
  it('finds a game with its vendor, integration, wallet model and maintenance', async () => {
    const games = service();
    const gem = await games.findGame(lobby, await kit.nodeIdOf(HOUSE_SLOT_GAME_CODE), undefined, 'EN');
    expect(gem).toMatchObject({
      gameCode: HOUSE_SLOT_GAME_CODE,
      vendorCode: HOUSE_VENDOR_CODE,
      integration: 'HOUSE',
      walletModel: 'SEAMLESS',
      maintenance: false,
      freePlay: true,
      game: { name: 'Gem Rush 20', category: 'RNG' },
    });
    const toad = await games.findGame(lobby, await kit.nodeIdOf('ocean-golden-toad'));
    expect(toad).toMatchObject({ integration: 'SIMULATOR', walletModel: 'TRANSFER' });
    expect(await games.findGame(lobby, await kit.nodeIdOf('jade-emperor'))).toBeUndefined();
    expect(await games.findNodeId(lobby, 'NOVA', 'nova-golden-temple')).toBe(
      await kit.nodeIdOf('nova-golden-temple'),
    );
  });

  it('suggests up to 6 playable games of the same category instead of one under maintenance', async () => {
    const games = service();
    const neon = (await games.findGame(lobby, await kit.nodeIdOf('nova-neon-nights'), undefined, 'EN'))!;
    expect(neon.maintenance).toBe(true);
    const suggestions = await games.findSuggestions(lobby, neon.game, 'EN');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    for (const s of suggestions) {
      expect(s).toMatchObject({ category: 'RNG', maintenance: false });
      expect(s.nodeId).not.toBe(neon.nodeId);
    }
    // Hot games come first.
    expect(suggestions.slice(0, 2).map((s) => s.gameId)).toEqual(['gem-rush-20', 'rocket-crash']);
    // Of the live casino only the house's own tables play here (the simulator's are not run).
    const live = await games.findSuggestions(lobby, { nodeId: 0, category: 'LIVE' });
    expect(live.map((g) => g.gameId)).toEqual(['live-baccarat', 'live-roulette']);
  });

  it('lists only vendors whose integration the platform runs', async () => {
    const houseOnly = service(['HOUSE']);
    expect((await houseOnly.findVendors(lobby)).map((v) => v.vassalage)).toEqual([
      HOUSE_VENDOR_CODE,
      VN_LOTTERY_VENDOR_CODE,
      ELOTT_VENDOR_CODE,
      LIVE_VENDOR_CODE,
      'OLK',
      'OLF',
      'OLB',
      'OLP',
    ]);
    expect(await houseOnly.findGame(lobby, await kit.nodeIdOf('royal-baccarat'))).toBeUndefined();
    const none = service([]);
    expect(await none.findVendors(lobby)).toEqual([]);
  });
});
