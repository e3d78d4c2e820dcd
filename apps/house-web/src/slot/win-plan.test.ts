import type { TSlotSpin } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import type { TWinTier } from '../shared/format.ts';
import { freeSpinsStart, isBigWin, scattersLanded, winCells } from './win-plan.ts';

const spin = (over: Partial<TSlotSpin> = {}): TSlotSpin => ({
  stops: [0, 0, 0, 0, 0],
  grid: [],
  lineWins: [],
  scatter: { count: 0, win: 0, positions: [] },
  multiplier: 1,
  win: 0,
  ...over,
});

type TFreeSpinsRound = Parameters<typeof freeSpinsStart>[0];
const round = (over: Partial<TFreeSpinsRound> = {}): TFreeSpinsRound => ({
  base: spin(),
  freeSpins: [],
  freeSpinsAwarded: 0,
  ...over,
});

const paytable = { freeSpins: [10, 15, 20] as const, freeSpinMultiplier: 3 };
const scatters = (count: number) => spin({ scatter: { count, win: 0, positions: [] } });

describe('win plan', () => {
  it('celebrates big, mega and epic wins on their own, not plain ones', () => {
    const tiers: TWinTier[] = ['none', 'win', 'big', 'mega', 'epic'];
    expect(tiers.filter(isBigWin)).toEqual(['big', 'mega', 'epic']);
  });

  it('counts the reels with a scatter up to the one that just stopped', () => {
    const grid = [
      ['scatter', 'a'],
      ['b', 'c'],
      ['scatter', 'd'],
      ['e', 'scatter'],
    ];
    expect(scattersLanded(grid, 0)).toBe(1);
    expect(scattersLanded(grid, 1)).toBe(1);
    expect(scattersLanded(grid, 3)).toBe(3);
  });

  it('lights the winning lines, and the scatters only when three or more pay', () => {
    const lineWins = [{ line: 0, symbol: 'ruby', count: 3, win: 1, positions: [[0, 1] as [number, number]] }];
    const positions: [number, number][] = [
      [1, 0],
      [2, 2],
      [4, 1],
    ];
    expect(winCells(spin({ lineWins, scatter: { count: 3, win: 2, positions } }))).toEqual([
      [0, 1],
      ...positions,
    ]);
    expect(
      winCells(spin({ lineWins, scatter: { count: 2, win: 0, positions: positions.slice(1) } })),
    ).toEqual([[0, 1]]);
  });

  it('announces the free spins the base scatters award, within what the server awarded', () => {
    const freeSpins = Array.from({ length: 25 }, () => spin({ multiplier: 2 }));
    expect(freeSpinsStart(round({ base: scatters(4), freeSpins, freeSpinsAwarded: 25 }), paytable)).toEqual({
      awards: [10, 15, 20],
      cap: 25,
      multiplier: 2,
      total: 15,
    });
    expect(
      freeSpinsStart(round({ base: scatters(5), freeSpins, freeSpinsAwarded: 12 }), paytable).total,
    ).toBe(12);
  });

  it('falls back on the spins played and the paytable when the round does not say', () => {
    const freeSpins = [spin(), spin()];
    expect(freeSpinsStart(round({ base: scatters(2), freeSpins }), paytable)).toMatchObject({
      cap: 2,
      total: 2,
      multiplier: 1,
    });
    expect(freeSpinsStart(round({ base: scatters(3) }), paytable)).toMatchObject({ cap: 0, multiplier: 3 });
  });
});
