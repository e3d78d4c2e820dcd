/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StreamExhausted, computeBlocks, floatsFromBlocks, type THmac } from '../../provably-fair.ts';
import { LOTTERY_DRAW_NONCE, drawSource } from '../seeds.ts';
import { ELOTT_DRAW_BLOCKS, drawElott } from './draw.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

describe('drawElott', () => {
  it('reads five floats, ball 1 first, each floor(f × 10)', () => {
    const floats = [0, 0.1, 0.55, 0.9, 1 - 2 ** -32, 0.3];
    let read = 0;
    expect(drawElott({ next: () => floats[read++]! })).toEqual([0, 1, 5, 9, 9]);
    expect(read).toBe(5);
  });

  it('is the first five floats of HMAC-SHA256(seed, "drawKey:0"), each as a digit', () => {
    const block = createHmac('sha256', serverSeed).update('ELOTT:1M:202612030815:0').digest();
    const expected = [0, 1, 2, 3, 4].map((i) => Math.floor((block.readUInt32BE(4 * i) / 2 ** 32) * 10));
    expect(drawElott(drawSource(hmac, serverSeed, 'ELOTT:1M:202612030815'))).toEqual(expected);
  });

  it('is recomputed from the one block a browser precomputes', async () => {
    const blocks = await computeBlocks(
      async (k, m) => hmac(k, m),
      serverSeed,
      'ELOTT:3M:1',
      LOTTERY_DRAW_NONCE,
      ELOTT_DRAW_BLOCKS,
    );
    expect(ELOTT_DRAW_BLOCKS).toBe(1);
    expect(drawElott(floatsFromBlocks(blocks))).toEqual(
      drawElott(drawSource(hmac, serverSeed, 'ELOTT:3M:1')),
    );
    expect(() => drawElott(floatsFromBlocks([]))).toThrow(StreamExhausted);
  });
});
