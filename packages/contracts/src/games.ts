import { z } from 'zod';

/** Game category codes (spec §1). COCKFIGHT and ESPORTS are lanes split out of SPORTS by vendor lists. */
export const GAME_CATEGORIES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export const ZGameCategory = z.enum(GAME_CATEGORIES);
export type TGameCategory = z.infer<typeof ZGameCategory>;

/** Lane titles in the header, in the server's order. */
export const LANE_TITLES = [
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
] as const;
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
