import type { TMarket, TMarketKind, TSport } from './vocabulary.ts';

/**
 * Which markets each sport offers and the lines they may take: what the feed may publish and the
 * book may open. Settlement itself takes any quarter line; these are the product's choices.
 * - FOOTBALL: AH in quarter steps from −2.75 to +2.75; OU in quarter steps from 0.5 to 10.75.
 * - BASKETBALL: AH and OU in half or whole points (no quarter lines), AH within ±60, OU 50 to 400.
 * - TENNIS (sets): AH and OU in half steps, AH within ±2.5, OU 1.5 to 4.5.
 * - ESPORTS (maps): AH in half steps within ±4.5, MAP_WINNER maps 1 to 7, TOTAL_MAPS 1.5 to 6.5.
 * - COCKFIGHT: FIGHT only.
 */
export const SPORT_MARKETS: Readonly<Record<TSport, readonly TMarketKind[]>> = {
  FOOTBALL: ['1X2', 'AH', 'OU', 'BTTS', 'CS'],
  BASKETBALL: ['MONEYLINE', 'AH', 'OU'],
  TENNIS: ['MONEYLINE', 'AH', 'OU'],
  ESPORTS: ['MONEYLINE', 'AH', 'MAP_WINNER', 'TOTAL_MAPS'],
  COCKFIGHT: ['FIGHT'],
};

/** A line's range and step (0.25 quarter, 0.5 half, 1 whole) for one sport's market. */
type TLineRule = { min: number; max: number; step: 0.25 | 0.5 | 1 };

const LINE_RULES: Partial<Record<TSport, Partial<Record<TMarketKind, TLineRule>>>> = {
  FOOTBALL: { AH: { min: -2.75, max: 2.75, step: 0.25 }, OU: { min: 0.5, max: 10.75, step: 0.25 } },
  BASKETBALL: { AH: { min: -60, max: 60, step: 0.5 }, OU: { min: 50, max: 400, step: 0.5 } },
  TENNIS: { AH: { min: -2.5, max: 2.5, step: 0.5 }, OU: { min: 1.5, max: 4.5, step: 0.5 } },
  ESPORTS: {
    AH: { min: -4.5, max: 4.5, step: 0.5 },
    MAP_WINNER: { min: 1, max: 7, step: 1 },
    TOTAL_MAPS: { min: 1.5, max: 6.5, step: 0.5 },
  },
};

/** Whether a sport offers this market with this line (a market without a line must carry none). */
export function isMarketOffered(sport: TSport, market: TMarket): boolean {
  if (!SPORT_MARKETS[sport].includes(market.kind)) return false;
  const rule = LINE_RULES[sport]?.[market.kind];
  if (!rule) return market.line === undefined;
  const line = market.line ?? NaN;
  return Number.isInteger(line / rule.step) && line >= rule.min && line <= rule.max;
}
