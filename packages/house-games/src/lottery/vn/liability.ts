import { payoutMinor } from '../payout.ts';
import { VN_SELECTION_RULES, assertVnSelection, type TVnBetType, type TVnLine } from './bet-types.ts';
import { vnChances, type TVnRegion } from './prize-table.ts';
import { assertVnLine } from './settle.ts';

/** The most times a line of the type can be paid on one sheet: every chance for lô, once otherwise. */
function maxHits(region: TVnRegion, betType: TVnBetType): number {
  return betType === 'LO2' || betType === 'LO3' ? vnChances(region, VN_SELECTION_RULES[betType].digits) : 1;
}

/**
 * The most a line can win on one draw of the region (lô 2 in the North: 27 × stake × odds), in minor
 * units, floored as settleVnLine floors: settleVnLine never pays a line more. Throws as settleVnLine does.
 */
export function vnLineMaxWin(line: TVnLine, region: TVnRegion): number {
  assertVnLine(line);
  return payoutMinor(line.stakeMinor, line.oddsMilli, maxHits(region, line.betType));
}

/** What a per-number liability cap is kept against: a family of outcomes and the number in it. */
export type TVnLiabilityFamily = 'LO2' | 'LO3' | 'DE' | 'BA_CANG' | 'DAU' | 'DUOI';

/** A cap's key, `${family}:${number}`, e.g. 'LO2:27'. */
export type TVnLiabilityKey = `${TVnLiabilityFamily}:${string}`;

/**
 * The keys a line's exposure counts against (each with the line's whole vnLineMaxWin), so the server
 * sums, per draw and key, what the brand would pay if that number came out, and refuses a bet that
 * takes a sum past the brand's cap. Each bet type is its own family, because each pays on its own
 * event (an ending of any prize, an ending of the special prize, one of its digits) and brands cap
 * them apart; a lô 3 or 3 càng number is not split into its 2-digit ending, since that event pays
 * nothing by itself. A xiên is the exception: it wins only if every one of its numbers comes out as a
 * lô 2 ending, so it counts in full against the LO2 key of each of its numbers. That overstates it
 * (it pays once, not once per number) but keeps it simple and errs safe: nobody can pass a number's
 * lô cap by buying the number inside xiên. Throws a RangeError for a selection validateVnSelection refuses.
 */
export function vnLiabilityKeys(line: Pick<TVnLine, 'betType' | 'numbers'>): TVnLiabilityKey[] {
  assertVnSelection(line.betType, line.numbers);
  switch (line.betType) {
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return line.numbers.map((number) => `LO2:${number}` as const);
    default:
      return [`${line.betType}:${line.numbers[0]!}`];
  }
}
