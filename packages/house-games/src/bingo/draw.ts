import type { TFloatSource } from '../provably-fair.ts';
import { BINGO_BALLS } from './card.ts';

/** Floats one draw order reads: 74 (the last ball is whatever is left). */
export const BINGO_DRAW_FLOATS = BINGO_BALLS - 1;

/** HMAC blocks one draw order needs (10). */
export const BINGO_DRAW_BLOCKS = Math.ceil(BINGO_DRAW_FLOATS / 8);

/**
 * The round's order of all 75 balls, one shuffle shared by every card in play: a Fisher–Yates from
 * the front over pool = [1, …, 75]: for i = 0…73 read f, let j = i + floor(f × (75 − i)), swap pool[i]
 * and pool[j]. Ball k of the round (k = 1…75) is pool[k − 1].
 */
export function drawBingoOrder(floats: TFloatSource): number[] {
  const pool = Array.from({ length: BINGO_BALLS }, (_, i) => i + 1);
  for (let i = 0; i < BINGO_DRAW_FLOATS; i++) {
    const j = i + Math.floor(floats.next() * (BINGO_BALLS - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool;
}

/** Throws unless the order is a permutation of 1…75. */
export function assertBingoOrder(order: readonly number[]): void {
  const valid =
    order.length === BINGO_BALLS &&
    new Set(order).size === BINGO_BALLS &&
    order.every((n) => Number.isInteger(n) && n >= 1 && n <= BINGO_BALLS);
  if (!valid) throw new RangeError(`a draw order holds each of the balls 1…${BINGO_BALLS} once`);
}
