import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../provably-fair.ts';
import { KENO_DRAW_BLOCKS, drawKeno } from './draw.ts';

const fixed = (values: number[]): TFloatSource => {
  let i = 0;
  return { next: () => values[i++] ?? 0 };
};

describe('drawKeno', () => {
  it('draws 1…20 in order when every float is 0 (each swap keeps pool[i] in place)', () => {
    expect(drawKeno(fixed([]))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("takes the pool's last slot each time when every float is just below 1", () => {
    // i = 0 swaps 1 and 80, leaving 1 in the last slot; i = 1 takes it back, and so on: 80, 1, 2, …, 19
    const nearOne = fixed(new Array<number>(20).fill(1 - 2 ** -32));
    expect(drawKeno(nearOne)).toEqual([80, ...Array.from({ length: 19 }, (_, i) => i + 1)]);
  });

  it('recomputes a worked example: j = i + floor(f × (80 − i)) swapped into place i', () => {
    // f0 = 0.5 → j = 40 (number 41); f1 = 0.25 → j = 1 + floor(0.25 × 79) = 20 (number 21);
    // f2 = 0.5 → j = 2 + 39 = 41: pool[41] is 42; the rest 0 keep 4, 5, …
    const drawn = drawKeno(fixed([0.5, 0.25, 0.5]));
    expect(drawn.slice(0, 5)).toEqual([41, 21, 42, 4, 5]);
    expect(drawn).toHaveLength(20);
  });

  it('reads exactly 20 floats, so the next round of the stream starts where this one ends', () => {
    let reads = 0;
    drawKeno({ next: () => (reads++, 0.5) });
    expect(reads).toBe(20);
  });

  it('needs 3 HMAC blocks for its 20 floats', () => {
    expect(KENO_DRAW_BLOCKS).toBe(3);
  });
});
