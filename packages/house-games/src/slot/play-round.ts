import type { TFloatSource } from '../provably-fair.ts';
import { isValidBetForLines } from './bet.ts';
import { playSpin } from './evaluate-spin.ts';
import { runPay, type TSlotGame } from './slot-game.ts';
import type { TSlotRound, TSlotSpin } from './types.ts';

/**
 * Plays a whole round from the stream: the base spin (one float per reel: floats 0…4), then every
 * free spin it won, 5 floats each in order, with the same bet and the free-spin multiplier.
 * Scatters in free spins add more, up to game.maxFreeSpins in all, so the stream a round reads is
 * bounded. Throws RangeError for a bet the game refuses.
 */
export function playRound(game: TSlotGame, floats: TFloatSource, totalBet: number): TSlotRound {
  if (!isValidBetForLines(totalBet, game.lines.length)) {
    throw new RangeError(
      `the total bet must be a positive whole multiple of ${game.lines.length} minor units, got ${totalBet}`,
    );
  }
  const base = playSpin(game, game.reels.base, floats, totalBet, 1);
  let awarded = Math.min(game.maxFreeSpins, runPay(game.freeSpinAwards, base.scatter.count));
  const freeSpins: TSlotSpin[] = [];
  while (freeSpins.length < awarded) {
    const spin = playSpin(game, game.reels.free, floats, totalBet, game.freeSpinMultiplier);
    freeSpins.push(spin);
    awarded = Math.min(game.maxFreeSpins, awarded + runPay(game.freeSpinAwards, spin.scatter.count));
  }
  return {
    base,
    freeSpins,
    freeSpinsAwarded: awarded,
    totalWin: freeSpins.reduce((sum, spin) => sum + spin.win, base.win),
    floatsUsed: game.reels.base.length + game.reels.free.length * freeSpins.length,
  };
}
