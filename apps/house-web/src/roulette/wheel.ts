import { ROULETTE_POCKETS, ROULETTE_WHEEL_ORDER, wheelIndexOf } from '@openlobby/house-games/roulette';

const TURN = 2 * Math.PI;

/** The arc of one pocket. */
export const POCKET_ARC = TURN / ROULETTE_POCKETS;

/** An angle brought into [0, 2π). */
export const normalise = (angle: number) => ((angle % TURN) + TURN) % TURN;

/**
 * Where a number's pocket centre lies on the wheel, clockwise from 0's (radians): the wheel is
 * drawn from ROULETTE_WHEEL_ORDER, so this is the order's index times one pocket.
 */
export function pocketAngle(pocket: number): number {
  return wheelIndexOf(pocket) * POCKET_ARC;
}

/** The number under an angle measured on the wheel from 0's centre, clockwise. */
export function pocketAt(angleOnWheel: number): number {
  const index = Math.round(normalise(angleOnWheel) / POCKET_ARC) % ROULETTE_POCKETS;
  return ROULETTE_WHEEL_ORDER[index]!;
}

/**
 * The ball's run: it goes round against the wheel (its angle falls) at least `turns` times from
 * `from`, and stops where the pocket of `pocket` will be when the wheel has turned to `wheelAtEnd`.
 */
export function ballRun(pocket: number, from: number, wheelAtEnd: number, turns: number) {
  const target = normalise(wheelAtEnd + pocketAngle(pocket));
  let to = from - turns * TURN;
  to -= normalise(to - target);
  return { from, to };
}

/** Fast start, slow finish: how far along the run the ball is at fraction x of its time. */
export const easeOutCubic = (x: number) => 1 - (1 - Math.min(1, Math.max(0, x))) ** 3;
