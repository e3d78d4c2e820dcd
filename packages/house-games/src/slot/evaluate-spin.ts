import type { TFloatSource } from '../provably-fair.ts';
import { evaluateLine } from './evaluate-line.ts';
import { drawStops, windowAt } from './reel-stops.ts';
import { runPay, type TReelSet, type TSlotGame } from './slot-game.ts';
import type { TCell, TLineWin, TScatterWin, TSlotSpin } from './types.ts';

/** Every line's win on a window; amounts are integers because pays are whole multiples of the line bet. */
export function lineWins(
  game: TSlotGame,
  grid: readonly (readonly string[])[],
  lineBet: number,
  multiplier: number,
): TLineWin[] {
  const wins: TLineWin[] = [];
  const cells: string[] = []; // reused for every line: this loop is most of a round's work
  game.lines.forEach((rows, line) => {
    rows.forEach((row, reel) => (cells[reel] = grid[reel]![row]!));
    const pay = evaluateLine(game, cells);
    if (!pay) return;
    const positions = rows.slice(0, pay.count).map((row, reel): TCell => [reel, row]);
    wins.push({
      line,
      symbol: pay.symbol,
      count: pay.count,
      win: pay.multiple * lineBet * multiplier,
      positions,
    });
  });
  return wins;
}

/** The scatters anywhere on the window and their pay, a whole multiple of the total bet. */
export function scatterWin(
  game: TSlotGame,
  grid: readonly (readonly string[])[],
  totalBet: number,
  multiplier: number,
): TScatterWin {
  const positions: TCell[] = [];
  grid.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === game.scatter) positions.push([reel, row]);
    }),
  );
  const count = positions.length;
  return { count, win: runPay(game.scatterPays, count) * totalBet * multiplier, positions };
}

/** Spins the given strips with 5 floats from the stream and pays the window. */
export function playSpin(
  game: TSlotGame,
  reels: TReelSet,
  floats: TFloatSource,
  totalBet: number,
  multiplier: number,
): TSlotSpin {
  const stops = drawStops(reels, floats);
  const grid = windowAt(reels, stops);
  const lines = lineWins(game, grid, totalBet / game.lines.length, multiplier);
  const scatter = scatterWin(game, grid, totalBet, multiplier);
  const win = lines.reduce((sum, w) => sum + w.win, scatter.win);
  return { stops, grid, lineWins: lines, scatter, multiplier, win };
}
