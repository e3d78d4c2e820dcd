/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  StreamExhausted,
  blockMessage,
  computeBlocks,
  floatOfBlock,
  floatsFromBlocks,
  hmacFloatStream,
  type THmac,
} from './provably-fair.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = '3f6c1e0a9b2d4c5e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e';

describe('the provably fair stream', () => {
  it('reads its first float from the first 4 bytes of HMAC-SHA256(serverSeed, "clientSeed:nonce")', () => {
    const digest = createHmac('sha256', serverSeed).update('lucky-player:0').digest();
    expect(digest.toString('hex')).toBe('6f5be277882e3f9977957ddd5969033c3530ff01c96fa3d04c072bb11a4c624b');
    const [b0, b1, b2, b3] = digest;
    const expected = b0! / 256 + b1! / 256 ** 2 + b2! / 256 ** 3 + b3! / 256 ** 4;
    expect(expected).toBe(1868292727 / 2 ** 32); // 0x6f5be277
    expect(hmacFloatStream(hmac, serverSeed, 'lucky-player', 0).next()).toBe(expected);
  });

  it('takes 8 floats from a block, 4 bytes each in order', () => {
    const block = hmac(serverSeed, 'lucky-player:7');
    const stream = hmacFloatStream(hmac, serverSeed, 'lucky-player', 7);
    for (let slot = 0; slot < 8; slot++) {
      const view = new DataView(block.buffer, block.byteOffset + slot * 4, 4);
      expect(stream.next()).toBe(view.getUint32(0) / 2 ** 32);
    }
  });

  it('continues with HMAC(serverSeed, "clientSeed:nonce:c") for block c ≥ 1', () => {
    expect(blockMessage('abc', 5, 0)).toBe('abc:5');
    expect(blockMessage('abc', 5, 3)).toBe('abc:5:3');
    const stream = hmacFloatStream(hmac, serverSeed, 'abc', 5);
    for (let i = 0; i < 8; i++) stream.next();
    expect(stream.next()).toBe(floatOfBlock(hmac(serverSeed, 'abc:5:1'), 0));
    for (let i = 0; i < 7; i++) stream.next();
    expect(stream.next()).toBe(floatOfBlock(hmac(serverSeed, 'abc:5:2'), 0));
  });

  it('keeps every float below 1, even from bytes that are all 0xff', () => {
    const float = floatOfBlock(new Uint8Array(32).fill(0xff), 7);
    expect(float).toBe((2 ** 32 - 1) / 2 ** 32);
    expect(float).toBeLessThan(1);
  });

  it('reads precomputed blocks and throws StreamExhausted past the last one', () => {
    const blocks = [hmac(serverSeed, 'abc:5'), hmac(serverSeed, 'abc:5:1')];
    const reference = hmacFloatStream(hmac, serverSeed, 'abc', 5);
    const stream = floatsFromBlocks(blocks);
    for (let i = 0; i < 16; i++) expect(stream.next()).toBe(reference.next());
    const error = (() => {
      try {
        stream.next();
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(StreamExhausted);
    expect(error).toMatchObject({ name: 'StreamExhausted', blocksGiven: 2 });
  });

  it('precomputes the same blocks with an async HMAC', async () => {
    const blocks = await computeBlocks(async (k, m) => hmac(k, m), serverSeed, 'abc', 5, 3);
    expect(blocks.map((b) => Buffer.from(b).toString('hex'))).toEqual(
      ['abc:5', 'abc:5:1', 'abc:5:2'].map((m) => Buffer.from(hmac(serverSeed, m)).toString('hex')),
    );
  });

  it('refuses a nonce that is not a whole number ≥ 0', () => {
    expect(() => blockMessage('abc', -1, 0)).toThrow(new RangeError('a nonce is a whole number ≥ 0, got -1'));
    expect(() => blockMessage('abc', 1.5, 0)).toThrow(RangeError);
    expect(blockMessage('abc', 0, 0)).toBe('abc:0');
  });

  it('computes each block once, when its first float is read', () => {
    const asked: string[] = [];
    const counting: THmac = (key, message) => {
      asked.push(message);
      return hmac(key, message);
    };
    const stream = hmacFloatStream(counting, serverSeed, 'abc', 5);
    const asksAfter = (floats: number) => {
      while (read < floats) {
        stream.next();
        read++;
      }
      return [...asked];
    };
    let read = 0;
    expect(asksAfter(0)).toEqual([]);
    expect(asksAfter(1)).toEqual(['abc:5']);
    expect(asksAfter(8)).toEqual(['abc:5']);
    expect(asksAfter(9)).toEqual(['abc:5', 'abc:5:1']);
    expect(asksAfter(17)).toEqual(['abc:5', 'abc:5:1', 'abc:5:2']);
  });

  it('says how many blocks it was given when they run out, and refuses a block shorter than 32 bytes', () => {
    const stream = floatsFromBlocks([hmac(serverSeed, 'abc:5')]);
    for (let i = 0; i < 8; i++) stream.next();
    expect(() => stream.next()).toThrow('the round needs more than the 1 HMAC block(s) given');
    expect(() => floatsFromBlocks([]).next()).toThrow(StreamExhausted);
    expect(() => floatOfBlock(new Uint8Array(31), 0)).toThrow(
      new RangeError('an HMAC-SHA256 block has 32 bytes'),
    );
    expect(floatOfBlock(new Uint8Array(32), 7)).toBe(0);
  });
});
