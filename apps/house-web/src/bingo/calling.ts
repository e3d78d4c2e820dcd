import type { TBingoResultView, TTableRound } from '@openlobby/contracts';

/**
 * The calling of a drawn bingo round, as every page shows it. The result is decided at the close;
 * calling the balls one by one is presentation, timed from the round's own instants (closesAt and
 * nextAt, on the server's clock) so that every player's page calls the same ball at the same time,
 * and a page opened mid-call starts where the others are.
 */

/** A breath between the close and the first ball. */
export const CALL_LEAD_MS = 800;
/** The last called ball stays on show this long before the next round opens. */
export const CALL_HOLD_MS = 3_000;
const PACE_MIN_MS = 60;
const PACE_MAX_MS = 420;

/** Milliseconds between two balls: the result time, less the lead and the hold, over the balls to call. */
export function callPace(round: Pick<TTableRound, 'closesAt' | 'nextAt'>, lastBall: number): number {
  const span = Date.parse(round.nextAt) - Date.parse(round.closesAt) - CALL_LEAD_MS - CALL_HOLD_MS;
  return Math.min(PACE_MAX_MS, Math.max(PACE_MIN_MS, Math.floor(span / Math.max(1, lastBall))));
}

/** How many balls have been called at `now` (0 … lastBall): the first at closesAt + CALL_LEAD_MS. */
export function calledCount(
  round: Pick<TTableRound, 'closesAt' | 'nextAt'>,
  result: Pick<TBingoResultView, 'lastBall'>,
  now: number,
): number {
  const since = now - Date.parse(round.closesAt) - CALL_LEAD_MS;
  if (since < 0) return 0;
  return Math.min(result.lastBall, Math.floor(since / callPace(round, result.lastBall)) + 1);
}

/** A ball's column letter: B 1–15, I 16–30, N 31–45, G 46–60, O 61–75. */
export const letterOf = (ball: number): string => 'BINGO'[Math.floor((ball - 1) / 15)] ?? '';
