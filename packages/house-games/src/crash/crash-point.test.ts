/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { THmac } from '../provably-fair.ts';
import {
  CRASH_E,
  CRASH_MAX_POINT,
  crashBits,
  crashPoint,
  crashPointOfBits,
  crashWaysAtLeast,
  exactCrashRtp,
} from './crash-point.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const GAME = '8a1f3c5d7e9b0a2c4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d';
const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

describe('crashBits', () => {
  it('reads the first 13 hex digits of HMAC-SHA256(key = game hash, message = salt)', () => {
    const hex = createHmac('sha256', GAME).update(SALT).digest('hex');
    expect(crashBits(hmac, GAME, SALT)).toBe(parseInt(hex.slice(0, 13), 16));
  });
});

describe('crashPointOfBits with a 1 % edge', () => {
  it.each<[number, number, string]>([
    [0, 100, 'h = 0: 99 × E / 100E floors below 1.00, an instant crash'],
    [Math.floor(0.01 * CRASH_E) - 1, 100, 'just under 1 % of E: still instant'],
    [Math.ceil(0.01 * CRASH_E), 100, 'at 1 % of E: 9900 E / (100 × 0.99 E) = 100 exactly, 1.00 ×'],
    [CRASH_E / 2, 198, 'h = E / 2: 99 / 0.5 = 198, 1.98 ×'],
    [CRASH_E * 0.75, 396, 'h = 3E / 4: 99 / 0.25 = 396'],
    [CRASH_E - 2 ** 32, CRASH_MAX_POINT, 'near E: above the cap of 1,000,000.00 ×'],
  ])('h = %i gives %i hundredths (%s)', (h, point) => {
    expect(crashPointOfBits(h)).toBe(point);
  });

  it('equals max(100, floor(99 E / (E − h))) on the first hundred games of a seed', () => {
    for (let i = 0; i < 100; i++) {
      const game = createHmac('sha256', 'x').update(String(i)).digest('hex');
      const h = crashBits(hmac, game, SALT);
      const exact = Math.max(100, Math.floor((99 * CRASH_E) / (CRASH_E - h)));
      if (exact < CRASH_MAX_POINT) expect(crashPoint(hmac, game, SALT)).toBe(exact);
    }
  });

  it('has no edge at 0 bp: h = E / 2 gives 2.00 × exactly', () => {
    expect(crashPointOfBits(CRASH_E / 2, 0)).toBe(200);
    expect(crashPointOfBits(0, 0)).toBe(100);
  });

  it('throws a RangeError for bits or an edge out of range', () => {
    expect(() => crashPointOfBits(-1)).toThrow(RangeError);
    expect(() => crashPointOfBits(CRASH_E)).toThrow(RangeError);
    expect(() => crashPointOfBits(1.5)).toThrow(RangeError);
    expect(() => crashPointOfBits(0, 10_000)).toThrow(RangeError);
    expect(() => crashPointOfBits(CRASH_E)).toThrow(
      new RangeError(`crash bits are a whole number of 0…2^52 − 1, got ${CRASH_E}`),
    );
    expect(() => crashPointOfBits(CRASH_E + 1)).toThrow(/^crash bits are/);
    for (const edgeBp of [-1, 1.5, 10_000])
      expect(() => crashPointOfBits(0, edgeBp), `edge ${edgeBp}`).toThrow(
        new RangeError(`a house edge is 0…9,999 basis points, got ${edgeBp}`),
      );
  });

  it('takes the highest bits and the largest edge', () => {
    expect(crashPointOfBits(CRASH_E - 1)).toBe(CRASH_MAX_POINT);
    expect(crashPointOfBits(CRASH_E - 1, 9_999)).toBe(CRASH_MAX_POINT);
    expect(crashPointOfBits(0, 9_999)).toBe(100);
  });
});

describe('the closed form P(point ≥ k) = floor(99 E / 100k) / E', () => {
  it('puts the boundary exactly where the count says, for targets from 1.01 × to the cap', () => {
    for (const k of [101, 102, 150, 199, 200, 201, 1_000, 12_345, 1_000_000, CRASH_MAX_POINT]) {
      // the lowest h reaching k is E − ways: that h reaches k, the one before does not
      const first = CRASH_E - Number(crashWaysAtLeast(k));
      expect(crashPointOfBits(first), `k = ${k}`).toBeGreaterThanOrEqual(k);
      expect(crashPointOfBits(first - 1), `k = ${k}`).toBeLessThan(k);
    }
  });

  it('returns 99 % for every cash-out target, short by at most target / (100 × 2^52)', () => {
    for (const k of [101, 110, 133, 200, 250, 1_000, 9_999, 100_000, 10_000_000, CRASH_MAX_POINT]) {
      const rtp = exactCrashRtp(k);
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(0.99 - rtp, `k = ${k}`).toBeLessThanOrEqual(k / (100 * CRASH_E) + 1e-17);
    }
    expect(exactCrashRtp(200, 0)).toBe(1);
  });

  it('crashes at 1.00 × in 1.98 % of games: all h below E − floor(99 E / 10,100)', () => {
    const firstAbove = CRASH_E - Number(crashWaysAtLeast(101));
    expect(crashPointOfBits(firstAbove - 1)).toBe(100);
    expect(crashPointOfBits(firstAbove)).toBe(101);
    expect(firstAbove / CRASH_E).toBeCloseTo(1 - 0.99 / 1.01, 15);
  });

  it('refuses a target of 1.00 × or beyond the cap', () => {
    expect(() => crashWaysAtLeast(100)).toThrow(RangeError);
    expect(() => crashWaysAtLeast(CRASH_MAX_POINT + 1)).toThrow(
      new RangeError('a target is a whole number of 101…100000000 hundredths, got 100000001'),
    );
  });
});
