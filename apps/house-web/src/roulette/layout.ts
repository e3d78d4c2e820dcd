import type { TTableSpot } from '@openlobby/contracts';
import { coveredNumbers, layoutCell, type TRouletteSelection } from '@openlobby/house-games/roulette';

/** The numbers 1–36 in layout order. */
export const NUMBERS: readonly number[] = Array.from({ length: 36 }, (_, i) => i + 1);

/**
 * Where a number sits on the layout grid: street (0–11, along the table) and column (0–2, 1 4 7 …
 * is column 0). The desktop layout runs streets left to right with column 0 at the bottom; the phone
 * layout runs them top to bottom with column 0 on the left.
 */
export const cellOf = layoutCell;

/** A split drawn on a number's cell edge: with the next street, the next number in its street, or 0. */
export type TSplitEdge = { edge: 'street' | 'column' | 'zero'; numbers: [number, number] };

/** The splits a number's cell carries (each split drawn once, on the lower number's cell). */
export function splitsOf(n: number): TSplitEdge[] {
  const edges: TSplitEdge[] = [];
  const { street, column } = cellOf(n);
  if (street < 11) edges.push({ edge: 'street', numbers: [n, n + 3] });
  if (column < 2) edges.push({ edge: 'column', numbers: [n, n + 1] });
  if (n <= 3) edges.push({ edge: 'zero', numbers: [0, n] });
  return edges;
}

/** The outside bets: dozens, columns ("2 to 1") and the even-money boxes, as spots. */
export const DOZENS: readonly TTableSpot[] = [1, 2, 3].map((index) => ({
  kind: 'DOZEN',
  index: index as 1 | 2 | 3,
}));
export const COLUMNS: readonly TTableSpot[] = [3, 2, 1].map((index) => ({
  kind: 'COLUMN',
  index: index as 1 | 2 | 3,
}));
export const EVEN_MONEY: readonly TTableSpot[] = ['LOW', 'EVEN', 'RED', 'BLACK', 'ODD', 'HIGH'].map(
  (kind) => ({
    kind: kind as TTableSpot['kind'],
  }),
);

/** Whether a spot wins on the number (for lighting the layout when the ball lands). */
export function isWinningSpot(spot: TTableSpot, number: number): boolean {
  return coveredNumbers(spot as TRouletteSelection).includes(number);
}
