/**
 * The sportsbook's codes, shared with the odds feed and the server's book: sports, market kinds and
 * their selections, event results and a selection's outcome. Money is bigint minor units throughout
 * the sportsbook (as on the server's ledger); odds are decimal odds in thousandths (`oddsMilli`,
 * 1.950 → 1950), safe integers from MIN_ODDS_MILLI to MAX_ODDS_MILLI, so no float ever touches money.
 */

export const SPORTS = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS', 'COCKFIGHT'] as const;
export type TSport = (typeof SPORTS)[number];

export const MARKET_KINDS = [
  '1X2',
  'MONEYLINE',
  'AH',
  'OU',
  'BTTS',
  'CS',
  'MAP_WINNER',
  'TOTAL_MAPS',
  'FIGHT',
] as const;
export type TMarketKind = (typeof MARKET_KINDS)[number];

/**
 * A market of an event. `line` is required by AH (HOME's handicap), OU and TOTAL_MAPS (the total) and
 * MAP_WINNER (the map's number), and absent elsewhere.
 */
export type TMarket = { kind: TMarketKind; line?: number };

/** The largest score per side a correct-score selection names; anything beyond it is OTHER. */
export const CS_MAX_GOALS = 4;

/** Every correct score offered, "h-a" for 0–4 each side, then OTHER (any score not listed). */
export const CS_SELECTIONS: readonly string[] = [
  ...Array.from({ length: (CS_MAX_GOALS + 1) ** 2 }, (_, i) => {
    const home = Math.floor(i / (CS_MAX_GOALS + 1));
    return `${home}-${i % (CS_MAX_GOALS + 1)}`;
  }),
  'OTHER',
];

/** The selections each kind of market offers, in the order a page lists them. */
export const MARKET_SELECTIONS: Readonly<Record<TMarketKind, readonly string[]>> = {
  '1X2': ['HOME', 'DRAW', 'AWAY'],
  MONEYLINE: ['HOME', 'AWAY'],
  AH: ['HOME', 'AWAY'],
  OU: ['OVER', 'UNDER'],
  BTTS: ['YES', 'NO'],
  CS: CS_SELECTIONS,
  MAP_WINNER: ['HOME', 'AWAY'],
  TOTAL_MAPS: ['OVER', 'UNDER'],
  FIGHT: ['MERON', 'WALA', 'DRAW'],
};

/** Whether `selection` is one of the market's selections. */
export function isSelectionOf(market: TMarket, selection: string): boolean {
  return MARKET_SELECTIONS[market.kind].includes(selection);
}

/** A side in a two-sided event (e-sports maps are won by one of them). */
export type TSide = 'HOME' | 'AWAY';

/**
 * How an event ended. Scores are football goals, basketball points (overtime included), tennis sets
 * and e-sports maps won. `maps` lists each played map's winner in order (e-sports); `fight` is the
 * cockfight's result. CANCELLED (abandoned, not played) voids every market of the event.
 */
export type TEventResult = {
  status: 'FINISHED' | 'CANCELLED';
  home: number;
  away: number;
  maps?: readonly TSide[];
  fight?: 'MERON' | 'WALA' | 'DRAW';
};

/**
 * A selection's outcome. HALF_WIN and HALF_LOSE come from quarter lines, whose stake is split on the
 * two neighbouring lines; PUSH returns the stake of a market that was decided level; VOID returns it
 * for a market that was never decided (cancelled event, map not played).
 */
export const OUTCOMES = ['WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID'] as const;
export type TOutcome = (typeof OUTCOMES)[number];

/** The lowest decimal odds the book offers or takes, 1.001: a winning bet always gains something. */
export const MIN_ODDS_MILLI = 1001;
/** The highest, 1000.000: keeps a ten-leg parlay's product exact and a page's odds readable. */
export const MAX_ODDS_MILLI = 1_000_000;

/** Whether odds in thousandths are a whole number the book can take (MIN_ODDS_MILLI…MAX_ODDS_MILLI). */
export function isValidOddsMilli(oddsMilli: number): boolean {
  return Number.isSafeInteger(oddsMilli) && oddsMilli >= MIN_ODDS_MILLI && oddsMilli <= MAX_ODDS_MILLI;
}

/** Throws a RangeError for odds the book cannot take. */
export function assertOddsMilli(oddsMilli: number): void {
  if (!isValidOddsMilli(oddsMilli))
    throw new RangeError(
      `odds are whole thousandths from ${MIN_ODDS_MILLI} to ${MAX_ODDS_MILLI}, got ${oddsMilli}`,
    );
}
