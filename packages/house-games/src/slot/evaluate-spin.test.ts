import { describe, expect, it } from 'vitest';
import { SLOT_GAME } from './definition.ts';
import { lineWins, scatterWin } from './evaluate-spin.ts';
import { drawStops, windowAt } from './reel-stops.ts';

/** [reel][row]: cherries along lines 1 and 11, a wild on reel 2, scatters on reels 1, 3 and 5. */
const grid = [
  ['cherry', 'lemon', 'scatter'],
  ['cherry', 'wild', 'melon'],
  ['cherry', 'scatter', 'grape'],
  ['orange', 'lemon', 'melon'],
  ['scatter', 'grape', 'lemon'],
];

describe('paying a window', () => {
  it('pays every line with a run, in minor units of the line bet, with the cells of the run', () => {
    expect(lineWins(SLOT_GAME, grid, 10, 1)).toEqual([
      {
        line: 1,
        symbol: 'cherry',
        count: 3,
        win: 80,
        positions: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
      },
      {
        line: 11,
        symbol: 'cherry',
        count: 3,
        win: 80,
        positions: [
          [0, 0],
          [1, 1],
          [2, 0],
        ],
      },
    ]);
  });

  it('counts scatters anywhere and pays them in total bets', () => {
    expect(scatterWin(SLOT_GAME, grid, 200, 1)).toEqual({
      count: 3,
      win: 200,
      positions: [
        [0, 2],
        [2, 1],
        [4, 0],
      ],
    });
    const two = grid.map((column) => column.map((s, row) => (s === 'scatter' && row === 0 ? 'ruby' : s)));
    expect(scatterWin(SLOT_GAME, two, 200, 1)).toMatchObject({ count: 2, win: 0 });
  });

  it('multiplies line and scatter wins by the multiplier', () => {
    expect(lineWins(SLOT_GAME, grid, 10, 2).map((w) => w.win)).toEqual([160, 160]);
    expect(scatterWin(SLOT_GAME, grid, 200, 2).win).toBe(400);
  });
});

describe('the reels', () => {
  const reels = [['a', 'b', 'c', 'd']];

  it('stops at floor(float × strip length)', () => {
    expect(drawStops(reels, { next: () => 0 })).toEqual([0]);
    expect(drawStops(reels, { next: () => 0.49 })).toEqual([1]);
    expect(drawStops(reels, { next: () => (2 ** 32 - 1) / 2 ** 32 })).toEqual([3]);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => drawStops(reels, { next: () => 1 })).toThrow(
      new RangeError('a float must lie in [0, 1), got 1'),
    );
    expect(() => drawStops(reels, { next: () => -0.25 })).toThrow(RangeError);
    expect(() => drawStops(reels, { next: () => Number.NaN })).toThrow(RangeError);
  });

  it('shows the stop and the two symbols after it, wrapping round the strip', () => {
    expect(windowAt(reels, [1])).toEqual([['b', 'c', 'd']]);
    expect(windowAt(reels, [3])).toEqual([['d', 'a', 'b']]);
  });
});
