import { describe, expect, it } from 'vitest';
import { SLOT_GAME } from './definition.ts';
import { lineWins, scatterWin } from './evaluate-spin.ts';
import { exactRtp, exactRtpBreakdown, rtpBreakdown } from './exact-rtp.ts';
import { expectedFreeSpins } from './free-spin-count.ts';
import { windowAt } from './reel-stops.ts';
import { scatterDistribution } from './scatter-distribution.ts';
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

  it('breaks the return into the parts the help screen shows', () => {
    const parts = exactRtpBreakdown();
    const pinned = {
      baseLines: 0.5258049020418339,
      baseScatter: 0.03266422552711585,
      freeSpins: 0.4022121105641193,
      total: 0.9606812381330692,
      freeSpinTrigger: 0.01907798988954256,
      freeSpinsPerTrigger: 10.98125916352156,
      freeSpinValue: 1.9198636569140006,
    };
    for (const [part, value] of Object.entries(pinned)) {
      expect(parts[part as keyof typeof pinned], part).toBeCloseTo(value, 12);
    }
    expect(parts.total).toBeCloseTo(parts.baseLines + parts.baseScatter + parts.freeSpins, 15);
    expect(parts.freeSpins).toBeCloseTo(
      parts.freeSpinTrigger * parts.freeSpinsPerTrigger * parts.freeSpinValue,
      12,
    );
  });

  it('has no free-spin part in a game whose base reels carry no scatter', () => {
    const noScatter = {
      ...SLOT_GAME,
      reels: {
        base: SLOT_GAME.reels.base.map((strip) => strip.map((s) => (s === 'scatter' ? 'melon' : s))),
        free: SLOT_GAME.reels.free,
      },
    };
    expect(rtpBreakdown(noScatter)).toMatchObject({
      baseScatter: 0,
      freeSpins: 0,
      freeSpinTrigger: 0,
      freeSpinsPerTrigger: 0,
    });
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

  it('gives the chance of each scatter count on a window, several scatters on one reel included', () => {
    // one reel of 3 stops: windows [s s a], [s a s], [a s s] each show two scatters
    expect(scatterDistribution([['scatter', 'scatter', 'a']], 'scatter')).toEqual([0, 0, 1, 0]);
    const two = scatterDistribution(
      [
        ['scatter', 'a', 'b', 'c'],
        ['scatter', 'scatter', 'scatter', 'a', 'b', 'c'],
      ],
      'scatter',
    );
    // reel 1: one scatter at 3 of its 4 stops; reel 2: 0, 1, 2 or 3 at 1, 2, 2 and 1 of its 6 stops
    expect(two.map((p) => p * 24)).toEqual([1, 5, 8, 7, 3, 0, 0].map((n) => expect.closeTo(n, 12)));
  });
});
