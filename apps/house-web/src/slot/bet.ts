/**
 * Bet stepping through the levels the server allows (smallest first). Pure, for the − / + buttons,
 * the bet menu and autoplay's balance check.
 */

/** The index of the level closest to `bet` (the first on a tie); 0 for an empty list. */
export function nearestLevelIndex(levels: readonly number[], bet: number): number {
  let best = 0;
  for (let i = 1; i < levels.length; i++) {
    if (Math.abs(levels[i]! - bet) < Math.abs(levels[best]! - bet)) best = i;
  }
  return best;
}

/** The next (+1) or previous (−1) level from `bet`, staying at the ends. */
export function stepBet(levels: readonly number[], bet: number, direction: 1 | -1): number {
  if (levels.length === 0) return bet;
  const i = nearestLevelIndex(levels, bet);
  const j = Math.min(levels.length - 1, Math.max(0, i + direction));
  return levels[j]!;
}

/** Whether − and + can move from `bet`. */
export function betBounds(levels: readonly number[], bet: number): { canDown: boolean; canUp: boolean } {
  if (levels.length === 0) return { canDown: false, canUp: false };
  const i = nearestLevelIndex(levels, bet);
  return { canDown: i > 0, canUp: i < levels.length - 1 };
}

/**
 * The bet to start with: the one remembered for this game when the server still allows it, else
 * the lowest level the balance covers above the smallest (a sensible default), else the smallest.
 */
export function initialBet(levels: readonly number[], balance: number, remembered: number | null): number {
  if (levels.length === 0) return 0;
  if (remembered !== null && levels.includes(remembered)) return remembered;
  const second = levels[Math.min(1, levels.length - 1)]!;
  return balance >= second * 10 ? second : levels[0]!;
}

/** Whether the balance pays for one more spin at `bet` (an epsilon for major-unit float sums). */
export function canAfford(balance: number, bet: number): boolean {
  return balance + 1e-9 >= bet;
}

export const AUTOPLAY_CHOICES = [10, 25, 50] as const;
