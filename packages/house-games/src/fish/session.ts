import type { TFloatSource } from '../provably-fair.ts';
import { FISH_SPECIES } from './species.ts';
import { assertFishShot, fireFishShot, type TFishShot, type TFishShotResult } from './shot.ts';

/** A played list of shots and its totals: costs = wins + house result. */
export type TFishSession = {
  shots: TFishShotResult[];
  costMinor: number;
  winMinor: number;
  houseMinor: number;
};

/**
 * Plays the shots in order from one stream, each reading its floats after the one before (usually
 * one float a shot), so a session's seed pair and the list of shots recompute every result. Every
 * shot is checked before any is fired: a bad one throws a RangeError and nothing is played.
 */
export function playFishSession(floats: TFloatSource, shots: readonly TFishShot[]): TFishSession {
  shots.forEach(assertFishShot);
  const results = shots.map((shot) => fireFishShot(floats, shot));
  const costMinor = shots.reduce((sum, shot) => sum + shot.bulletCostMinor, 0);
  const winMinor = results.reduce((sum, result) => sum + result.winMinor, 0);
  return { shots: results, costMinor, winMinor, houseMinor: costMinor - winMinor };
}

/** Totals of a simulation, per species in FISH_SPECIES order: shots, kills and winnings in bullet costs. */
export type TFishSimulation = { shots: number; kills: number[]; wonCosts: number[] };

/**
 * Fires `shotsPerSpecies` 1-unit shots at every species in turn from one stream, for the long sweeps
 * of bench:games and the quick RTP test.
 */
export function simulateFish(floats: TFloatSource, shotsPerSpecies: number): TFishSimulation {
  const kills = FISH_SPECIES.map(() => 0);
  for (let i = 0; i < shotsPerSpecies; i++)
    FISH_SPECIES.forEach((species, s) => {
      if (fireFishShot(floats, { speciesId: species.id, bulletCostMinor: 1 }).killed) kills[s]!++;
    });
  return {
    shots: shotsPerSpecies,
    kills,
    wonCosts: FISH_SPECIES.map((species, s) => kills[s]! * species.multiplier),
  };
}
