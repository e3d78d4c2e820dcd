import type { TBaccaratOutcome, TBaccaratWinner } from './hand.ts';

/** Rows of every road grid, as on the table's display. */
export const ROAD_ROWS = 6;

/** A bead plate cell: every hand, ties included, in order down each column of 6, then the next column. */
export type TBeadCell = TBaccaratOutcome & { column: number; row: number };

/** Hand i sits at column ⌊i / 6⌋, row i mod 6 (column-major). */
export function beadPlate(hands: readonly TBaccaratOutcome[]): TBeadCell[] {
  return hands.map((hand, i) => ({
    winner: hand.winner,
    playerPair: hand.playerPair,
    bankerPair: hand.bankerPair,
    column: Math.floor(i / ROAD_ROWS),
    row: i % ROAD_ROWS,
  }));
}

/** Where a streak cell is drawn on a 6-row grid. */
export type TPlaced<T> = { value: T; column: number; row: number };

/**
 * Lays out streaks (runs of one value, the logical columns) on a 6-row grid as every road does: a
 * streak starts at row 0 of the column after the previous streak's start (further right while row 0
 * there is taken by an earlier tail) and runs down; at the bottom row, or when the cell below is
 * taken, it turns right and runs along that row: the dragon tail.
 */
export function placeStreaks<T>(streaks: readonly (readonly T[])[]): TPlaced<T>[][] {
  const taken = new Set<string>();
  const key = (column: number, row: number) => `${column}:${row}`;
  let start = -1;
  return streaks.map((streak) => {
    start++;
    while (taken.has(key(start, 0))) start++;
    let column = start;
    let row = 0;
    let tail = false;
    return streak.map((value, i) => {
      if (i > 0) {
        if (!tail && row + 1 < ROAD_ROWS && !taken.has(key(column, row + 1))) row++;
        else {
          tail = true;
          column++;
        }
      }
      taken.add(key(column, row));
      return { value, column, row };
    });
  });
}

/** A big road cell: a PLAYER or BANKER win with the ties that followed it (and leading ties, on the first). */
export type TBigRoadEntry = { winner: Exclude<TBaccaratWinner, 'TIE'>; ties: number };

export type TBigRoadCell = TBigRoadEntry & { column: number; row: number };

/** The big road: the logical columns (streaks of one winner) and where each cell is drawn. */
export type TBigRoad = { columns: TBigRoadEntry[][]; cells: TBigRoadCell[] };

/**
 * The big road from the hands in order. A win by the same side as the last cell goes below it, a
 * win by the other side starts a new column; a tie adds no cell but is marked on the last cell (ties
 * before the first win are marked on the first cell). Derived roads read `columns`, the logical
 * columns, so a dragon tail still counts as one long column.
 */
export function bigRoad(hands: readonly Pick<TBaccaratOutcome, 'winner'>[]): TBigRoad {
  const columns: TBigRoadEntry[][] = [];
  let leadingTies = 0;
  for (const { winner } of hands) {
    const column = columns.at(-1);
    const last = column?.at(-1);
    if (winner === 'TIE') {
      if (last) last.ties++;
      else leadingTies++;
    } else if (last?.winner === winner) column!.push({ winner, ties: 0 });
    else {
      columns.push([{ winner, ties: leadingTies }]);
      leadingTies = 0;
    }
  }
  const cells = placeStreaks(columns).flatMap((streak) =>
    streak.map(({ value, column, row }) => ({ ...value, column, row })),
  );
  return { columns, cells };
}
