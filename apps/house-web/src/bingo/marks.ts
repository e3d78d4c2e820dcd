import { BINGO_FREE_CELL, BINGO_PATTERN_CELLS, type TBingoPattern } from '@openlobby/house-games/bingo';

/** A card against the balls called so far: its daubs, the patterns it has completed and their cells. */
export type TCardMarks = {
  /** Per cell (row by row): called, or the free centre. */
  daubed: boolean[];
  /** The patterns completed, in the engine's order. */
  done: TBingoPattern[];
  /** Cells of every completed pattern (a line's five, the corners, all 25 for a full house). */
  winning: Set<number>;
  /** Numbers still missing for the full house, and for the best line. */
  toFull: number;
  toLine: number;
};

/**
 * Marks a card against the called balls with the engine's own pattern cells, so the page daubs and
 * highlights exactly what the settlement counted (the free centre is marked from the start).
 */
export function cardMarks(card: readonly number[], called: ReadonlySet<number>): TCardMarks {
  const daubed = card.map((n, cell) => cell === BINGO_FREE_CELL || called.has(n));
  const missing = (cells: readonly number[]) => cells.filter((cell) => !daubed[cell]).length;
  const done: TBingoPattern[] = [];
  const winning = new Set<number>();
  for (const [pattern, sets] of Object.entries(BINGO_PATTERN_CELLS) as [TBingoPattern, number[][]][]) {
    const complete = sets.filter((cells) => missing(cells) === 0);
    if (complete.length === 0) continue;
    done.push(pattern);
    for (const cells of complete) {
      for (const cell of cells) winning.add(cell);
      // a line of four numbers runs through the free centre, which is part of it on the card
      if (pattern === 'LINE' && cells.length === 4) winning.add(BINGO_FREE_CELL);
    }
  }
  return {
    daubed,
    done,
    winning,
    toFull: missing(BINGO_PATTERN_CELLS.FULL_HOUSE[0]!),
    toLine: Math.min(...BINGO_PATTERN_CELLS.LINE.map(missing)),
  };
}
