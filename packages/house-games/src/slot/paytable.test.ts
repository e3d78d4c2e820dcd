import { describe, expect, it } from 'vitest';
import { SLOT_GAME } from './definition.ts';
import { lineWins, scatterWin } from './evaluate-spin.ts';
import { SLOT_LINES } from './lines.ts';
import { SLOT_PAYTABLE } from './paytable.ts';

/**
 * The slot's published figures, pinned by what the engine pays rather than by reading the tables: a
 * change to the paytable or the lines changes the game's RTP and its help screen, so it must show up
 * here as a deliberate edit.
 */

/** Off-line filler, a different symbol on each reel, so no run of three forms outside the cells set. */
const FILLER = ['lemon', 'grape', 'melon', 'orange', 'ruby'];

/** A window of filler with `cells` ([reel, row] → symbol) set. */
function gridWith(cells: [reel: number, row: number, symbol: string][]): string[][] {
  const grid = FILLER.map((symbol) => [symbol, symbol, symbol]);
  for (const [reel, row, symbol] of cells) grid[reel]![row] = symbol;
  return grid;
}

/** The middle row (line 0): `count` of `symbol` from reel 1, then a symbol that breaks the run. */
function middleRun(symbol: string, count: number): string[][] {
  const breaker = symbol === 'cherry' ? 'lemon' : 'cherry';
  return gridWith(FILLER.map((_, reel) => [reel, 1, reel < count ? symbol : breaker]));
}

describe('the paytable, by the wins the engine pays', () => {
  it.each([
    ['diamond', [25, 100, 400]],
    ['ruby', [20, 75, 250]],
    ['emerald', [15, 50, 150]],
    ['sapphire', [12, 40, 120]],
    ['cherry', [8, 25, 80]],
    ['lemon', [6, 20, 60]],
    ['orange', [5, 15, 50]],
    ['grape', [4, 12, 40]],
    ['melon', [3, 8, 30]],
  ])('pays %s runs of 3, 4 and 5 on a line at %j line bets', (symbol, pays) => {
    const lineBet = 7;
    for (const [i, count] of [3, 4, 5].entries()) {
      const wins = lineWins(SLOT_GAME, middleRun(symbol, count), lineBet, 1).filter((w) => w.line === 0);
      expect(wins, `${symbol} × ${count}`).toEqual([
        expect.objectContaining({ symbol, count, win: pays[i]! * lineBet }),
      ]);
    }
    expect(lineWins(SLOT_GAME, middleRun(symbol, 2), lineBet, 1).filter((w) => w.line === 0)).toEqual([]);
  });

  it('pays nothing on a line for the wild or the scatter on their own', () => {
    for (const symbol of ['wild', 'scatter']) {
      expect(lineWins(SLOT_GAME, middleRun(symbol, 5), 1, 1).filter((w) => w.line === 0)).toEqual([]);
    }
  });

  it('pays 1, 10 and 50 total bets for 3, 4 and 5 scatters, and nothing for 2', () => {
    const scatters = (count: number) =>
      gridWith(Array.from({ length: count }, (_, reel) => [reel, 0, 'scatter'] as [number, number, string]));
    expect([2, 3, 4, 5].map((count) => scatterWin(SLOT_GAME, scatters(count), 100, 1).win)).toEqual([
      0, 100, 1000, 5000,
    ]);
  });

  it('awards 10, 12 and 15 free spins at double wins, at most 50 a round', () => {
    expect(SLOT_GAME.linePays).toBe(SLOT_PAYTABLE.lines);
    expect(SLOT_GAME).toMatchObject({
      freeSpinAwards: [10, 12, 15],
      freeSpinMultiplier: 2,
      maxFreeSpins: 50,
      scatterPays: [1, 10, 50],
      wild: 'wild',
      scatter: 'scatter',
    });
  });
});

describe('the 20 paylines, by the cells each one pays', () => {
  it.each([
    [0, [1, 1, 1, 1, 1]],
    [1, [0, 0, 0, 0, 0]],
    [2, [2, 2, 2, 2, 2]],
    [3, [0, 1, 2, 1, 0]],
    [4, [2, 1, 0, 1, 2]],
    [5, [0, 0, 1, 0, 0]],
    [6, [2, 2, 1, 2, 2]],
    [7, [1, 2, 2, 2, 1]],
    [8, [1, 0, 0, 0, 1]],
    [9, [1, 0, 1, 0, 1]],
    [10, [1, 2, 1, 2, 1]],
    [11, [0, 1, 0, 1, 0]],
    [12, [2, 1, 2, 1, 2]],
    [13, [1, 1, 0, 1, 1]],
    [14, [1, 1, 2, 1, 1]],
    [15, [0, 1, 1, 1, 0]],
    [16, [2, 1, 1, 1, 2]],
    [17, [0, 2, 0, 2, 0]],
    [18, [2, 0, 2, 0, 2]],
    [19, [0, 2, 2, 2, 0]],
  ])('line %i crosses rows %j: five cherries there pay on it alone', (line, rows) => {
    const grid = gridWith(rows.map((row, reel) => [reel, row, 'cherry']));
    // no two lines share their first three rows, so exactly this line pays
    expect(lineWins(SLOT_GAME, grid, 1, 1)).toEqual([
      {
        line,
        symbol: 'cherry',
        count: 5,
        win: 80,
        positions: rows.map((row, reel) => [reel, row]),
      },
    ]);
  });

  it('has exactly these 20 lines', () => {
    expect(SLOT_LINES).toHaveLength(20);
    expect(SLOT_GAME.lines).toBe(SLOT_LINES);
  });
});
