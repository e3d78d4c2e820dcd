/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { THmac } from '../provably-fair.ts';
import { buildCrashChain, type THash } from './chain.ts';
import { crashWaysAtLeast, CRASH_E, exactCrashRtp } from './crash-point.ts';
import { simulateCrash, type TCrashSimulation } from './simulate.ts';

const GAMES = 100_000;
const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const sha256: THash = (text) => createHash('sha256').update(text).digest('hex');
const SEED = '5a1e5a1e00112233445566778899aabbccddeeff00112233445566778899aabb';
const SALT = 'public-salt-published-after-the-chain';

describe('crash over a chain of 100,000 games', () => {
  const TARGETS = [101, 200, 1_000, 10_000];
  let cached: TCrashSimulation | undefined;
  const simulated = () =>
    (cached ??= simulateCrash(hmac, buildCrashChain(sha256, SEED, GAMES).slice(1), SALT, TARGETS));

  it('returns 99 % for cash-outs at 1.01 ×, 2 ×, 10 × and 100 ×, within 4 standard errors', () => {
    const sim = simulated();
    TARGETS.forEach((target, i) => {
      const p = Number(crashWaysAtLeast(target)) / CRASH_E;
      const m = target / 100;
      const standardError = m * Math.sqrt((p * (1 - p)) / GAMES);
      expect(Math.abs(sim.wonStakes[i]! / GAMES - exactCrashRtp(target)), `target ${target}`).toBeLessThan(
        4 * standardError,
      );
      // P(win) = 0.99 / m: the chance the closed form gives
      expect(p).toBeCloseTo(0.99 / m, 12);
    });
  });

  it('crashes at 1.00 × in about 1.98 % of games', () => {
    const sim = simulated();
    const p = 1 - 0.99 / 1.01;
    expect(Math.abs(sim.instantCrashes / GAMES - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / GAMES));
  });
});
