/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCrashChain, isCrashGameHash, isPreviousCrashHash, type THash } from './chain.ts';

const sha256: THash = (text) => createHash('sha256').update(text).digest('hex');
const SEED = 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc';

describe('buildCrashChain', () => {
  it('hashes back from the seed: h_N = seed, h_i = SHA256(hex text of h_{i+1})', () => {
    const chain = buildCrashChain(sha256, SEED, 3);
    expect(chain).toHaveLength(4);
    expect(chain[3]).toBe(SEED);
    expect(chain[2]).toBe(sha256(SEED));
    expect(chain[0]).toBe(sha256(sha256(sha256(SEED))));
    expect(chain[2]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('throws a RangeError for a seed that is not 64 hex characters or a bad length', () => {
    expect(() => buildCrashChain(sha256, 'abc', 3)).toThrow(RangeError);
    expect(() => buildCrashChain(sha256, SEED.toUpperCase(), 3)).toThrow(RangeError);
    expect(() => buildCrashChain(sha256, SEED, 0)).toThrow(RangeError);
    expect(() => buildCrashChain(sha256, SEED, 10_000_001)).toThrow(RangeError);
  });
});

describe('verifying a revealed game hash', () => {
  const chain = buildCrashChain(sha256, SEED, 50);
  const terminal = chain[0]!;

  it('accepts game i’s hash: hashing it i times gives the published terminal hash', () => {
    for (const game of [1, 2, 17, 50])
      expect(isCrashGameHash(sha256, chain[game]!, game, terminal)).toBe(true);
  });

  it('refuses a hash at the wrong game number, a foreign hash and malformed text', () => {
    expect(isCrashGameHash(sha256, chain[5]!, 4, terminal)).toBe(false);
    expect(isCrashGameHash(sha256, sha256('other'), 1, terminal)).toBe(false);
    expect(isCrashGameHash(sha256, 'not hex', 1, terminal)).toBe(false);
    expect(() => isCrashGameHash(sha256, chain[1]!, 0, terminal)).toThrow(RangeError);
  });

  it('links each game to the one before: SHA256(h_{i+1}) = h_i', () => {
    for (let i = 0; i < 50; i++) expect(isPreviousCrashHash(sha256, chain[i]!, chain[i + 1]!)).toBe(true);
    expect(isPreviousCrashHash(sha256, chain[1]!, chain[3]!)).toBe(false);
  });
});
