import { VN_SELECTION_RULES, validateVnSelection, type TVnBetType } from '@openlobby/house-games';

/**
 * The number picker's rules (pure). Lô 2, đề and đầu/đuôi pick from a grid, any number of numbers,
 * each its own line at the same stake (the way Vietnamese slips are filled); xiên picks exactly 2, 3
 * or 4 numbers that make ONE line; 3-digit types (lô 3, 3 càng) take typed numbers.
 */
export type TPickerKind = 'grid100' | 'typed3' | 'grid10';

export function pickerKindOf(betType: TVnBetType): TPickerKind {
  const { digits } = VN_SELECTION_RULES[betType];
  return digits === 3 ? 'typed3' : digits === 1 ? 'grid10' : 'grid100';
}

export const isXien = (betType: TVnBetType) => VN_SELECTION_RULES[betType].count > 1;

/** The numbers a grid offers: 00–99, or 0–9 for đầu/đuôi. */
export function gridNumbers(kind: 'grid100' | 'grid10'): string[] {
  const size = kind === 'grid100' ? 100 : 10;
  return Array.from({ length: size }, (_, i) => String(i).padStart(kind === 'grid100' ? 2 : 1, '0'));
}

/** The most typed 3-digit numbers one add takes: enough for a row of favourites, not a flood of lines. */
export const MAX_TYPED = 30;

export type TToggle = { picks: string[]; refused: null | 'full' };

/**
 * Picks or unpicks a number. A xiên already holding its count refuses another (the player unpicks
 * one first: silently dropping a pick would change the bet behind their back); a typed list stops
 * at MAX_TYPED. Picks stay in ascending order, as a slip prints them.
 */
export function togglePick(picks: readonly string[], number: string, betType: TVnBetType): TToggle {
  if (picks.includes(number)) return { picks: picks.filter((p) => p !== number), refused: null };
  const limit = isXien(betType)
    ? VN_SELECTION_RULES[betType].count
    : pickerKindOf(betType) === 'typed3'
      ? MAX_TYPED
      : Infinity;
  if (picks.length >= limit) return { picks: [...picks], refused: 'full' };
  return { picks: [...picks, number].sort(), refused: null };
}

/** A typed number of the type's digits ("07" for 3 digits is refused: it is not 007); null when it is not one. */
export function typedNumber(text: string, betType: TVnBetType): string | null {
  const typed = text.trim();
  return new RegExp(`^[0-9]{${VN_SELECTION_RULES[betType].digits}}$`).test(typed) ? typed : null;
}

/**
 * The lines the picks make: one per number, or one xiên once it has its count (none before).
 * Every line is one the engine accepts (validateVnSelection), so the server refuses none for its numbers.
 */
export function linesOf(betType: TVnBetType, picks: readonly string[]): string[][] {
  const lines = isXien(betType)
    ? picks.length === VN_SELECTION_RULES[betType].count
      ? [[...picks]]
      : []
    : picks.map((p) => [p]);
  return lines.filter((numbers) => validateVnSelection(betType, numbers) === null);
}

/** How many more numbers a xiên needs (0 once complete, and always 0 for the other types). */
export function missingPicks(betType: TVnBetType, picks: readonly string[]): number {
  return isXien(betType) ? Math.max(0, VN_SELECTION_RULES[betType].count - picks.length) : 0;
}
