import { BINGO_BALLS, BINGO_CARD_FLOATS } from './card.ts';
import { BINGO_PATTERN_CELLS, BINGO_PATTERN_NAMES, type TBingoPattern } from './patterns.ts';
import { BINGO_POOLS, BINGO_PRIZES, type TBingoPrizeTier } from './prizes.ts';

/** Numbers on a card (24), and so the size of the common denominator below. */
const CARD_NUMBERS = BINGO_CARD_FLOATS;

/** n (n − 1) … (n − k + 1) in BigInt; 0 when k > n. */
function falling(n: number, k: number): bigint {
  if (k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result *= BigInt(n - i);
  return result;
}

/** unionWeights of each pattern, computed once: the patterns are constants. */
const weightsByPattern = new Map<TBingoPattern, Map<number, number>>();

/**
 * For a pattern, the inclusion–exclusion weights of its cell sets: for each union size u, the sum of
 * (−1)^(|T| + 1) over the non-empty sets of cell sets T whose union has u cells (LINE: 4,095 subsets).
 */
function unionWeights(pattern: TBingoPattern): Map<number, number> {
  const known = weightsByPattern.get(pattern);
  if (known !== undefined) return known;
  const sets = BINGO_PATTERN_CELLS[pattern];
  const weights = new Map<number, number>();
  for (let mask = 1; mask < 1 << sets.length; mask++) {
    const union = new Set<number>();
    let count = 0;
    sets.forEach((cells, i) => {
      if ((mask >> i) & 1) {
        count++;
        cells.forEach((cell) => union.add(cell));
      }
    });
    weights.set(union.size, (weights.get(union.size) ?? 0) + (count % 2 === 1 ? 1 : -1));
  }
  weightsByPattern.set(pattern, weights);
  return weights;
}

/** The denominator of every completion chance: 75 × 74 × … × 52, orderings of a card's 24 numbers. */
export const BINGO_ORDERINGS = falling(BINGO_BALLS, CARD_NUMBERS);

/**
 * How many of BINGO_ORDERINGS the pattern is complete within `balls` balls, exactly. Against a
 * uniformly shuffled order, a given set of u numbers all comes within the first N balls with chance
 * N!/(N − u)! ÷ 75!/(75 − u)!, which is falling(N, u) × falling(75 − u, 24 − u) of BINGO_ORDERINGS;
 * inclusion–exclusion over the pattern's cell sets gives "any of them". This is the same for every
 * card, so it holds whatever cards the stream deals.
 */
export function bingoCompletionWays(pattern: TBingoPattern, balls: number): bigint {
  let ways = 0n;
  for (const [u, weight] of unionWeights(pattern))
    ways += BigInt(weight) * falling(balls, u) * falling(BINGO_BALLS - u, CARD_NUMBERS - u);
  return ways;
}

/** The chance the pattern is complete within `balls` balls. */
export function bingoCompletionProbability(pattern: TBingoPattern, balls: number): number {
  return ratio(bingoCompletionWays(pattern, balls), BINGO_ORDERINGS);
}

function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 18n;
  return Number((numerator * scale) / denominator) / Number(scale);
}

/** The exact return of one pattern's tiers, in card prices: Σ P(completes in tier) × multiplier. */
export function exactBingoPatternRtp(
  pattern: TBingoPattern,
  tiers: readonly TBingoPrizeTier[] = BINGO_PRIZES[pattern],
): number {
  let won = 0n;
  let before = 0n;
  for (const tier of tiers) {
    const by = bingoCompletionWays(pattern, tier.withinBalls);
    won += (by - before) * BigInt(tier.multiplierMilli);
    before = by;
  }
  return ratio(won, BINGO_ORDERINGS * 1000n);
}

/** The exact return of a card's fixed prizes: the patterns' returns add, as each pays on its own. */
export function exactBingoFixedRtp(): number {
  return BINGO_PATTERN_NAMES.reduce((sum, pattern) => sum + exactBingoPatternRtp(pattern), 0);
}

/**
 * The return of a card, fixed prizes and pots: every pot is always won (each pattern completes by
 * ball 75), so it returns its share of sales, less the flooring of shares (under one minor unit per
 * winning card and round), which this leaves out.
 */
export function exactBingoRtp(): number {
  const pooled = Object.values(BINGO_POOLS).reduce((sum, basisPoints) => sum + basisPoints, 0) / 10_000;
  return exactBingoFixedRtp() + pooled;
}
