import {
  GAMES_API,
  ZGameCategory,
  ZGameType,
  type TGame,
  type TGameCategory,
  type TGameType,
  type TLanguage,
  type TPagedGames,
  type TVendor,
} from '@openlobby/contracts';
import type { TGameNames, TWalletModel } from './games.schema.ts';

/** A game is NEW for this long after its release. */
export const NEW_GAME_MS = 30 * 86_400_000;

/** A vendor as the catalogue keeps it: what the site sees plus the adapter that runs its games. */
export type TCatalogueVendor = TVendor & { integration: string; walletModel: TWalletModel };

/** A game a brand offers, as kept in the per-brand catalogue (language-neutral). */
export type TCatalogueGame = {
  nodeId: number;
  gameCode: string;
  names: TGameNames;
  vendorCode: string;
  vendorName: string;
  category: TGameCategory;
  gameType: TGameType;
  integration: string;
  walletModel: TWalletModel;
  isHot: boolean;
  freePlay: boolean;
  hasRooms: boolean;
  /** The game, its vendor for this brand or its brand row says so. */
  maintenance: boolean;
  releasedAt: Date;
  /** Every name lower-cased, for the name search. */
  search: string[];
};

/** One brand's visible catalogue: listed vendors (in the brand's order) and their games. */
export type TCatalogue = {
  vendors: TCatalogueVendor[];
  games: TCatalogueGame[];
  byNode: Map<number, TCatalogueGame>;
};

type TVendorRow = {
  id: number;
  code: string;
  name: string;
  category: string;
  accountTypeId: number;
  integration: string | null;
  walletModel: TWalletModel;
  isHot: boolean;
  maintenance: boolean;
};

type TGameRow = {
  nodeId: number;
  gameCode: string;
  names: TGameNames;
  gameType: string;
  freePlay: boolean;
  hasRooms: boolean;
  releasedAt: Date;
  gameMaintenance: boolean;
  brandGameMaintenance: boolean;
  brandVendorMaintenance: boolean;
  isHot: boolean;
  vendorId: number;
  vendorCode: string;
  vendorName: string;
  category: string;
  integration: string | null;
  walletModel: TWalletModel;
};

export const vendorLogoUrl = (code: string) => `/assets/vendors/${encodeURIComponent(code)}.svg`;
export const gameIconUrl = (nodeId: number) => GAMES_API.gameIcon.replace(':nodeId', String(nodeId));

/**
 * Builds a brand's catalogue from its rows: a vendor is listed only when its integration is one the
 * platform runs and it has at least one game the brand offers (the game rows are already filtered).
 */
export function buildCatalogue(vendorRows: TVendorRow[], gameRows: TGameRow[]): TCatalogue {
  const games = gameRows.map((r): TCatalogueGame => ({
    nodeId: r.nodeId,
    gameCode: r.gameCode,
    names: r.names,
    vendorCode: r.vendorCode,
    vendorName: r.vendorName,
    category: ZGameCategory.parse(r.category),
    gameType: ZGameType.parse(r.gameType),
    integration: r.integration!,
    walletModel: r.walletModel,
    isHot: r.isHot,
    freePlay: r.freePlay,
    hasRooms: r.hasRooms,
    maintenance: r.gameMaintenance || r.brandGameMaintenance || r.brandVendorMaintenance,
    releasedAt: r.releasedAt,
    search: Object.values(r.names)
      .filter((n): n is string => typeof n === 'string')
      .map((n) => n.toLowerCase()),
  }));
  const withGames = new Set(gameRows.map((r) => r.vendorId));
  const vendors = vendorRows
    .filter((v) => v.integration !== null && withGames.has(v.id))
    .map((v): TCatalogueVendor => ({
      id: v.id,
      vassalage: v.code,
      name: v.name,
      accountTypeId: v.accountTypeId,
      isHot: v.isHot ? 1 : 0,
      gameType: ZGameCategory.parse(v.category),
      logoUrl: vendorLogoUrl(v.code),
      maintenance: v.maintenance,
      integration: v.integration!,
      walletModel: v.walletModel,
    }));
  return { vendors, games, byNode: new Map(games.map((g) => [g.nodeId, g])) };
}

/** What the site sees of a vendor (the adapter fields stay on the server). */
export const toVendor = (v: TCatalogueVendor): TVendor => ({
  id: v.id,
  vassalage: v.vassalage,
  name: v.name,
  accountTypeId: v.accountTypeId,
  isHot: v.isHot,
  gameType: v.gameType,
  logoUrl: v.logoUrl,
  maintenance: v.maintenance,
});

/** The name in the language asked for, else English. */
export const nameIn = (names: TGameNames, language: TLanguage) => names[language] ?? names.EN;

export const isNewGame = (g: TCatalogueGame, now: Date) =>
  g.releasedAt.getTime() > now.getTime() - NEW_GAME_MS && g.releasedAt.getTime() <= now.getTime();

/** What a request needs to show games: its language, the clock and the member's favourites. */
export type TGameView = { language: TLanguage; now: Date; favourites: ReadonlySet<number> };

export function toGame(g: TCatalogueGame, view: TGameView): TGame {
  return {
    nodeId: g.nodeId,
    gameId: g.gameCode,
    vassalage: g.vendorCode,
    vendorName: g.vendorName,
    category: g.category,
    gameType: g.gameType,
    name: nameIn(g.names, view.language),
    iconUrl: gameIconUrl(g.nodeId),
    isNew: isNewGame(g, view.now),
    isHot: g.isHot,
    isFav: view.favourites.has(g.nodeId),
    maintenance: g.maintenance,
    freePlay: g.freePlay,
    hasRooms: g.hasRooms,
  };
}

export type TGameFilters = {
  category?: TGameCategory;
  vassalage?: string;
  gameType?: TGameType;
  /** Part of a name in any language, case-insensitive; a plain substring (no wildcards). */
  gameName?: string;
};

/** The games that pass every filter given, in the order they come. */
export function filterGames(list: TCatalogueGame[], f: TGameFilters): TCatalogueGame[] {
  const vendor = f.vassalage?.toUpperCase();
  const needle = f.gameName?.trim().toLowerCase() || undefined;
  return list.filter(
    (g) =>
      (!f.category || g.category === f.category) &&
      (!vendor || g.vendorCode.toUpperCase() === vendor) &&
      (!f.gameType || g.gameType === f.gameType) &&
      (!needle || g.search.some((n) => n.includes(needle))),
  );
}

/** One page (1-based) of a list, in the shape of ZPagedGames. */
export function pageOf(
  list: TCatalogueGame[],
  q: { pageIndex: number; pageSize: number },
  view: TGameView,
): TPagedGames {
  const start = (q.pageIndex - 1) * q.pageSize;
  return {
    content: list.slice(start, start + q.pageSize).map((g) => toGame(g, view)),
    total: list.length,
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}

/** Catalogue games for ids in the ids' order; ids the brand does not offer are skipped. */
export const gamesByIds = (catalogue: TCatalogue, ids: readonly number[]) =>
  ids.map((id) => catalogue.byNode.get(id)).filter((g): g is TCatalogueGame => g !== undefined);
