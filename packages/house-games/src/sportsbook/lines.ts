import type { TOutcome } from './vocabulary.ts';

/** The outcomes a line can give: a line never voids. */
export type TLineOutcome = Exclude<TOutcome, 'VOID'>;

/** Throws a RangeError unless `line` is a finite multiple of 0.25 (every quarter is exact in a double). */
export function assertQuarterLine(line: number | undefined, what: string): asserts line is number {
  if (!Number.isInteger((line ?? NaN) * 4))
    throw new RangeError(`${what} is a line in steps of 0.25, got ${line}`);
}

function onWholeOrHalf(edgeQuarters: number): TLineOutcome {
  if (edgeQuarters > 0) return 'WIN';
  return edgeQuarters === 0 ? 'PUSH' : 'LOSE';
}

/**
 * A bet's outcome against a line, from its edge in quarters: how far the bet is ahead of its line
 * (HOME's goal difference plus its handicap; for OVER the total less the line). Whole and half lines win above zero and push
 * at zero (half lines never reach zero). A quarter line splits the stake in two halves on the
 * neighbouring half and whole lines (−0.25 is half on 0, half on −0.5), so it wins or loses half:
 * the two halves are 0.5 apart, so one can push and the other win or lose, never win and lose.
 */
export function settleOnLine(edgeQuarters: number): TLineOutcome {
  // 1 on a quarter line (an odd number of quarters), 0 on a whole or half line: one line, no split
  const split = Math.abs(edgeQuarters) % 2;
  const lower = onWholeOrHalf(edgeQuarters - split);
  const upper = onWholeOrHalf(edgeQuarters + split);
  if (lower === upper) return lower;
  return lower === 'PUSH' ? 'HALF_WIN' : 'HALF_LOSE';
}

/** Asian handicap: HOME gets `line` added to its score, AWAY gets −line. */
export function settleHandicap(
  side: 'HOME' | 'AWAY',
  line: number,
  home: number,
  away: number,
): TLineOutcome {
  const homeEdge = (home - away) * 4 + line * 4;
  return settleOnLine(side === 'HOME' ? homeEdge : -homeEdge);
}

/** Over/under a total (goals, points, maps): OVER counts the total above the line, UNDER below. */
export function settleTotal(side: 'OVER' | 'UNDER', line: number, total: number): TLineOutcome {
  const overEdge = total * 4 - line * 4;
  return settleOnLine(side === 'OVER' ? overEdge : -overEdge);
}
