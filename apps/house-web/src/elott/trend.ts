import { elottSummary } from '@openlobby/house-games';

/**
 * The trend charts' numbers (pure): which way each draw went on a ball or the sum, the roads those
 * outcomes make, and the sum's line. Draws come oldest first (the history lists newest first).
 */

/** A road follows one ball (1–5) or the sum, as big/small or odd/even. */
export type TRoadTarget = 1 | 2 | 3 | 4 | 5 | 'SUM';
export type TRoadKind = 'BS' | 'OE';
export type TOutcome = 'BIG' | 'SMALL' | 'ODD' | 'EVEN';

/** Each draw's outcome on the target, by the engine's own summary (so the chart and settlement agree). */
export function outcomesOf(
  draws: readonly (readonly number[])[],
  target: TRoadTarget,
  kind: TRoadKind,
): TOutcome[] {
  return draws.map((balls) => {
    const summary = elottSummary(balls);
    const { big, odd } =
      target === 'SUM' ? { big: summary.sumBig, odd: summary.sumOdd } : summary.perBall[target - 1]!;
    if (kind === 'BS') return big ? 'BIG' : 'SMALL';
    return odd ? 'ODD' : 'EVEN';
  });
}

/** One mark of a road: the draw it stands for (its index in the draws), where it sits, and the outcome. */
export type TRoadCell = { index: number; col: number; row: number; outcome: TOutcome };

/**
 * The "big road": each streak of one outcome runs down a column; a change starts the next column.
 * A streak longer than the rows (or one that meets a mark already there) turns right along its last
 * row, the road's "dragon tail", and the next streak still starts in the column after the streak's first.
 */
export function bigRoad(outcomes: readonly TOutcome[], rows = 6): TRoadCell[] {
  const cells: TRoadCell[] = [];
  const taken = new Set<string>();
  const at = (col: number, row: number) => `${col}:${row}`;
  let startCol = -1;
  let col = 0;
  let row = 0;
  outcomes.forEach((outcome, index) => {
    const previous = index > 0 ? outcomes[index - 1] : undefined;
    if (outcome !== previous) {
      startCol += 1;
      col = startCol;
      row = 0;
      // a tail of an earlier streak may sit in this column's top: move right past it
      while (taken.has(at(col, row))) col += 1;
    } else if (row + 1 < rows && !taken.has(at(col, row + 1))) {
      row += 1;
    } else {
      col += 1;
    }
    taken.add(at(col, row));
    cells.push({ index, col, row, outcome });
  });
  return cells;
}

/** How often each side came, and the streak the latest draws are on. */
export function roadStats(outcomes: readonly TOutcome[]): {
  counts: Partial<Record<TOutcome, number>>;
  streak: { outcome: TOutcome; length: number } | null;
} {
  const counts: Partial<Record<TOutcome, number>> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  const last = outcomes.at(-1);
  if (last === undefined) return { counts, streak: null };
  let length = 0;
  for (let i = outcomes.length - 1; i >= 0 && outcomes[i] === last; i--) length++;
  return { counts, streak: { outcome: last, length } };
}

/** The width of a road in columns (0 for none). */
export const roadColumns = (cells: readonly TRoadCell[]) =>
  cells.reduce((max, c) => Math.max(max, c.col + 1), 0);

/** The sum of each draw's balls (0–45), for the sum's line. */
export const sumSeries = (draws: readonly (readonly number[])[]) =>
  draws.map((balls) => elottSummary(balls).sum);

/**
 * The sum line's points in a width × height box: x spread evenly, y from 0 (bottom) to 45 (top);
 * one draw sits in the middle. Returned as the SVG polyline's `points` text.
 */
export function sumLinePoints(sums: readonly number[], width: number, height: number, pad = 8): string {
  const step = sums.length > 1 ? (width - 2 * pad) / (sums.length - 1) : 0;
  const x = (i: number) => (sums.length > 1 ? pad + i * step : width / 2);
  const y = (sum: number) => pad + (1 - sum / 45) * (height - 2 * pad);
  return sums.map((sum, i) => `${round1(x(i))},${round1(y(sum))}`).join(' ');
}

const round1 = (n: number) => Math.round(n * 10) / 10;
