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
    expect(() => buildCrashChain(sha256, `${SEED}0`, 3)).toThrow(
      new RangeError('a chain seed is 64 lowercase hex characters'),
    );
    expect(() => buildCrashChain(sha256, `0${SEED}`, 3)).toThrow(RangeError);
    expect(() => buildCrashChain(sha256, SEED, 2.5)).toThrow(
      new RangeError('a chain holds 1…10000000 games, got 2.5'),
    );
  });

  it('builds the shortest chain, one game', () => {
    expect(buildCrashChain(sha256, SEED, 1)).toEqual([sha256(SEED), SEED]);
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
    expect(() => isCrashGameHash(sha256, chain[1]!, 10_000_001, terminal)).toThrow(
      new RangeError('a game number is 1…10000000, got 10000001'),
    );
  });

  it('refuses text that is not 64 lowercase hex characters without hashing it', () => {
    let hashes = 0;
    const counting: THash = (text) => (hashes++, text);
    // the stand-in hash maps any text to itself, so only the format check can refuse these
    for (const text of ['not hex', `${terminal}0`, `0${terminal}`, terminal.toUpperCase()])
      expect(isCrashGameHash(counting, text, 1, text), text).toBe(false);
    expect(hashes).toBe(0);
    expect(isCrashGameHash(counting, terminal, 1, terminal)).toBe(true);
  });

  it('links each game to the one before: SHA256(h_{i+1}) = h_i', () => {
    for (let i = 0; i < 50; i++) expect(isPreviousCrashHash(sha256, chain[i]!, chain[i + 1]!)).toBe(true);
    expect(isPreviousCrashHash(sha256, chain[1]!, chain[3]!)).toBe(false);
  });
});
