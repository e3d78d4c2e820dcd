/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { THmac } from '../provably-fair.ts';
import {
  CRASH_MAX_STAKE,
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  type TCrashBet,
  settleCrashRound,
} from './bet.ts';
import {
  CRASH_E,
  CRASH_MAX_POINT,
  crashPoint,
  crashPointOfBits,
  crashWaysAtLeast,
  exactCrashRtp,
} from './crash-point.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const target = fc.integer({ min: CRASH_MIN_TARGET, max: CRASH_MAX_TARGET });
const crashBet: fc.Arbitrary<TCrashBet> = fc.record({
  stakeMinor: fc.integer({ min: 1, max: CRASH_MAX_STAKE }),
  autoCashOutHundredths: target,
});
const bits = fc.integer({ min: 0, max: CRASH_E - 1 });

describe('crash, for any game bits and bets', () => {
  it('gives a whole crash point of 100…cap that never falls as h rises', () => {
    fc.assert(
      fc.property(bits, bits, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const point = crashPointOfBits(low);
        expect(Number.isSafeInteger(point) && point >= 100 && point <= CRASH_MAX_POINT).toBe(true);
        expect(crashPointOfBits(high)).toBeGreaterThanOrEqual(point);
      }),
    );
  });

  it('creates no money: stakes = wins + house result, each win stake × target floored or 0', () => {
    fc.assert(
      fc.property(fc.array(crashBet, { minLength: 1, maxLength: 8 }), bits, (bets, h) => {
        const point = crashPointOfBits(h);
        const before = structuredClone(bets);
        const round = settleCrashRound(Object.freeze(bets.map((b) => Object.freeze(b))), point);
        expect(bets).toEqual(before);
        expect(round.winMinor + round.houseMinor).toBe(round.stakeMinor);
        round.bets.forEach((s, i) => {
          const b = bets[i]!;
          const wins = b.autoCashOutHundredths <= point;
          expect(s.winMinor).toBe(wins ? Math.floor((b.stakeMinor * b.autoCashOutHundredths) / 100) : 0);
          expect(s.winMinor + s.houseMinor).toBe(b.stakeMinor);
          expect(Number.isSafeInteger(s.winMinor)).toBe(true);
        });
        expect(settleCrashRound(bets, point)).toEqual(round);
      }),
    );
  });

  it('returns exactly 99 % less under target / (100 × 2^52) at any target: the count is where the boundary is', () => {
    fc.assert(
      fc.property(target, (k) => {
        const first = CRASH_E - Number(crashWaysAtLeast(k));
        expect(crashPointOfBits(first)).toBeGreaterThanOrEqual(k);
        expect(crashPointOfBits(first - 1)).toBeLessThan(k);
        const shortBy = 0.99 - exactCrashRtp(k);
        expect(shortBy).toBeGreaterThanOrEqual(0);
        expect(shortBy).toBeLessThanOrEqual(k / (100 * CRASH_E) + 1e-16);
      }),
    );
  });

  it('gives the same point for the same game hash and salt', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string(), (game, salt) => {
        expect(crashPoint(hmac, game, salt)).toBe(crashPoint(hmac, game, salt));
      }),
      { numRuns: 50 },
    );
  });
});
