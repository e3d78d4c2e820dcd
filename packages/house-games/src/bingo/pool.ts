import type { TBingoCompletions, TBingoPattern } from './patterns.ts';
import { BINGO_POOLS } from './prizes.ts';

/**
 * How one pot was won: its size (a share of the round's sales, floored), the earliest ball on which
 * any card completed the pattern, the winning cards (indexes in the order given), the equal share each
 * was paid and the floored remainder the house keeps.
 */
export type TBingoPoolResult = {
  pattern: TBingoPattern;
  potMinor: number;
  firstBall: number;
  winners: number[];
  shareMinor: number;
  remainderMinor: number;
};

/**
 * Shares each pot of `pools` among the first cards to complete its pattern. salesMinor is the round's
 * card sales; the pot is floor(sales × basis points / 10,000), split equally and floored per winner.
 * Empty when no card is in play.
 */
export function settleBingoPools(
  completions: readonly TBingoCompletions[],
  salesMinor: number,
  pools: Readonly<Partial<Record<TBingoPattern, number>>> = BINGO_POOLS,
): TBingoPoolResult[] {
  if (completions.length === 0) return [];
  return (Object.entries(pools) as [TBingoPattern, number][]).map(([pattern, basisPoints]) => {
    const potMinor = Number((BigInt(salesMinor) * BigInt(basisPoints)) / 10_000n);
    const firstBall = Math.min(...completions.map((c) => c[pattern]));
    const winners = completions.flatMap((c, i) => (c[pattern] === firstBall ? [i] : []));
    const shareMinor = Math.floor(potMinor / winners.length);
    return {
      pattern,
      potMinor,
      firstBall,
      winners,
      shareMinor,
      remainderMinor: potMinor - shareMinor * winners.length,
    };
  });
}
