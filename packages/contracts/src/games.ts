import { z } from 'zod';
import {
  GAME_CATEGORIES,
  GAME_FILTERS,
  GAME_TYPES,
  LANE_TITLES,
  VENDOR_CODE_PATTERN,
} from './games-vocabulary.ts';

export const ZGameCategory = z.enum(GAME_CATEGORIES);
export type TGameCategory = z.infer<typeof ZGameCategory>;

export const ZLaneTitle = z.enum(LANE_TITLES);
export type TLaneTitle = z.infer<typeof ZLaneTitle>;

export const ZVendor = z.object({
  id: z.number().int(),
  /** The vendor's code, e.g. "PG"; the platforms this spec comes from call it vassalage. */
  vassalage: z.string(),
  name: z.string(),
  accountTypeId: z.number().int(),
  /** 1 = hot. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  gameType: ZGameCategory,
  logoUrl: z.string(),
  maintenance: z.boolean(),
});
export type TVendor = z.infer<typeof ZVendor>;

export const ZVendorLane = z.object({
  title: ZLaneTitle,
  cards: z.array(ZVendor),
  gameClassify: z.array(z.object({ gameType: ZGameCategory, vendors: z.array(ZVendor) })),
});
export type TVendorLane = z.infer<typeof ZVendorLane>;

/** GET /wps/relay/GCSGAME_newGameVendor */
export const ZVendorQuery = z.object({
  platform: z.enum(['html5-desktop', 'html5']).default('html5-desktop'),
});
export const ZVendorLanes = z.object({ data: z.object({ lanes: z.array(ZVendorLane) }) });
export type TVendorLanes = z.infer<typeof ZVendorLanes>;

/* ---------------------------------------------------------------- games catalogue (issue 6) */

export const ZGameType = z.enum(GAME_TYPES);
export type TGameType = z.infer<typeof ZGameType>;

export const ZGameFilter = z.enum(GAME_FILTERS);
export type TGameFilter = z.infer<typeof ZGameFilter>;

/** A vendor code as the site sends it (vassalage). */
export const ZVendorCode = z.string().regex(VENDOR_CODE_PATTERN);
/** A catalogue node id: one game of one vendor. */
export const ZNodeId = z.coerce.number().int().positive().max(2_147_483_647);

/** One game as every list shows it; `name` is in the request's language (English when missing). */
export const ZGame = z.object({
  nodeId: z.number().int(),
  /** The vendor's own game code. */
  gameId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  category: ZGameCategory,
  gameType: ZGameType,
  name: z.string(),
  iconUrl: z.string(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  isFav: z.boolean(),
  /** The game (or its vendor) is under maintenance: it cannot be launched. */
  maintenance: z.boolean(),
  /** Free play (accountType 0) is offered. */
  freePlay: z.boolean(),
  /** Card games seat players in rooms (GLS2_roomList); launch with a roomId. */
  hasRooms: z.boolean(),
});
export type TGame = z.infer<typeof ZGame>;

export const ZPagedGames = z.object({
  content: z.array(ZGame),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type TPagedGames = z.infer<typeof ZPagedGames>;

/** POST GCSGAME_gameList. */
export const ZGameListRequest = z.object({
  filterType: ZGameFilter.default('ALL'),
  /** A category (pageType of the listing pages); all categories when absent. */
  category: ZGameCategory.optional(),
  vassalage: ZVendorCode.optional(),
  gameType: ZGameType.optional(),
  /** Case-insensitive part of the game's name in any language. */
  gameName: z.string().trim().max(50).optional(),
  pageIndex: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(24),
});
export type TGameListRequest = z.input<typeof ZGameListRequest>;

/** POST GCSGAME_hotGamesV2: the request of spec §3; answers value.list. */
export const ZHotGamesRequest = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.literal(2).default(2),
  platform: z.string().max(64).default('flash,html5-desktop'),
  language: z.string().max(8).optional(),
});
export type THotGamesRequest = z.input<typeof ZHotGamesRequest>;
export const ZGameListResult = z.object({ list: z.array(ZGame) });
export type TGameListResult = z.infer<typeof ZGameListResult>;

/** POST GCSGAME_getVassGameType: which game types a vendor has, for the listing's tabs. */
export const ZVassGameTypeRequest = z.object({ vassalage: ZVendorCode });
export const ZVassGameTypes = z.object({
  list: z.array(z.object({ gameType: ZGameType, count: z.number().int() })),
});

/** Favourites: add and remove by nodeId; both answer the member's favourite ids, kept in sync. */
export const ZFavoriteRequest = z.object({ nodeId: ZNodeId });
export type TFavoriteRequest = z.input<typeof ZFavoriteRequest>;
export const ZFavoriteIds = z.object({ nodeIds: z.array(z.number().int()) });
export type TFavoriteIds = z.infer<typeof ZFavoriteIds>;
export const ZFavoriteListRequest = z.object({
  pageIndex: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(24),
});
export type TFavoriteListRequest = z.input<typeof ZFavoriteListRequest>;

/** GLS2_roomList: the rooms (stake levels) of a card game. */
export const ZRoomListRequest = z.object({ nodeId: ZNodeId });
export const ZRoom = z.object({
  roomId: z.string(),
  name: z.string(),
  minBet: z.number(),
  maxBet: z.number(),
  players: z.number().int(),
});
export const ZRoomList = z.object({ content: z.array(ZRoom) });
export type TRoom = z.infer<typeof ZRoom>;

/**
 * POST /wps/game/launchGame: the launch payload of spec §3 (the Language header names the
 * language). accountType 1 plays for real money (a session and a real account are needed),
 * 0 is free play. confirmTrans moves the main balance into a transfer-wallet vendor first.
 */
export const ZLaunchGameRequest = z.object({
  nodeId: ZNodeId,
  gameId: z.string().max(64).optional(),
  roomId: z.string().max(64).optional(),
  vassalage: ZVendorCode.optional(),
  accountType: z.union([z.literal(0), z.literal(1)]).default(1),
  confirmTrans: z.boolean().default(false),
  launchMode: z.string().max(32).optional(),
  platform: z.enum(['html5-desktop', 'html5']).default('html5-desktop'),
  clientType: z.string().max(32).optional(),
  username: z.string().max(64).optional(),
  token: z.string().max(256).optional(),
  merchantCode: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
});
export type TLaunchGameRequest = z.input<typeof ZLaunchGameRequest>;
export const ZLaunchGameResult = z.object({
  game_url: z.string(),
  game_url2: z.string().nullable(),
  /** The launched game, for the frame's title bar. */
  game: ZGame,
});
export type TLaunchGameResult = z.infer<typeof ZLaunchGameResult>;
/** The value of a GAME_MAINTENANCE error: other games to suggest. */
export const ZGameMaintenance = z.object({ suggestions: z.array(ZGame) });

/** POST GCSGAME_getRankList: the winners board. */
export const ZRankListRequest = z.object({
  gameCategory: z.union([z.literal('ALL'), ZGameCategory]).default('ALL'),
  language: z.string().max(8).optional(),
  limitNum: z.number().int().min(1).max(50).default(20),
});
export type TRankListRequest = z.input<typeof ZRankListRequest>;
export const ZRankEntry = z.object({
  vo: z.object({
    /** The winner's account, masked (ab***9). */
    account: z.string(),
    gameName: z.string(),
    nodeId: z.number().int(),
    vassalage: z.string(),
    /** In the brand's currency, major units; the site shows thousands separators and 2 decimals. */
    winAmount: z.number(),
    currency: z.string(),
    at: z.string(),
  }),
});
export const ZRankList = z.object({ list: z.array(ZRankEntry) });
export type TRankEntry = z.infer<typeof ZRankEntry>;

/** GET /lgw/games/game_menus: categories with their vendors, in the header's order. */
export const ZGameMenus = z.object({
  gameMenus: z.array(
    z.object({
      gameGroupCode: ZLaneTitle,
      labelName: z.string(),
      vendors: z.array(z.object({ vassalage: z.string(), name: z.string(), logoUrl: z.string() })),
    }),
  ),
});
