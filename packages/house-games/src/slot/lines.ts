/**
 * The 20 fixed paylines: the row (0 top, 1 middle, 2 bottom) a line crosses on each of the 5 reels.
 * Wins name a line by its index here (0-based); every line is always played. Typed rather than
 * `as const` so mutation testing reaches the table; paytable.test.ts pins each line by the cells it pays.
 */
export type TSlotLine = readonly [number, number, number, number, number];

export const SLOT_LINES: readonly TSlotLine[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [1, 2, 2, 2, 1],
  [1, 0, 0, 0, 1],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

export const SLOT_REEL_COUNT = 5;
export const SLOT_ROW_COUNT = 3;
