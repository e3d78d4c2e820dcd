/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { FISH_BULLET_COSTS, FISH_SPECIES } from './species.ts';
import { FISH_RTP, type TFishShot } from './shot.ts';
import { playFishSession, simulateFish } from './session.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = 'f15bf15b00112233445566778899aabbccddeeff00112233445566778899aabb';
const TWO_32 = 2 ** 32;

describe('playFishSession', () => {
  it('plays the shots in order, one float each, and totals costs = wins + house result', () => {
    const ks = [10, 500, 95];
    let i = 0;
    const session = playFishSession({ next: () => ks[i++]! / TWO_32 }, [
      { speciesId: 'clownfish', bulletCostMinor: 10 },
      { speciesId: 'turtle', bulletCostMinor: 10 },
      { speciesId: 'whale', bulletCostMinor: 20 },
    ]);
    expect(session.shots.map((s) => [s.killed, s.winMinor])).toEqual([
      [true, 20],
      [false, 0],
      [true, 3_000],
    ]);
    expect(session).toMatchObject({ costMinor: 40, winMinor: 3_020, houseMinor: -2_980 });
  });

  it('checks every shot before firing any', () => {
    let reads = 0;
    const counting = { next: () => (reads++, 0) };
    expect(() =>
      playFishSession(counting, [
        { speciesId: 'ray', bulletCostMinor: 10 },
        { speciesId: 'ray', bulletCostMinor: 7 },
      ]),
    ).toThrow(RangeError);
    expect(() =>
      playFishSession(counting, [
        { speciesId: 'ray', bulletCostMinor: 10 },
        { speciesId: 'kraken' as TFishShot['speciesId'], bulletCostMinor: 10 },
      ]),
    ).toThrow(new RangeError('no fish species kraken'));
    expect(reads).toBe(0);
  });
});

describe('simulateFish', () => {
  it('fires shotsPerSpecies 1-unit shots at each species in turn, one float each, and counts the kills', () => {
    // k = 0 kills every species (0 < 96); k = 96 kills none
    const ks = [...new Array<number>(10).fill(0), ...new Array<number>(10).fill(96)];
    let reads = 0;
    const sim = simulateFish({ next: () => ks[reads++]! / TWO_32 }, 2);
    expect(reads).toBe(20);
    expect(sim).toEqual({
      shots: 2,
      kills: new Array<number>(10).fill(1),
      wonCosts: FISH_SPECIES.map((species) => species.multiplier),
    });
  });
});

describe('fishing, for any seed and shots', () => {
  const shot: fc.Arbitrary<TFishShot> = fc.record({
    speciesId: fc.constantFrom(...FISH_SPECIES.map((s) => s.id)),
    bulletCostMinor: fc.constantFrom(...FISH_BULLET_COSTS),
  });

  it('creates no money and plays the same again from the same stream, leaving the shots as given', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.array(shot, { maxLength: 40 }), (seed, shots) => {
        const before = structuredClone(shots);
        const session = playFishSession(hmacFloatStream(hmac, seed, 'fish', 0), Object.freeze(shots));
        expect(shots).toEqual(before);
        expect(session.winMinor + session.houseMinor).toBe(session.costMinor);
        session.shots.forEach((result, i) => {
          const multiplier = FISH_SPECIES.find((s) => s.id === shots[i]!.speciesId)!.multiplier;
          expect(result.winMinor).toBe(result.killed ? shots[i]!.bulletCostMinor * multiplier : 0);
          expect(result.winMinor + result.houseMinor).toBe(shots[i]!.bulletCostMinor);
        });
        expect(playFishSession(hmacFloatStream(hmac, seed, 'fish', 0), shots)).toEqual(session);
      }),
      { numRuns: 50 },
    );
  });
});

describe('fishing over 20,000 seeded shots at each species', () => {
  it('returns 96 % on every species within 4 standard errors', () => {
    const SHOTS = 20_000;
    const sim = simulateFish(hmacFloatStream(hmac, serverSeed, 'fish-sim', 0), SHOTS);
    let won = 0;
    FISH_SPECIES.forEach((species, s) => {
      const p = FISH_RTP / species.multiplier;
      const standardError = species.multiplier * Math.sqrt((p * (1 - p)) / SHOTS);
      expect(Math.abs(sim.wonCosts[s]! / SHOTS - FISH_RTP), species.id).toBeLessThan(4 * standardError);
      won += sim.wonCosts[s]!;
    });
    // over all 200,000 shots the mean is held closer: the species are independent
    const pooled = Math.sqrt(FISH_SPECIES.reduce((v, sp) => v + sp.multiplier * FISH_RTP - FISH_RTP ** 2, 0));
    expect(Math.abs(won / (SHOTS * FISH_SPECIES.length) - FISH_RTP)).toBeLessThan(
      (4 * pooled) / Math.sqrt(SHOTS) / FISH_SPECIES.length,
    );
  });
});
