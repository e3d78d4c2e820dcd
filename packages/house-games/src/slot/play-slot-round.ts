import type { TFloatSource } from '../provably-fair.ts';
import { SLOT_GAME } from './definition.ts';
import { SLOT_REEL_COUNT } from './lines.ts';
import { SLOT_PAYTABLE } from './paytable.ts';
import { playRound } from './play-round.ts';
import type { TSlotRound } from './types.ts';

/** The most floats one round can read: the base spin and the capped free spins, 5 each (255). */
export const SLOT_MAX_FLOATS = SLOT_REEL_COUNT * (1 + SLOT_PAYTABLE.maxFreeSpins);

/** The most HMAC blocks one round can need (32): precomputing these never runs out. */
export const SLOT_MAX_BLOCKS = Math.ceil(SLOT_MAX_FLOATS / 8);

/**
 * Plays one round of the slot from a float stream, the base spin and every free spin it wins.
 * totalBet is in minor units; a bet isValidTotalBet refuses throws a RangeError. Wins are in minor units.
 */
export function playSlotRound(floats: TFloatSource, totalBet: number): TSlotRound {
  return playRound(SLOT_GAME, floats, totalBet);
}
