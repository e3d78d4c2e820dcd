import { ELOTT_BALL_COUNT, type TElottDragonTiger } from './markets.ts';

/** The sum at or above which SUM is BIG: the five balls sum to 0…45, and 23…45 is exactly half. */
export const ELOTT_SUM_BIG_FROM = 23;

/** A draw as the result history and the trend charts show it. */
export type TElottSummary = {
  sum: number;
  sumBig: boolean;
  sumOdd: boolean;
  dragonTiger: TElottDragonTiger;
  /** Ball 1 first: big is 5–9. */
  perBall: { big: boolean; odd: boolean }[];
};

/** Throws a RangeError unless the balls are a draw: five whole numbers 0–9. */
export function assertElottBalls(balls: readonly number[]): void {
  if (
    balls.length !== ELOTT_BALL_COUNT ||
    !balls.every((ball) => Number.isInteger(ball) && ball >= 0 && ball <= 9)
  )
    throw new RangeError(`a draw is ${ELOTT_BALL_COUNT} balls of 0–9, got [${balls.join(', ')}]`);
}

/** What every market reads from a draw; settleElottBet settles from it, so the charts and the bets agree. */
export function elottSummary(balls: readonly number[]): TElottSummary {
  assertElottBalls(balls);
  const sum = balls.reduce((total, ball) => total + ball, 0);
  const first = balls[0]!;
  const last = balls[ELOTT_BALL_COUNT - 1]!;
  return {
    sum,
    sumBig: sum >= ELOTT_SUM_BIG_FROM,
    sumOdd: sum % 2 === 1,
    dragonTiger: first > last ? 'DRAGON' : first < last ? 'TIGER' : 'TIE',
    perBall: balls.map((ball) => ({ big: ball >= 5, odd: ball % 2 === 1 })),
  };
}
