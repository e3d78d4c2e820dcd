import { evaluateLine } from './evaluate-line.ts';
import type { TSlotLine } from './lines.ts';
import type { TReelSet, TSlotGame } from './slot-game.ts';

/** Each symbol's probability at `row` of a strip, over its equally likely stops. */
export function rowDistribution(strip: readonly string[], row: number): Map<string, number> {
  const counts = new Map<string, number>();
  strip.forEach((_, stop) => {
    const symbol = strip[(stop + row) % strip.length]!;
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  });
  return new Map([...counts].map(([symbol, count]) => [symbol, count / strip.length]));
}

/** Whether more cells could still change a line's pay: every cell so far is a wild or one paying symbol. */
function runOpen(game: TSlotGame, cells: readonly string[]): boolean {
  const symbol = cells.find((cell) => cell !== game.wild);
  if (symbol === undefined) return true;
  return game.linePays[symbol] !== undefined && cells.every((cell) => cell === symbol || cell === game.wild);
}

/**
 * A line's expected pay in line bets. The reels are independent, so a sequence of symbols along the
 * line has the product of each reel's probability at the line's row; the walk sums pay × probability
 * over every sequence, stopping a branch as soon as its run is settled (the rest of the line cannot
 * change the pay), which keeps the sum small and exact up to float rounding.
 */
export function expectedLinePay(game: TSlotGame, reels: TReelSet, line: TSlotLine): number {
  const distributions = line.map((row, reel) => [...rowDistribution(reels[reel]!, row)]);
  const walk = (cells: string[], probability: number): number => {
    const next = distributions[cells.length];
    if (next === undefined || !runOpen(game, cells)) {
      return probability * (evaluateLine(game, cells)?.multiple ?? 0);
    }
    return next.reduce((sum, [symbol, p]) => sum + walk([...cells, symbol], probability * p), 0);
  };
  return walk([], 1);
}
