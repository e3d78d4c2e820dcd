import type { TFloatSource } from '../../provably-fair.ts';
import { digitOf } from '../digits.ts';
import { blocksFor } from '../seeds.ts';
import { ELOTT_BALL_COUNT } from './markets.ts';

/** Draws the five balls from the stream, ball 1 first, each floor(f × 10). Same stream, same balls. */
export function drawElott(source: TFloatSource): number[] {
  return Array.from({ length: ELOTT_BALL_COUNT }, () => digitOf(source.next()));
}

/** HMAC blocks one draw needs (1: five floats): precompute this many. */
export const ELOTT_DRAW_BLOCKS = blocksFor(ELOTT_BALL_COUNT);
