import { BINGO_BALLS, BINGO_FREE_CELL, type TBingoCard } from './card.ts';

/** The patterns that pay: any line, the four corners, every number on the card. */
export type TBingoPattern = 'LINE' | 'FOUR_CORNERS' | 'FULL_HOUSE';

export const BINGO_PATTERN_NAMES: readonly TBingoPattern[] = ['LINE', 'FOUR_CORNERS', 'FULL_HOUSE'];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const withoutFree = (cells: number[]) => cells.filter((cell) => cell !== BINGO_FREE_CELL);

/**
 * Each pattern as the cell sets that complete it (any one set will do), the free centre left out as
 * it is marked from the start: LINE has 12 sets (5 rows, 5 columns, 2 diagonals; those through the
 * centre need 4 numbers), FOUR_CORNERS one of 4 cells, FULL_HOUSE one of all 24 numbers.
 */
export const BINGO_PATTERN_CELLS: Readonly<Record<TBingoPattern, readonly (readonly number[])[]>> = {
  LINE: [
    ...range(5).map((row) => withoutFree(range(5).map((column) => 5 * row + column))),
    ...range(5).map((column) => withoutFree(range(5).map((row) => 5 * row + column))),
    withoutFree([0, 6, 12, 18, 24]),
    withoutFree([4, 8, 12, 16, 20]),
  ],
  FOUR_CORNERS: [[0, 4, 20, 24]],
  FULL_HOUSE: [withoutFree(range(25))],
};

/** When each pattern completes on a card: the ball count (1…75) at which its last needed number came. */
export type TBingoCompletions = Record<TBingoPattern, number>;

/**
 * The ball count at which the card first completes each pattern against a draw order: for each cell
 * set, the latest draw position among its numbers; for the pattern, the earliest such set. Every
 * pattern completes by ball 75, as all balls are drawn.
 */
export function bingoCompletions(card: TBingoCard, order: readonly number[]): TBingoCompletions {
  const position = new Array<number>(BINGO_BALLS + 1).fill(0);
  order.forEach((ball, i) => (position[ball] = i + 1));
  const completesAt = (cells: readonly number[]) => Math.max(...cells.map((cell) => position[card[cell]!]!));
  const entries = BINGO_PATTERN_NAMES.map(
    (pattern) => [pattern, Math.min(...BINGO_PATTERN_CELLS[pattern].map(completesAt))] as const,
  );
  return Object.fromEntries(entries) as TBingoCompletions;
}
