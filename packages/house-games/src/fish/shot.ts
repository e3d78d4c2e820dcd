import type { TFloatSource } from '../provably-fair.ts';
import { FISH_BULLET_COSTS, getFishSpecies, type TFishSpeciesId } from './species.ts';

/**
 * The declared return to player of every shot, as an exact ratio: 96 / 100. A shot at a fish of
 * multiplier M kills it with chance exactly 96 / (100 M), so its expected return is M × 96 / (100 M)
 * = 96 %, whatever the species and the bullet cost.
 */
export const FISH_RTP_NUMERATOR = 96;
export const FISH_RTP_DENOMINATOR = 100;
export const FISH_RTP = FISH_RTP_NUMERATOR / FISH_RTP_DENOMINATOR;

/** A shot: which species the bullet hit (the page decides the hit) and what the bullet cost. */
export type TFishShot = { speciesId: TFishSpeciesId; bulletCostMinor: number };

/** How a shot ended: killed or not, the win (cost × multiplier, or 0) and the floats it read. */
export type TFishShotResult = TFishShot & {
  killed: boolean;
  winMinor: number;
  houseMinor: number;
  floatsUsed: number;
};

const TWO_32 = 2 ** 32;

/**
 * A whole number uniform on 0…n − 1, exactly, from the stream: each float is k / 2^32 for a whole k
 * (provably-fair.ts), and k is kept when it is below the largest multiple of n under 2^32, then
 * reduced mod n; a k at or above it (a chance under n / 2^32, at most 7 × 10^-6 here) is thrown away
 * and the next float read. Every value then has exactly floor(2^32 / n) of the kept k.
 */
export function uniformInt(floats: TFloatSource, n: number): { value: number; floatsUsed: number } {
  const limit = TWO_32 - (TWO_32 % n);
  for (let floatsUsed = 1; ; floatsUsed++) {
    const k = Math.floor(floats.next() * TWO_32);
    if (k < limit) return { value: k % n, floatsUsed };
  }
}

/** Throws a RangeError for a shot the engine cannot take: an unknown species or a cost not on the list. */
export function assertFishShot(shot: TFishShot): void {
  getFishSpecies(shot.speciesId);
  if (!FISH_BULLET_COSTS.includes(shot.bulletCostMinor))
    throw new RangeError(
      `a bullet costs one of ${FISH_BULLET_COSTS.join(', ')} minor units, got ${shot.bulletCostMinor}`,
    );
}

/**
 * Fires one shot: draws u uniform on 0…100M − 1 (M the species' multiplier) with uniformInt and kills
 * the fish when u < 96, so P(kill) = 96 / (100 M) exactly. A kill pays cost × M, the bullet's cost
 * included; a miss pays nothing. Deterministic for a stream; the shot is not changed.
 */
export function fireFishShot(floats: TFloatSource, shot: TFishShot): TFishShotResult {
  assertFishShot(shot);
  const { multiplier } = getFishSpecies(shot.speciesId);
  const { value, floatsUsed } = uniformInt(floats, FISH_RTP_DENOMINATOR * multiplier);
  const killed = value < FISH_RTP_NUMERATOR;
  const winMinor = killed ? shot.bulletCostMinor * multiplier : 0;
  return { ...shot, killed, winMinor, houseMinor: shot.bulletCostMinor - winMinor, floatsUsed };
}
