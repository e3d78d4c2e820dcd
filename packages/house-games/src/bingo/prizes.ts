import type { TBingoPattern } from './patterns.ts';

/** A prize tier: the pattern completed on or before ball `withinBalls` pays `multiplierMilli`. */
export type TBingoPrizeTier = { withinBalls: number; multiplierMilli: number };

/**
 * The fixed prizes, in thousandths of the card price, by pattern: each pattern pays its earliest tier
 * whose withinBalls the completion reaches, and nothing after the last tier. Patterns pay
 * independently (a full house card has also paid its line and corners), and a fixed prize never
 * depends on other cards. exact-rtp.ts gives their return; the pools below add theirs.
 */
export const BINGO_PRIZES: Readonly<Record<TBingoPattern, readonly TBingoPrizeTier[]>> = {
  LINE: [
    { withinBalls: 10, multiplierMilli: 100_000 },
    { withinBalls: 20, multiplierMilli: 8_000 },
    { withinBalls: 30, multiplierMilli: 2_000 },
    { withinBalls: 40, multiplierMilli: 500 },
  ],
  FOUR_CORNERS: [
    { withinBalls: 10, multiplierMilli: 200_000 },
    { withinBalls: 20, multiplierMilli: 20_000 },
    { withinBalls: 30, multiplierMilli: 4_000 },
  ],
  FULL_HOUSE: [
    { withinBalls: 50, multiplierMilli: 1_000_000 },
    { withinBalls: 55, multiplierMilli: 200_000 },
    { withinBalls: 60, multiplierMilli: 35_000 },
  ],
};

/** The multiplier (thousandths) a pattern completed at ball `balls` earns: its first tier reached, or 0. */
export function bingoPrizeMilli(pattern: TBingoPattern, balls: number): number {
  return BINGO_PRIZES[pattern].find((tier) => balls <= tier.withinBalls)?.multiplierMilli ?? 0;
}

/**
 * The pooled prizes, in basis points of the round's card sales: the whole pot goes to the card or
 * cards that complete the pattern on the earliest ball of the round, split equally, each share
 * floored to a whole minor unit (the remainder, under one unit per winner, stays with the house).
 * Every pattern completes by ball 75, so a pot is always won: it returns its share of sales to the
 * players exactly, less that flooring. Default: the first full house shares 5 % of sales.
 */
export const BINGO_POOLS: Readonly<Partial<Record<TBingoPattern, number>>> = { FULL_HOUSE: 500 };
