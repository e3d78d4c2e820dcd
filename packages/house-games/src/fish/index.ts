/** Fishing: the species and their multipliers, a shot's kill decided from the stream at a 96 % RTP, sessions. */
export {
  FISH_BULLET_COSTS,
  FISH_SPECIES,
  getFishSpecies,
  type TFishSpecies,
  type TFishSpeciesId,
} from './species.ts';
export {
  FISH_RTP,
  FISH_RTP_DENOMINATOR,
  FISH_RTP_NUMERATOR,
  assertFishShot,
  fireFishShot,
  type TFishShot,
  type TFishShotResult,
} from './shot.ts';
export { playFishSession, simulateFish, type TFishSession, type TFishSimulation } from './session.ts';
