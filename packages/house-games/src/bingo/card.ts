import type { TFloatSource } from '../provably-fair.ts';

/** Balls in the game, 1…75. */
export const BINGO_BALLS = 75;

/** The free centre square's index in a card's cells (row 2, column 2). */
export const BINGO_FREE_CELL = 12;

/** Floats one card reads: 5 for B, I, G and O and 4 for N (its centre is free). */
export const BINGO_CARD_FLOATS = 24;

/**
 * A 75-ball card: 25 cells row by row (cells[5 × row + column]); column c holds numbers of
 * 15c + 1 … 15c + 15 (B 1–15, I 16–30, N 31–45, G 46–60, O 61–75) and the free centre holds 0.
 */
export type TBingoCard = readonly number[];

/**
 * Deals one card from the stream, 24 floats: for each column B, I, N, G, O in turn, a partial
 * Fisher–Yates over pool = [15c + 1, …, 15c + 15]: for i = 0…k − 1 (k = 5, or 4 for N) read f, let
 * j = i + floor(f × (15 − i)), swap pool[i] and pool[j]; pool[0…k − 1] fill the column top to bottom,
 * N skipping the centre.
 */
export function dealBingoCard(floats: TFloatSource): number[] {
  const cells = new Array<number>(25).fill(0);
  for (let column = 0; column < 5; column++) {
    const pool = Array.from({ length: 15 }, (_, i) => 15 * column + i + 1);
    const rows = column === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    rows.forEach((row, i) => {
      const j = i + Math.floor(floats.next() * (15 - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      cells[5 * row + column] = pool[i]!;
    });
  }
  return cells;
}

/** Deals `count` cards one after another from the same stream (24 floats each). */
export function dealBingoCards(floats: TFloatSource, count: number): number[][] {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`a deal is of at least one whole card, got ${count}`);
  return Array.from({ length: count }, () => dealBingoCard(floats));
}

/** Throws unless the card is one dealBingoCard could give: 24 distinct numbers, each in its column. */
export function assertBingoCard(card: TBingoCard): void {
  const valid =
    card.length === 25 &&
    new Set(card).size === 25 &&
    card.every((n, cell) => {
      if (cell === BINGO_FREE_CELL) return n === 0;
      const column = cell % 5;
      return Number.isInteger(n) && n > 15 * column && n <= 15 * column + 15;
    });
  if (!valid) throw new RangeError(`not a 75-ball card: ${card.join(' ')}`);
}
