import type { TFloatSource } from '../provably-fair.ts';
import { KENO_DRAWN, KENO_NUMBERS } from './rules.ts';

/** Floats one draw reads: one per drawn number. */
export const KENO_DRAW_FLOATS = KENO_DRAWN;

/** HMAC blocks one draw needs (3: 20 floats, 8 to a block): what a verifier precomputes. */
export const KENO_DRAW_BLOCKS = Math.ceil(KENO_DRAW_FLOATS / 8);

/**
 * Draws 20 of the numbers 1…80 by a partial Fisher–Yates shuffle, in the order they come out. Start
 * from pool = [1, 2, …, 80]; for i = 0…19 read float f, let j = i + floor(f × (80 − i)), swap pool[i]
 * and pool[j]; the draw is pool[0…19]. Anyone with the floats recomputes it exactly; each 20-number
 * sequence is equally likely up to the floats' 2^-32 grain.
 */
export function drawKeno(floats: TFloatSource): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + Math.floor(floats.next() * (KENO_NUMBERS - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, KENO_DRAWN);
}
