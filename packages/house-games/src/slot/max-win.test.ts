import { describe, expect, it } from 'vitest';
import { SLOT_MAX_TOTAL_BET } from './bet.ts';
import { SLOT_GAME } from './definition.ts';
import { evaluateLine } from './evaluate-line.ts';
import { lineWins, playSpin, scatterWin } from './evaluate-spin.ts';
import { windowAt } from './reel-stops.ts';
import { runPay, type TReelSet, type TSlotGame } from './slot-game.ts';
import { SLOT_PAYTABLE } from './paytable.ts';

/** A stream that stops each reel at `stops`, one float per reel, as the engine draws them. */
function stopsStream(reels: TReelSet, stops: readonly number[]) {
  let reel = 0;
  return {
    next: () => {
      const float = (stops[reel]! + 0.5) / reels[reel]!.length;
      reel++;
      return float;
    },
  };
}

/** The spin the engine plays at these stops. */
const spinAt = (
  game: TSlotGame,
  reels: TReelSet,
  stops: readonly number[],
  totalBet: number,
  multiplier: number,
) => playSpin(game, reels, stopsStream(reels, stops), totalBet, multiplier);

/**
 * The best-paying spin of a reel set over every stop combination, each leaf played by the engine
 * (playSpin): a depth-first walk over each reel's stops that leaves out a branch only when no way of
 * finishing it can beat the best spin found so far. A branch's bound after k reels: a line whose run
 * is settled pays what evaluateLine gives its first k cells; an open one (only wilds so far, or one
 * paying symbol and wilds) at most the largest pay its symbol, or any symbol after only wilds, can
 * reach; scatters at most the ones shown plus the most any window of each remaining reel shows.
 * Wins are in minor units at a total bet of one minor unit per line (a line bet of 1).
 */
function bestSpin(game: TSlotGame, reels: TReelSet, multiplier: number) {
  const totalBet = game.lines.length;
  const windows = reels.map((strip) => strip.map((_, stop) => windowAt([strip], [stop])[0]!));
  const mostScatters = windows.map((ws) =>
    Math.max(...ws.map((w) => w.filter((symbol) => symbol === game.scatter).length)),
  );
  const most = (pays: readonly number[] | undefined) => (pays ? Math.max(...pays) : 0);
  const topPay = Math.max(...Object.values(game.linePays).map(most));
  const wildTop = most(game.linePays[game.wild]);
  const bound = (stops: readonly number[]) => {
    const shown = stops.map((stop, reel) => windows[reel]![stop]!);
    let lines = 0;
    for (const line of game.lines) {
      const cells = shown.map((column, reel) => column[line[reel]!]!);
      const symbol = cells.find((cell) => cell !== game.wild);
      const open =
        cells.length < reels.length &&
        (symbol === undefined ||
          (game.linePays[symbol] !== undefined &&
            cells.every((cell) => cell === symbol || cell === game.wild)));
      if (!open) lines += evaluateLine(game, cells)?.multiple ?? 0;
      else lines += symbol === undefined ? topPay : Math.max(most(game.linePays[symbol]), wildTop);
    }
    let scatters = shown.reduce((n, column) => n + column.filter((s) => s === game.scatter).length, 0);
    for (let reel = stops.length; reel < reels.length; reel++) scatters += mostScatters[reel]!;
    const scatterPay = Math.max(
      ...Array.from({ length: scatters + 1 }, (_, n) => runPay(game.scatterPays, n)),
    );
    return (lines + scatterPay * totalBet) * multiplier;
  };
  let best = { stops: [] as number[], win: -1 };
  const walk = (stops: number[]) => {
    if (bound(stops) <= best.win) return;
    if (stops.length === reels.length) {
      const spin = spinAt(game, reels, stops, totalBet, multiplier);
      if (spin.win > best.win) best = { stops: spin.stops, win: spin.win };
      return;
    }
    reels[stops.length]!.forEach((_, stop) => walk([...stops, stop]));
  };
  walk([]);
  return best;
}

/** The best spin by paying every stop combination one by one, to check bestSpin on a small slot. */
function bestSpinByEnumeration(game: TSlotGame, reels: TReelSet, multiplier: number) {
  let best = { stops: [] as number[], win: -1 };
  const visit = (stops: number[]) => {
    if (stops.length < reels.length) {
      reels[stops.length]!.forEach((_, stop) => visit([...stops, stop]));
      return;
    }
    const spin = spinAt(game, reels, stops, game.lines.length, multiplier);
    if (spin.win > best.win) best = { stops, win: spin.win };
  };
  visit([]);
  return best;
}

/** A summary of a spin's wins: `line:symbol×count=win`. */
const winsOf = (game: TSlotGame, reels: TReelSet, stops: readonly number[], multiplier: number) => {
  const grid = windowAt(reels, stops);
  return {
    grid,
    lines: lineWins(game, grid, 1, multiplier).map((w) => `${w.line}:${w.symbol}×${w.count}=${w.win}`),
    scatter: scatterWin(game, grid, game.lines.length, multiplier).win,
  };
};

describe('the largest win of one spin', () => {
  it('is found exactly: on a small slot the search agrees with paying every stop combination', () => {
    // 4 × 5 × 4 × 5 × 4 = 1,600 combinations, with wild pays, scatters and a wild-heavy middle
    const tiny: TSlotGame = {
      ...SLOT_GAME,
      linePays: { ...SLOT_GAME.linePays, wild: [7, 30, 200] },
      reels: { base: [], free: [] },
    };
    const reels = [
      ['cherry', 'wild', 'scatter', 'lemon'],
      ['cherry', 'wild', 'lemon', 'scatter', 'diamond'],
      ['wild', 'lemon', 'cherry', 'scatter'],
      ['lemon', 'cherry', 'scatter', 'wild', 'diamond'],
      ['cherry', 'lemon', 'scatter', 'diamond'],
    ];
    for (const multiplier of [1, 2]) {
      const exhaustive = bestSpinByEnumeration(tiny, reels, multiplier);
      expect(exhaustive.win).toBeGreaterThan(0);
      expect(bestSpin(tiny, reels, multiplier)).toEqual(exhaustive);
    }
  });

  it('is 89.75 total bets in the base game: five diamonds on four lines', () => {
    const reels = SLOT_GAME.reels.base;
    const best = bestSpin(SLOT_GAME, reels, 1);
    expect(best).toEqual({ stops: [26, 2, 19, 29, 31], win: 1795 });
    expect(winsOf(SLOT_GAME, reels, best.stops, 1)).toEqual({
      grid: [
        ['sapphire', 'ruby', 'diamond'],
        ['melon', 'diamond', 'wild'],
        ['emerald', 'diamond', 'wild'],
        ['grape', 'diamond', 'wild'],
        ['sapphire', 'lemon', 'diamond'],
      ],
      lines: [
        '2:diamond×5=400',
        '6:diamond×5=400',
        '7:ruby×4=75',
        '12:diamond×5=400',
        '16:diamond×5=400',
        '19:sapphire×5=120',
      ],
      scatter: 0,
    });
  });

  it('is 112 total bets in free spins, the doubling included', () => {
    const reels = SLOT_GAME.reels.free;
    const best = bestSpin(SLOT_GAME, reels, SLOT_GAME.freeSpinMultiplier);
    expect(best).toEqual({ stops: [28, 3, 28, 5, 18], win: 2240 });
    expect(winsOf(SLOT_GAME, reels, best.stops, 2)).toEqual({
      grid: [
        ['diamond', 'cherry', 'sapphire'],
        ['sapphire', 'grape', 'wild'],
        ['diamond', 'grape', 'wild'],
        ['sapphire', 'orange', 'wild'],
        ['diamond', 'cherry', 'sapphire'],
      ],
      lines: [
        '2:sapphire×5=240',
        '7:cherry×5=160',
        '17:diamond×5=800',
        '18:sapphire×5=240',
        '19:diamond×5=800',
      ],
      scatter: 0,
    });
  });

  it('never passes 1000 total bets, and a whole round at the top bet stays exact in a double', () => {
    const lines = SLOT_GAME.lines.length;
    const base = bestSpin(SLOT_GAME, SLOT_GAME.reels.base, 1).win / lines;
    const free = bestSpin(SLOT_GAME, SLOT_GAME.reels.free, SLOT_GAME.freeSpinMultiplier).win / lines;
    expect(Math.max(base, free)).toBeLessThanOrEqual(1000);
    // the most a round can pay: its best base spin and every free spin at the best a free spin pays
    const roundMost = (base + SLOT_PAYTABLE.maxFreeSpins * free) * SLOT_MAX_TOTAL_BET;
    expect(roundMost).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});
