import { expectedFreeSpins } from './free-spin-count.ts';
import { expectedLinePay } from './line-expectation.ts';
import { scatterDistribution } from './scatter-distribution.ts';
import { runPay, type TReelSet, type TSlotGame } from './slot-game.ts';
import { SLOT_GAME } from './definition.ts';

/** Where the return comes from, each part in multiples of the total bet per round. */
export type TRtpBreakdown = {
  baseLines: number;
  baseScatter: number;
  freeSpins: number;
  total: number;
  /** Chance that a round's base spin awards free spins. */
  freeSpinTrigger: number;
  /** Expected free spins played once triggered, retriggers and the cap included. */
  freeSpinsPerTrigger: number;
  /** Expected win of one free spin, multiplier included. */
  freeSpinValue: number;
};

/** Expected pay of one spin on these strips, in total bets: lines (line bet = total / lines) and scatters. */
function spinValue(game: TSlotGame, reels: TReelSet) {
  const lines =
    game.lines.reduce((sum, line) => sum + expectedLinePay(game, reels, line), 0) / game.lines.length;
  const scatter = scatterDistribution(reels, game.scatter).reduce(
    (sum, p, count) => sum + p * runPay(game.scatterPays, count),
    0,
  );
  return { lines, scatter };
}

/**
 * The theoretical return of a game, computed rather than sampled: line and scatter expectations of
 * a base spin, plus, for each base scatter count, its chance × the expected free spins it leads to
 * (exact with retriggers and the cap) × the expected win of a free spin. A free spin's win does not
 * depend on whether earlier ones retriggered, so the free-spin part is E[spins played] × E[spin].
 * It treats every stop as equally likely; floor(float × length) over 2^32 floats is off uniform by
 * under length / 2^32 per stop, which moves the return by less than 10^-7.
 */
export function rtpBreakdown(game: TSlotGame): TRtpBreakdown {
  const base = spinValue(game, game.reels.base);
  const free = spinValue(game, game.reels.free);
  const freeSpinValue = (free.lines + free.scatter) * game.freeSpinMultiplier;
  const freeScatters = scatterDistribution(game.reels.free, game.scatter);
  let freeSpinTrigger = 0;
  let freeSpinsPlayed = 0;
  scatterDistribution(game.reels.base, game.scatter).forEach((p, count) => {
    const initial = runPay(game.freeSpinAwards, count);
    if (initial === 0) return;
    freeSpinTrigger += p;
    freeSpinsPlayed += p * expectedFreeSpins(game, initial, freeScatters);
  });
  const freeSpins = freeSpinsPlayed * freeSpinValue;
  return {
    baseLines: base.lines,
    baseScatter: base.scatter,
    freeSpins,
    total: base.lines + base.scatter + freeSpins,
    freeSpinTrigger,
    freeSpinsPerTrigger: freeSpinTrigger > 0 ? freeSpinsPlayed / freeSpinTrigger : 0,
    freeSpinValue,
  };
}

/** The slot's exact return to player as a fraction of the total bet (SLOT_RTP is this, rounded). */
export function exactRtp(): number {
  return exactRtpBreakdown().total;
}

/** The parts of exactRtp(), for the help screen and the benchmark. */
export function exactRtpBreakdown(): TRtpBreakdown {
  return rtpBreakdown(SLOT_GAME);
}
