import { SLOT_LINES } from './lines.ts';

/**
 * The largest total bet in minor units (10^10: a million major units at 4 decimals). It keeps every
 * win, even a capped round of 51 top spins, far below 2^53, so money stays exact in plain numbers.
 */
export const SLOT_MAX_TOTAL_BET = 10_000_000_000;

/** A total bet spreads evenly over every line: a positive whole multiple of the line count, in minor units. */
export function isValidBetForLines(totalBet: number, lineCount: number): boolean {
  return (
    Number.isSafeInteger(totalBet) &&
    totalBet > 0 &&
    totalBet <= SLOT_MAX_TOTAL_BET &&
    totalBet % lineCount === 0
  );
}

/** Whether the slot takes this total bet: a positive multiple of 20 minor units (the line bet is a twentieth). */
export function isValidTotalBet(totalBet: number): boolean {
  return isValidBetForLines(totalBet, SLOT_LINES.length);
}
