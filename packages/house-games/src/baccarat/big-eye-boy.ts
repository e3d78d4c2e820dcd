import { placeStreaks, type TBigRoadEntry, type TPlaced } from './roads.ts';

/** Red: the big road is repeating its pattern (orderly); blue: it is breaking it (choppy). */
export type TDerivedColour = 'RED' | 'BLUE';

/** The big eye boy: one colour per big road cell from its start on, and the colours laid out as a road. */
export type TBigEyeBoy = { entries: TDerivedColour[]; cells: TPlaced<TDerivedColour>[] };

/**
 * The colour a derived road gives big road cell (column c, row r), comparing with the column `gap`
 * back (1 for the big eye boy), or null before the road starts. On a new column (r = 0) it compares
 * the lengths of the two columns before it, gap apart: equal is red. Further down (r > 0) it looks
 * at row r of the column gap back: a cell there is red; no cell there but one just above (the
 * column ended at r − 1) is blue; neither is red.
 */
export function derivedColour(
  columns: readonly (readonly unknown[])[],
  c: number,
  r: number,
  gap: number,
): TDerivedColour | null {
  if (r === 0) {
    if (c - gap - 1 < 0) return null;
    return columns[c - 1]!.length === columns[c - gap - 1]!.length ? 'RED' : 'BLUE';
  }
  if (c - gap < 0) return null;
  const length = columns[c - gap]!.length;
  return length === r ? 'BLUE' : 'RED';
}

/** Runs of one colour: the logical columns of a derived road. */
function streaksOf(entries: readonly TDerivedColour[]): TDerivedColour[][] {
  const streaks: TDerivedColour[][] = [];
  for (const colour of entries) {
    const last = streaks.at(-1);
    if (last?.[0] === colour) last.push(colour);
    else streaks.push([colour]);
  }
  return streaks;
}

/**
 * The big eye boy from the big road's logical columns. It starts at the second column's second cell
 * (or, when the second column has one cell, at the third column's first): the first cell for which
 * there is a column to compare with.
 */
export function bigEyeBoy(columns: readonly (readonly TBigRoadEntry[])[]): TBigEyeBoy {
  const entries: TDerivedColour[] = [];
  columns.forEach((column, c) =>
    column.forEach((_, r) => {
      const colour = derivedColour(columns, c, r, 1);
      if (colour) entries.push(colour);
    }),
  );
  return { entries, cells: placeStreaks(streaksOf(entries)).flat() };
}
