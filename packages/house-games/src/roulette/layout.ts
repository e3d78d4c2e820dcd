/**
 * The betting layout: 0 across the top, then 1–36 in 12 rows (streets) of 3, columns left to right.
 * Number n (1–36) sits in street ⌊(n − 1) / 3⌋ and column (n − 1) mod 3, both 0-based; 0 borders
 * 1, 2 and 3. Every inside bet's validity is a shape on this grid.
 */
export type TLayoutCell = { street: number; column: number };

/** The cell of a number 1–36 (0 has none: it lies along the top of the whole first street). */
export function layoutCell(n: number): TLayoutCell {
  return { street: Math.floor((n - 1) / 3), column: (n - 1) % 3 };
}

/** Whether n is a whole number on the wheel, 0–36. */
export function isPocket(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= 36;
}

/** Whether a and b share a side on the layout: across a street, down a column, or 0 with 1, 2 or 3. */
export function isAdjacent(a: number, b: number): boolean {
  const [low, high] = a < b ? [a, b] : [b, a];
  if (low === 0) return high >= 1 && high <= 3;
  if (high - low === 3) return true;
  return high - low === 1 && layoutCell(low).street === layoutCell(high).street;
}
