import type { THmac } from '../provably-fair.ts';
import { CRASH_HOUSE_EDGE_BP, crashPoint } from './crash-point.ts';

/**
 * Totals of a simulation: for each target, the games it won and what a 1-unit stake returned in all
 * (wonStakes[i] / games is the return of targets[i]), and the games that crashed at 1.00 ×.
 */
export type TCrashSimulation = {
  games: number;
  instantCrashes: number;
  wins: number[];
  wonStakes: number[];
};

/**
 * Plays a cash-out at each of `targets` (hundredths) on every game hash in turn (a chain from
 * buildCrashChain, or any list of hashes), for the long sweeps of bench:games and the quick RTP test.
 */
export function simulateCrash(
  hmac: THmac,
  gameHashes: readonly string[],
  salt: string,
  targets: readonly number[],
  edgeBp = CRASH_HOUSE_EDGE_BP,
): TCrashSimulation {
  const wins = targets.map(() => 0);
  let instantCrashes = 0;
  for (const gameHash of gameHashes) {
    const point = crashPoint(hmac, gameHash, salt, edgeBp);
    if (point === 100) instantCrashes++;
    targets.forEach((target, i) => {
      if (point >= target) wins[i]!++;
    });
  }
  return {
    games: gameHashes.length,
    instantCrashes,
    wins,
    wonStakes: targets.map((target, i) => (wins[i]! * target) / 100),
  };
}
