import type { TGameListRequest, TLanguage } from '@openlobby/contracts';

/** The vendor call's platform: html5-desktop by default, html5 on phones (spec §7). */
export type TGamePlatform = 'html5-desktop' | 'html5';

/**
 * Query keys of the games feature, from this one factory. Everything that holds games a member can
 * favourite is keyed by the session token (isFav is per member) and the language (names are
 * translated). The `vendors`, `hotGames` and `winners` prefixes are the ones a language change
 * invalidates (features/language) and a login or logout refreshes (useGamesSessionSync).
 */
export const gamesKeys = {
  /** Prefix of every vendor-lanes query. */
  vendorsRoot: ['vendors'] as const,
  vendors: (platform: TGamePlatform, language: TLanguage) => ['vendors', platform, language] as const,
  /** Prefix of every hot-games query. */
  hotRoot: ['hotGames'] as const,
  hot: (token: string | null, language: TLanguage) => ['hotGames', token, language] as const,
  /** Prefix of every winners-board query. */
  winnersRoot: ['winners'] as const,
  winners: (language: TLanguage, gameCategory: string, limitNum: number) =>
    ['winners', language, gameCategory, limitNum] as const,
  /** Prefix of every other games query. */
  root: ['games'] as const,
  /** Prefix of the game-list pages (listing pages, vendor lobbies). */
  listRoot: ['games', 'list'] as const,
  list: (token: string | null, language: TLanguage, req: TGameListRequest) =>
    ['games', 'list', token, language, req] as const,
  /** Prefix of the favourite-list pages. */
  favoriteListRoot: ['games', 'favorites'] as const,
  favoriteList: (token: string | null, language: TLanguage, pageIndex: number, pageSize: number) =>
    ['games', 'favorites', token, language, pageIndex, pageSize] as const,
  favoriteIds: (token: string | null) => ['games', 'favoriteIds', token] as const,
  /** Prefix of the recent-games queries (a launch adds to them). */
  recentRoot: ['games', 'recent'] as const,
  recent: (token: string | null, language: TLanguage) => ['games', 'recent', token, language] as const,
  popular: (token: string | null, language: TLanguage) => ['games', 'popular', token, language] as const,
  vassGameTypes: (vassalage: string) => ['games', 'vassGameTypes', vassalage] as const,
  rooms: (token: string | null, nodeId: number) => ['games', 'rooms', token, nodeId] as const,
  menus: (language: TLanguage) => ['games', 'menus', language] as const,
};

/** Second segments under `games` whose data holds games (and so isFav flags). */
const GAME_HOLDING = new Set(['list', 'favorites', 'recent', 'popular']);

/** Whether a query's data holds games whose isFav must follow the favourites (hot games included). */
export const holdsGames = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === 'hotGames' || (queryKey[0] === 'games' && GAME_HOLDING.has(String(queryKey[1])));
