/** Numbers on the keno board, 1…80. */
export const KENO_NUMBERS = 80;

/** Numbers drawn each round, without replacement. */
export const KENO_DRAWN = 20;

/** The most numbers a ticket may pick (the fewest is 1). */
export const KENO_MAX_PICKS = 10;

/**
 * The largest stake in minor units (10^10). The top prize is 10,000 × (ten of ten), so every win stays
 * below 10^14, far under 2^53, and money stays exact in plain numbers.
 */
export const KENO_MAX_STAKE = 10_000_000_000;

/**
 * Multipliers in thousandths of the stake (the stake included: 1_000 returns it), indexed by pick count
 * and then by hits: KENO_PAYTABLE[5][4] = 16_000 pays 16 × for four hits on five picks. Each row has
 * picks + 1 entries. Every row returns 94.7–95.3 % (KENO_RTP); exact-rtp.test.ts holds the figures.
 * Ten picks pay 1.5 × for no hit at all: missing all ten happens 4.6 % of the time.
 */
export const KENO_PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 3_800],
  2: [0, 1_000, 9_500],
  3: [0, 0, 2_850, 40_000],
  4: [0, 0, 1_600, 7_000, 100_000],
  5: [0, 0, 1_000, 3_100, 16_000, 350_000],
  6: [0, 0, 500, 2_150, 7_000, 60_000, 1_000_000],
  7: [0, 0, 400, 1_500, 5_000, 20_000, 100_000, 2_000_000],
  8: [0, 0, 0, 1_500, 3_000, 10_000, 50_000, 400_000, 4_000_000],
  9: [0, 0, 0, 1_000, 2_500, 5_500, 25_000, 100_000, 1_000_000, 10_000_000],
  10: [1_500, 0, 0, 0, 1_800, 5_200, 15_000, 60_000, 500_000, 2_000_000, 10_000_000],
};

/** A keno ticket: 1–10 distinct numbers of 1…80 and a stake in minor units. */
export type TKenoTicket = { picks: readonly number[]; stakeMinor: number };

/**
 * Throws a RangeError for a ticket the engine cannot take: a pick count outside 1–10, a pick that is not
 * a whole number of 1…80 or is repeated, or a stake that is not a whole number of 1…KENO_MAX_STAKE.
 * The server validates first; this guard keeps a bad ticket from ever being paid.
 */
export function assertKenoTicket(ticket: TKenoTicket): void {
  const { picks, stakeMinor } = ticket;
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS)
    throw new RangeError(`a keno ticket picks 1–${KENO_MAX_PICKS} numbers, got ${picks?.length}`);
  for (const pick of picks)
    if (!Number.isInteger(pick) || pick < 1 || pick > KENO_NUMBERS)
      throw new RangeError(`a keno pick is a whole number of 1…${KENO_NUMBERS}, got ${pick}`);
  if (new Set(picks).size !== picks.length)
    throw new RangeError(`a keno ticket picks each number once, got ${picks.join(', ')}`);
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 1 || stakeMinor > KENO_MAX_STAKE)
    throw new RangeError(
      `a keno stake is a whole number of 1…${KENO_MAX_STAKE} minor units, got ${stakeMinor}`,
    );
}
