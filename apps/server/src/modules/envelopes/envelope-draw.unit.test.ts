import { describe, expect, it } from 'vitest';
import { drawEnvelope } from './envelope-draw.ts';

const seed = 'ab'.repeat(32);

describe('drawEnvelope', () => {
  it('keeps every envelope within min and max and the envelopes summing to the pool', () => {
    let remainingMinor = 10_000n;
    let remainingCount = 37;
    const amounts: bigint[] = [];
    for (let nonce = 0; remainingCount > 0; nonce++, remainingCount--) {
      const a = drawEnvelope(
        seed,
        { rainId: 1, memberId: 100 + nonce, nonce },
        { remainingMinor, remainingCount, minMinor: 100n, maxMinor: 900n },
      );
      amounts.push(a);
      remainingMinor -= a;
    }
    expect(remainingMinor).toBe(0n);
    expect(amounts.every((a) => a >= 100n && a <= 900n)).toBe(true);
  });

  it('replays the same amount from the same seed, rain, member and nonce', () => {
    const left = { remainingMinor: 5_000n, remainingCount: 10, minMinor: 1n, maxMinor: 5_000n };
    const at = { rainId: 3, memberId: 7, nonce: 2 };
    expect(drawEnvelope(seed, at, left)).toBe(drawEnvelope(seed, at, left));
    expect(drawEnvelope('cd'.repeat(32), at, left)).not.toBe(drawEnvelope(seed, at, left));
  });

  it('gives the last envelope exactly what is left', () => {
    const left = { remainingMinor: 432n, remainingCount: 1, minMinor: 100n, maxMinor: 900n };
    expect(drawEnvelope(seed, { rainId: 1, memberId: 1, nonce: 9 }, left)).toBe(432n);
  });
});
