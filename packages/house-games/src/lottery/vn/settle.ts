import { assertWager, payoutMinor } from '../payout.ts';
import { assertVnSelection, type TVnBetType, type TVnLine } from './bet-types.ts';
import type { TVnResult } from './draw.ts';

/** How a line ended: `hits` times paid (0 when it lost) and the win in minor units. */
export type TVnSettlement = { hits: number; winMinor: number };

/**
 * Each sheet's endings by digit count, worked out once: a draw's tickets are settled against one
 * sheet. Keyed by its prizes (a caller may wrap the same prizes in a new sheet for each line).
 */
const endingsOfSheet = new WeakMap<TVnResult['prizes'], Map<number, readonly string[]>>();

/** The last `digits` digits of every number on the sheet that has that many, in sheet order. */
function endings(result: TVnResult, digits: number): readonly string[] {
  let bySize = endingsOfSheet.get(result.prizes);
  if (!bySize) endingsOfSheet.set(result.prizes, (bySize = new Map()));
  let out = bySize.get(digits);
  if (!out) {
    const found: string[] = [];
    for (const prize of result.prizes)
      for (const number of prize.numbers) if (number.length >= digits) found.push(number.slice(-digits));
    bySize.set(digits, (out = found));
  }
  return out;
}

/** The special prize's number. */
function special(result: TVnResult): string {
  const prize = result.prizes.find((p) => p.code === 'DB');
  if (prize?.numbers.length !== 1) throw new RangeError('a sheet has one special prize (DB)');
  return prize.numbers[0]!;
}

/** How many times a valid selection is paid on a sheet. */
function hitsOf(betType: TVnBetType, numbers: readonly string[], result: TVnResult): number {
  const [first] = numbers as [string];
  switch (betType) {
    case 'LO2':
    case 'LO3':
      return endings(result, first.length).filter((ending) => ending === first).length;
    case 'DE':
    case 'BA_CANG':
      return special(result).endsWith(first) ? 1 : 0;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4': {
      const seen = new Set(endings(result, 2));
      return numbers.every((number) => seen.has(number)) ? 1 : 0;
    }
    case 'DAU':
      return special(result).slice(-2, -1) === first ? 1 : 0;
    case 'DUOI':
      return special(result).slice(-1) === first ? 1 : 0;
  }
}

/**
 * Settles a line against a sheet: stake × odds for each hit (lô pays every prize whose ending matches;
 * the others pay once), floored to a whole minor unit. Pure: the same line and sheet always give the
 * same settlement and neither is changed. A line validateVnSelection refuses, or a stake or odds that
 * are not whole and positive, throws a RangeError: bets are checked when placed, so this is a bug.
 * The sheet is trusted (validateVnResult checks one that comes from outside the engine).
 */
export function settleVnLine(line: TVnLine, result: TVnResult): TVnSettlement {
  assertVnLine(line);
  const hits = hitsOf(line.betType, line.numbers, result);
  return { hits, winMinor: hits === 0 ? 0 : payoutMinor(line.stakeMinor, line.oddsMilli, hits) };
}

/** Throws a RangeError for a line that could not have been placed. */
export function assertVnLine(line: TVnLine): void {
  assertVnSelection(line.betType, line.numbers);
  assertWager(line.stakeMinor, line.oddsMilli);
}
