/** Crash: the published hash chain, each game's crash point with a 1 % edge, cash-out bets and the curve. */
export {
  CRASH_MAX_CHAIN,
  buildCrashChain,
  isCrashGameHash,
  isPreviousCrashHash,
  type THash,
} from './chain.ts';
export {
  CRASH_E,
  CRASH_HOUSE_EDGE_BP,
  CRASH_MAX_POINT,
  crashBits,
  crashPoint,
  crashPointOfBits,
  crashWaysAtLeast,
  exactCrashRtp,
} from './crash-point.ts';
export {
  CRASH_MAX_STAKE,
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  assertCrashBet,
  settleCrashBet,
  settleCrashRound,
  type TCrashBet,
  type TCrashRoundResult,
  type TCrashSettlement,
} from './bet.ts';
export { CRASH_GROWTH_PER_MS, crashElapsedAt, crashMultiplierAt } from './curve.ts';
export { simulateCrash, type TCrashSimulation } from './simulate.ts';
