import { describe, expect, it } from 'vitest';
import { SLOT_GAME } from './definition.ts';
import { lineWins, scatterWin } from './evaluate-spin.ts';
import { exactRtp, rtpBreakdown } from './exact-rtp.ts';
import { expectedFreeSpins } from './free-spin-count.ts';
import { windowAt } from './reel-stops.ts';
import { SLOT_RTP } from './rtp.ts';
import type { TReelSet, TSlotGame } from './slot-game.ts';

/** A tiny slot whose every stop combination can be paid one by one (4 × 5 × 4 × 5 × 4 = 1,600). */
const tiny: TSlotGame = {
  ...SLOT_GAME,
  linePays: { ...SLOT_GAME.linePays, wild: [7, 30, 200] },
  reels: {
    base: [
      ['cherry', 'wild', 'scatter', 'lemon'],
      ['cherry', 'wild', 'lemon', 'scatter', 'cherry'],
      ['wild', 'lemon', 'cherry', 'scatter'],
      ['lemon', 'cherry', 'scatter', 'wild', 'diamond'],
      ['cherry', 'lemon', 'scatter', 'diamond'],
    ],
    free: SLOT_GAME.reels.free,
  },
};

/** The mean pay of one spin in total bets, by paying every stop combination. */
function enumeratedSpinValue(game: TSlotGame, reels: TReelSet): number {
  let total = 0;
  let combinations = 0;
  const visit = (stops: number[]) => {
    if (stops.length === reels.length) {
      const grid = windowAt(reels, stops);
      const lines = lineWins(game, grid, 1, 1).reduce((sum, w) => sum + w.win, 0);
      total += lines + scatterWin(game, grid, game.lines.length, 1).win;
      combinations++;
      return;
    }
    reels[stops.length]!.forEach((_, stop) => visit([...stops, stop]));
  };
  visit([]);
  return total / combinations / game.lines.length;
}

describe('exactRtp', () => {
  it('matches the declared RTP', () => {
    expect(Math.abs(exactRtp() - SLOT_RTP)).toBeLessThan(0.0005);
  });

  it('agrees with paying every stop combination of a small slot', () => {
    const { baseLines, baseScatter } = rtpBreakdown(tiny);
    expect(baseLines + baseScatter).toBeCloseTo(enumeratedSpinValue(tiny, tiny.reels.base), 12);
  });

  it('counts free spins exactly under the cap', () => {
    const game = { ...SLOT_GAME, freeSpinAwards: [10, 10, 10] as const, maxFreeSpins: 20 };
    const q = 0.05;
    // 10 spins, then 10 more if any of the first 10 retriggers; later retriggers hit the cap of 20
    expect(expectedFreeSpins(game, 10, [1 - q, 0, 0, q])).toBeCloseTo(10 + 10 * (1 - (1 - q) ** 10), 12);
    expect(expectedFreeSpins(game, 10, [1])).toBe(10);
    expect(expectedFreeSpins(game, 10, [0, 0, 0, 1])).toBe(20);
    expect(expectedFreeSpins(game, 25, [1])).toBe(20);
  });
});
