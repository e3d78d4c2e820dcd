import { runPay, type TSlotGame } from './slot-game.ts';

/** A line's pay: the symbol paid, the length of its run from reel 1, and the pay in line bets. */
export type TLinePay = { symbol: string; count: number; multiple: number };

/**
 * The pay of the symbols a line crosses, read from reel 1: the leftmost run of one symbol with
 * wilds standing in for it. Leading wilds may also pay as wilds (when the paytable has wild pays);
 * the line then pays whichever is higher, the symbol run on a tie (it covers more cells). The cells
 * may be a prefix of the line: the run ends where they end, which lets exactRtp stop early.
 */
export function evaluateLine(game: TSlotGame, cells: readonly string[]): TLinePay | null {
  // past the last cell a read is undefined, never a symbol, so the runs stop there by themselves
  let wilds = 0;
  while (cells[wilds] === game.wild) wilds++;
  const wildPays = game.linePays[game.wild];
  const wildMultiple = wildPays ? runPay(wildPays, wilds) : 0;
  let best: TLinePay | null =
    wildMultiple > 0 ? { symbol: game.wild, count: wilds, multiple: wildMultiple } : null;

  const symbol = cells[wilds];
  if (symbol === undefined) return best;
  const pays = game.linePays[symbol];
  if (pays) {
    let count = wilds + 1;
    while (cells[count] === symbol || cells[count] === game.wild) count++;
    const multiple = runPay(pays, count);
    if (multiple > 0 && multiple >= (best?.multiple ?? 0)) best = { symbol, count, multiple };
  }
  return best;
}
