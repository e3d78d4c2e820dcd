/*
 * The games catalogue's value lists, which games.ts builds its schemas from. Free of zod, like
 * paths.ts: the player site reads them on its game lists, which would otherwise carry all of zod.
 */

/** Game category codes (spec §1). COCKFIGHT and ESPORTS are lanes split out of SPORTS by vendor lists. */
export const GAME_CATEGORIES = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;

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

/**
 * A game's kind inside its category: SC slots, VP video poker, JP jackpot, TG table games,
 * AC arcade (fishing, crash, dice), BG board and card games.
 */
export const GAME_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** Game list filters (spec §3). FAV and RECENT need a session. */
export const GAME_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;

/** A vendor's code ("PG", "HOUSE"): letters, digits, _ and -, at most 32. */
export const VENDOR_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
