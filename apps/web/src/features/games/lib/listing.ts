import {
  GAME_FILTERS,
  GAME_TYPES,
  VENDOR_CODE_PATTERN,
  type TGameCategory,
  type TGameFilter,
  type TGameListRequest,
  type TGameType,
  type TLaneTitle,
} from '@openlobby/contracts';

/** The listing pages of spec §2 (route parameter pageType). */
export type TListingPageType = 'rng' | 'bgs' | 'bingo' | 'fish' | 'live' | 'pvp';

/** What a listing page lists: the lane its vendor tabs come from and the fixed part of its request. */
export type TListingScope = { lane: TLaneTitle; category: TGameCategory; gameType?: TGameType };

/**
 * pageType → request. /bgs shows the board games of the card category (PVP, game type BG). /bingo
 * shows the comprehensive category (CONS: bingo, keno and arcade rooms), whose lane has no other
 * page; the alternative reading (RNG games of type BG) would list slots vendors' board games twice.
 */
export const LISTING_SCOPES: Record<TListingPageType, TListingScope> = {
  rng: { lane: 'RNG', category: 'RNG' },
  bgs: { lane: 'PVP', category: 'PVP', gameType: 'BG' },
  bingo: { lane: 'CONS', category: 'CONS' },
  fish: { lane: 'FISH', category: 'FISH' },
  live: { lane: 'LIVE', category: 'LIVE' },
  pvp: { lane: 'PVP', category: 'PVP' },
};

export const isListingPageType = (v: string): v is TListingPageType => v in LISTING_SCOPES;

/** Filters that need a session (spec §3): visitors are asked to log in. */
export const SESSION_FILTERS: readonly TGameFilter[] = ['FAV', 'RECENT'];

/** A listing's choices as they sit in the address (?vendor, ?filter, ?type, ?q, ?page). */
export type TListingState = {
  vendor: string | null;
  filter: TGameFilter;
  gameType: TGameType | null;
  search: string;
  page: number;
};

/** Reads the listing's choices from the address; anything unreadable falls back to its default. */
export const readListingState = (params: URLSearchParams): TListingState => {
  const vendor = params.get('vendor');
  const filter = params.get('filter')?.toUpperCase();
  const type = params.get('type')?.toUpperCase();
  const page = Number(params.get('page'));
  return {
    vendor: vendor && VENDOR_CODE_PATTERN.test(vendor) ? vendor : null,
    filter: (GAME_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as TGameFilter) : 'ALL',
    gameType: (GAME_TYPES as readonly string[]).includes(type ?? '') ? (type as TGameType) : null,
    search: (params.get('q') ?? '').slice(0, 50),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/**
 * The game-list request of a listing page: its scope, the chosen vendor, game type, name and page.
 * A session filter without a session asks for ALL (the page asks the visitor to log in instead).
 */
export const listingRequest = (
  scope: TListingScope,
  state: TListingState,
  loggedIn: boolean,
  pageSize: number,
): TGameListRequest => ({
  filterType: !loggedIn && SESSION_FILTERS.includes(state.filter) ? 'ALL' : state.filter,
  category: scope.category,
  vassalage: state.vendor ?? undefined,
  gameType: scope.gameType ?? state.gameType ?? undefined,
  gameName: state.search.trim() || undefined,
  pageIndex: state.page,
  pageSize,
});
