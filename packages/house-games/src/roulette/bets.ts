import { isAdjacent, isPocket, layoutCell } from './layout.ts';
import { ROULETTE_RED_NUMBERS } from './wheel.ts';

/** Inside bets name the numbers they cover. */
export const ROULETTE_INSIDE_KINDS = ['STRAIGHT', 'SPLIT', 'STREET', 'CORNER', 'SIX_LINE'] as const;
/** Dozen and column bets name one of three: dozen 1 is 1–12; column 1 holds 1, 4, … 34. */
export const ROULETTE_THIRD_KINDS = ['DOZEN', 'COLUMN'] as const;
/** Even-money bets name nothing more; 0 loses every one of them. */
export const ROULETTE_EVEN_KINDS = ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const;

export const ROULETTE_BET_KINDS = [
  ...ROULETTE_INSIDE_KINDS,
  ...ROULETTE_THIRD_KINDS,
  ...ROULETTE_EVEN_KINDS,
] as const;

export type TRouletteInsideKind = (typeof ROULETTE_INSIDE_KINDS)[number];
export type TRouletteThirdKind = (typeof ROULETTE_THIRD_KINDS)[number];
export type TRouletteEvenKind = (typeof ROULETTE_EVEN_KINDS)[number];
export type TRouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** What a bet is on, without its stake. */
export type TRouletteSelection =
  | { kind: TRouletteInsideKind; numbers: readonly number[] }
  | { kind: TRouletteThirdKind; index: 1 | 2 | 3 }
  | { kind: TRouletteEvenKind };

/** A bet: a selection and its stake in minor units. */
export type TRouletteBet = TRouletteSelection & { stakeMinor: number };

/** What a winning bet wins per unit staked (x:1), the stake coming back on top: 36 / covered − 1. */
export const ROULETTE_PAYOUTS: Readonly<Record<TRouletteBetKind, number>> = {
  STRAIGHT: 35,
  SPLIT: 17,
  STREET: 11,
  CORNER: 8,
  SIX_LINE: 5,
  DOZEN: 2,
  COLUMN: 2,
  RED: 1,
  BLACK: 1,
  ODD: 1,
  EVEN: 1,
  LOW: 1,
  HIGH: 1,
};

/** The largest stake of one bet, in minor units (10^12): × 36 it stays far below 2^53. */
export const ROULETTE_MAX_STAKE = 1_000_000_000_000;

const INSIDE_SIZE: Readonly<Record<TRouletteInsideKind, number>> = {
  STRAIGHT: 1,
  SPLIT: 2,
  STREET: 3,
  CORNER: 4,
  SIX_LINE: 6,
};

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * Whether sorted distinct numbers form the inside bet's shape on the layout: a split two adjacent
 * numbers; a street a row of three (or a trio 0-1-2, 0-2-3); a corner a 2 × 2 square (or the first
 * four 0-1-2-3); a six line two neighbouring streets.
 */
function hasShape(kind: TRouletteInsideKind, sorted: readonly number[]): boolean {
  const first = sorted[0]!;
  switch (kind) {
    case 'STRAIGHT':
      return true;
    case 'SPLIT':
      return isAdjacent(first, sorted[1]!);
    case 'STREET':
      if (first === 0) return sameList(sorted, [0, 1, 2]) || sameList(sorted, [0, 2, 3]);
      return layoutCell(first).column === 0 && sameList(sorted, [first, first + 1, first + 2]);
    case 'CORNER':
      if (first === 0) return sameList(sorted, [0, 1, 2, 3]);
      return (
        layoutCell(first).column < 2 &&
        first <= 32 &&
        sameList(sorted, [first, first + 1, first + 3, first + 4])
      );
    case 'SIX_LINE':
      return (
        first !== 0 &&
        layoutCell(first).column === 0 &&
        first <= 31 &&
        sameList(
          sorted,
          [0, 1, 2, 3, 4, 5].map((i) => first + i),
        )
      );
  }
}

/** Why the engine cannot take a selection, or null when it can. */
export function findSelectionProblem(selection: TRouletteSelection): string | null {
  const { kind } = selection;
  if (!(ROULETTE_BET_KINDS as readonly string[]).includes(kind)) return `no roulette bet ${String(kind)}`;
  const isInside = (ROULETTE_INSIDE_KINDS as readonly string[]).includes(kind);
  if (!isInside && 'numbers' in selection) return `a ${kind} bet names no numbers`;
  if (isInside) {
    if (!('numbers' in selection)) return `a ${kind} bet names its numbers`;
    const numbers = selection.numbers;
    const size = INSIDE_SIZE[kind as TRouletteInsideKind];
    if (!Array.isArray(numbers) || numbers.length !== size) return `a ${kind} bet covers ${size} number(s)`;
    if (!numbers.every(isPocket)) return `a ${kind} bet covers numbers 0–36, got ${numbers.join(', ')}`;
    const sorted = [...numbers].sort((a, b) => a - b);
    if (new Set(sorted).size !== size)
      return `a ${kind} bet covers distinct numbers, got ${numbers.join(', ')}`;
    if (!hasShape(kind as TRouletteInsideKind, sorted))
      return `${sorted.join(', ')} is no ${kind} on the layout`;
    return null;
  }
  if ((ROULETTE_THIRD_KINDS as readonly string[]).includes(kind)) {
    const index = (selection as { index?: unknown }).index;
    return index === 1 || index === 2 || index === 3
      ? null
      : `a ${kind} bet names 1, 2 or 3, got ${String(index)}`;
  }
  return null;
}

/** The numbers a bet wins on, ascending. Throws a RangeError for a selection findSelectionProblem refuses. */
export function coveredNumbers(selection: TRouletteSelection): number[] {
  const problem = findSelectionProblem(selection);
  if (problem) throw new RangeError(problem);
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (selection.kind) {
    case 'DOZEN':
      return all.filter((n) => Math.ceil(n / 12) === selection.index);
    case 'COLUMN':
      return all.filter((n) => layoutCell(n).column === selection.index - 1);
    case 'RED':
      return all.filter((n) => ROULETTE_RED_NUMBERS.has(n));
    case 'BLACK':
      return all.filter((n) => !ROULETTE_RED_NUMBERS.has(n));
    case 'ODD':
      return all.filter((n) => n % 2 === 1);
    case 'EVEN':
      return all.filter((n) => n % 2 === 0);
    case 'LOW':
      return all.filter((n) => n <= 18);
    case 'HIGH':
      return all.filter((n) => n >= 19);
    default:
      return [...selection.numbers].sort((a, b) => a - b);
  }
}

/** Throws a RangeError for a bet the engine cannot take: a selection it refuses, or a stake not whole in 1…max. */
export function assertRouletteBet(bet: TRouletteBet): void {
  const problem = findSelectionProblem(bet);
  if (problem) throw new RangeError(problem);
  const stake = bet.stakeMinor;
  if (!Number.isSafeInteger(stake) || stake < 1 || stake > ROULETTE_MAX_STAKE)
    throw new RangeError(`a stake is a whole number of minor units in 1…${ROULETTE_MAX_STAKE}, got ${stake}`);
}
