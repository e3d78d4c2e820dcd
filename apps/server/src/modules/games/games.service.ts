import {
  GAME_TYPES,
  type TGame,
  type TGameCategory,
  type TGameListResult,
  type TLanguage,
  type TPagedGames,
  type TVendor,
  type TVendorLane,
  type ZGameListRequest,
  type ZGameMenus,
  type ZVassGameTypes,
} from '@openlobby/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { expiringCache } from '../../lib/expiring-cache.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import {
  buildCatalogue,
  filterGames,
  gamesByIds,
  isNewGame,
  pageOf,
  toGame,
  toVendor,
  type TCatalogue,
  type TCatalogueGame,
  type TCatalogueVendor,
  type TGameView,
} from './catalogue.ts';
import * as favouritesRepo from './favourites.repo.ts';
import { createNodeIdLookup } from './game-codes.ts';
import { createFavourites } from './game-favourites.ts';
import { createRoomsAndWinners, type THouseRooms, WINDOW_MS } from './game-rooms-winners.ts';
import * as repo from './games.repo.ts';
import type { TGameNames, TWalletModel } from './games.schema.ts';
import { buildGameMenus, buildVendorLanes } from './vendor-lanes.ts';
import { renderVendorLogo } from './vendor-logo.ts';

export { MAX_FAVOURITES } from './game-favourites.ts';
/** RECENT shows this many games. */
export const RECENT_GAMES = 20;
/** Popular shows this many games. */
const POPULAR_GAMES = 20;
/** Suggestions offered when a game is under maintenance. */
const SUGGESTIONS = 6;

/** What one request needs to read the catalogue: the brand and the language to answer in. */
export type TReader = { brand: TBrand; language: TLanguage };

/** A game found for launching: the game as lists show it plus what its adapter needs. */
export type TFoundGame = {
  game: TGame;
  nodeId: number;
  /** The vendor's own game code. */
  gameCode: string;
  vendorCode: string;
  vendorName: string;
  category: TGameCategory;
  names: TGameNames;
  /** 'HOUSE', 'SIMULATOR', … (always one the platform runs). */
  integration: string;
  walletModel: TWalletModel;
  /** The game, its vendor for this brand or its brand row says so: it cannot be launched. */
  maintenance: boolean;
  freePlay: boolean;
  hasRooms: boolean;
};

export type GamesServiceDeps = {
  db: Db;
  /** Integrations the platform runs (e.g. HOUSE, SIMULATOR); vendors with another one or none are hidden. */
  integrations: ReadonlySet<string>;
  /** The ledger's winners query (the ledger module owns the journal). */
  findTopWins: Ledger['findTopWins'];
  /** A house game's own rooms with who sits in them now (the card rooms); null for another game. */
  houseRooms?: THouseRooms;
  now?: () => Date;
  /** How long a brand's catalogue, popular list and winners board are reused. */
  cacheMs?: number;
};

/**
 * The game catalogue of each brand: vendors and their lanes, game lists and filters, hot, popular and
 * recent games, favourites, card-game rooms, the winners board and game icons. Lists are read on
 * every page view, so a brand's catalogue is kept for `cacheMs`; favourites and recent games are
 * the member's own and always read fresh.
 */
export function createGamesService({
  db,
  integrations,
  findTopWins,
  houseRooms,
  now = () => new Date(),
  cacheMs = 10_000,
}: GamesServiceDeps) {
  const catalogues = expiringCache<number, TCatalogue>(cacheMs);
  const popular = expiringCache<number, number[]>(cacheMs);
  const running = [...integrations];

  function catalogueOf(brand: TBrand): Promise<TCatalogue> {
    return catalogues.get(brand.id, async () => {
      const [vendorRows, gameRows] = await Promise.all([
        repo.findBrandVendors(db, brand.id),
        repo.findBrandGames(db, brand.id, running),
      ]);
      return buildCatalogue(
        vendorRows.filter((v) => v.integration !== null && integrations.has(v.integration)),
        gameRows,
      );
    });
  }

  async function favouritesOf(brand: TBrand, memberId: number | undefined): Promise<ReadonlySet<number>> {
    if (memberId === undefined) return new Set();
    return new Set(await favouritesRepo.findFavouriteIds(db, brand.id, memberId));
  }

  async function viewFor(r: TReader, memberId?: number): Promise<TGameView> {
    return { language: r.language, now: now(), favourites: await favouritesOf(r.brand, memberId) };
  }

  /* ------------------------------------------------------------------ vendors */

  /** The brand's listed vendors in its order (integration the platform runs, at least one game). */
  async function findVendors(brand: TBrand): Promise<TVendor[]> {
    return (await catalogueOf(brand)).vendors.map(toVendor);
  }

  /** The listed vendors with their integration and wallet model (launch, transfers). */
  async function findCatalogueVendors(brand: TBrand): Promise<TCatalogueVendor[]> {
    return (await catalogueOf(brand)).vendors;
  }

  /** One listed vendor of the brand by code, or undefined. */
  async function findVendor(brand: TBrand, code: string): Promise<TCatalogueVendor | undefined> {
    return (await catalogueOf(brand)).vendors.find((v) => v.vassalage === code);
  }

  /** Lanes are read on every page load: built once per cached catalogue (and brand settings). */
  const lanesOf = new WeakMap<object, { brand: TBrand; lanes: TVendorLane[] }>();

  async function getVendorLanes(brand: TBrand): Promise<TVendorLane[]> {
    const catalogue = await catalogueOf(brand);
    const hit = lanesOf.get(catalogue);
    if (hit?.brand === brand) return hit.lanes;
    const lanes = buildVendorLanes(catalogue.vendors.map(toVendor), brand);
    lanesOf.set(catalogue, { brand, lanes });
    return lanes;
  }

  /** One object per cached catalogue and brand settings: what is built from both may be kept on it. */
  const scopesOf = new WeakMap<object, { brand: TBrand }>();

  /**
   * An object that stays the same while the brand's catalogue and settings do, and is dropped with
   * them: anonymous answers built from the catalogue are kept on it (the routes' answer cache).
   */
  async function catalogueScope(brand: TBrand): Promise<object> {
    return scopeOf(await catalogueOf(brand), brand);
  }

  /** catalogueScope without waiting, when the brand's catalogue is loaded; else undefined. */
  function loadedCatalogueScope(brand: TBrand): object | undefined {
    const catalogue = catalogues.peek(brand.id);
    return catalogue && scopeOf(catalogue, brand);
  }

  function scopeOf(catalogue: TCatalogue, brand: TBrand): object {
    let scope = scopesOf.get(catalogue);
    if (scope?.brand !== brand) scopesOf.set(catalogue, (scope = { brand }));
    return scope;
  }

  async function getGameMenus(r: TReader): Promise<z.infer<typeof ZGameMenus>> {
    return buildGameMenus(await getVendorLanes(r.brand), r.language);
  }

  async function getVendorLogo(code: string): Promise<string> {
    const vendor = await repo.findVendorByCode(db, code);
    if (!vendor) throw new AppError('NOT_FOUND', 'No such vendor.');
    return renderVendorLogo(vendor.code, vendor.name);
  }

  /* ------------------------------------------------------------------ lists */

  /**
   * GCSGAME_gameList: one page of the brand's games by filter, category, vendor, type and name, in
   * the brand's order (RECENT: last played first). FAV and RECENT need `memberId`.
   */
  async function findGameList(
    r: TReader,
    q: z.output<typeof ZGameListRequest>,
    memberId?: number,
  ): Promise<TPagedGames> {
    const [catalogue, view] = await Promise.all([catalogueOf(r.brand), viewFor(r, memberId)]);
    let list: TCatalogueGame[];
    switch (q.filterType) {
      case 'ALL':
        list = catalogue.games;
        break;
      case 'NEW':
        list = catalogue.games.filter((g) => isNewGame(g, view.now));
        break;
      case 'HOT':
        list = catalogue.games.filter((g) => g.isHot);
        break;
      case 'FAV':
        if (memberId === undefined) throw notLoggedIn();
        list = catalogue.games.filter((g) => view.favourites.has(g.nodeId));
        break;
      case 'RECENT':
        if (memberId === undefined) throw notLoggedIn();
        list = gamesByIds(catalogue, await recentIds(r.brand, memberId));
        break;
    }
    return pageOf(filterGames(list, q), q, view);
  }

  /** GCSGAME_hotGamesV2: the brand's hot games in its order. */
  async function findHotGames(r: TReader, memberId?: number): Promise<TGameListResult> {
    const [catalogue, view] = await Promise.all([catalogueOf(r.brand), viewFor(r, memberId)]);
    return { list: catalogue.games.filter((g) => g.isHot).map((g) => toGame(g, view)) };
  }

  /** GCSGAME_getVassGameType: a listed vendor's game types with how many games each has. */
  async function findVassGameTypes(
    brand: TBrand,
    vassalage: string,
  ): Promise<z.infer<typeof ZVassGameTypes>> {
    const catalogue = await catalogueOf(brand);
    const code = vassalage.toUpperCase();
    if (!catalogue.vendors.some((v) => v.vassalage.toUpperCase() === code))
      throw new AppError('NOT_FOUND', 'No such game vendor.');
    const counts = new Map<string, number>();
    for (const g of catalogue.games)
      if (g.vendorCode.toUpperCase() === code) counts.set(g.gameType, (counts.get(g.gameType) ?? 0) + 1);
    return {
      list: GAME_TYPES.filter((t) => counts.has(t)).map((gameType) => ({
        gameType,
        count: counts.get(gameType)!,
      })),
    };
  }

  const { findFavoriteIds, findFavoriteList, addFavorite, removeFavorite } = createFavourites({
    db,
    catalogueOf,
    now,
  });

  /* ------------------------------------------------------------------ plays */

  /**
   * Counts a launch of a game by a member: it feeds RECENT and popular. Called by the launch code
   * once the game has been launched for real money; `tx` joins the caller's transaction.
   */
  async function recordPlay(brandId: number, memberId: number, nodeId: number, tx: DbOrTx = db) {
    await repo.upsertPlay(tx, { brandId, memberId, gameId: nodeId, at: now() });
  }

  function recentIds(brand: TBrand, memberId: number) {
    // A few extra, in case some are no longer offered.
    return repo.findRecentPlays(db, { brandId: brand.id, memberId, limit: RECENT_GAMES * 2 });
  }

  /** GCS_recentGame: the member's last played games (at most 20), newest first. */
  async function findRecentGames(r: TReader, memberId: number): Promise<TGameListResult> {
    const [catalogue, view, ids] = await Promise.all([
      catalogueOf(r.brand),
      viewFor(r, memberId),
      recentIds(r.brand, memberId),
    ]);
    return {
      list: gamesByIds(catalogue, ids)
        .slice(0, RECENT_GAMES)
        .map((g) => toGame(g, view)),
    };
  }

  /**
   * /lgw/games/popular: the brand's most played games of the last 7 days (ranked by the members who
   * played each, then by their plays); the hot games while nobody has played.
   */
  async function findPopularGames(r: TReader, memberId?: number): Promise<TGameListResult> {
    const [catalogue, view, ids] = await Promise.all([
      catalogueOf(r.brand),
      viewFor(r, memberId),
      popular.get(r.brand.id, async () => {
        const rows = await repo.findMostPlayed(db, {
          brandId: r.brand.id,
          since: new Date(now().getTime() - WINDOW_MS),
          limit: POPULAR_GAMES * 2,
        });
        return rows.map((row) => row.gameId);
      }),
    ]);
    const played = gamesByIds(catalogue, ids).slice(0, POPULAR_GAMES);
    const list = played.length > 0 ? played : catalogue.games.filter((g) => g.isHot).slice(0, POPULAR_GAMES);
    return { list: list.map((g) => toGame(g, view)) };
  }

  /* ------------------------------------------------------------------ launch support */

  function found(g: TCatalogueGame, view: TGameView): TFoundGame {
    return {
      game: toGame(g, view),
      nodeId: g.nodeId,
      gameCode: g.gameCode,
      vendorCode: g.vendorCode,
      vendorName: g.vendorName,
      category: g.category,
      names: g.names,
      integration: g.integration,
      walletModel: g.walletModel,
      maintenance: g.maintenance,
      freePlay: g.freePlay,
      hasRooms: g.hasRooms,
    };
  }

  /** A game the brand offers (listed vendor, enabled everywhere), or undefined. */
  async function findGame(
    brand: TBrand,
    nodeId: number,
    memberId?: number,
    language: TLanguage = brand.defaultLanguage,
  ): Promise<TFoundGame | undefined> {
    const g = (await catalogueOf(brand)).byNode.get(nodeId);
    if (!g) return undefined;
    return found(g, await viewFor({ brand, language }, memberId));
  }

  const findNodeId = createNodeIdLookup(db, catalogueOf);

  /** findGame, or NOT_FOUND. */
  async function getGame(brand: TBrand, nodeId: number, memberId?: number, language?: TLanguage) {
    const game = await findGame(brand, nodeId, memberId, language);
    if (!game) throw new AppError('NOT_FOUND', 'No such game.');
    return game;
  }

  /**
   * Other games to offer instead of one under maintenance: up to 6 playable games of the same
   * category, hot ones first, then in the brand's order.
   */
  async function findSuggestions(
    brand: TBrand,
    game: { nodeId: number; category: TGameCategory },
    language: TLanguage = brand.defaultLanguage,
    memberId?: number,
  ): Promise<TGame[]> {
    const [catalogue, view] = await Promise.all([catalogueOf(brand), viewFor({ brand, language }, memberId)]);
    const playable = catalogue.games.filter(
      (g) => g.category === game.category && g.nodeId !== game.nodeId && !g.maintenance,
    );
    return [...playable.filter((g) => g.isHot), ...playable.filter((g) => !g.isHot)]
      .slice(0, SUGGESTIONS)
      .map((g) => toGame(g, view));
  }

  const { findRooms, findRankList, getGameIcon, clearWinners } = createRoomsAndWinners({
    db,
    catalogueOf,
    findTopWins,
    houseRooms,
    now,
    cacheMs,
  });

  /** Forgets cached catalogues, popular lists and winners boards (after an operator's change). */
  function clearCaches() {
    catalogues.clear();
    popular.clear();
    clearWinners();
  }

  return {
    findVendors,
    findCatalogueVendors,
    findVendor,
    getVendorLanes,
    catalogueScope,
    loadedCatalogueScope,
    getGameMenus,
    getVendorLogo,
    findGameList,
    findHotGames,
    findVassGameTypes,
    findFavoriteIds,
    findFavoriteList,
    addFavorite,
    removeFavorite,
    recordPlay,
    findRecentGames,
    findPopularGames,
    findGame,
    getGame,
    findNodeId,
    findSuggestions,
    findRooms,
    findRankList,
    getGameIcon,
    clearCaches,
  };
}
export type GamesService = ReturnType<typeof createGamesService>;

const notLoggedIn = () => new AppError('NOT_LOGGED_IN', 'You are not logged in, please log in.');
