import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../provably-fair.ts';
import { BINGO_FREE_CELL, assertBingoCard, dealBingoCard, dealBingoCards } from './card.ts';
import { BINGO_DRAW_BLOCKS, assertBingoOrder, drawBingoOrder } from './draw.ts';

const zeros: TFloatSource = { next: () => 0 };
const counting = () => {
  let reads = 0;
  return { source: { next: () => (reads++, 0.5) } as TFloatSource, reads: () => reads };
};

describe('dealBingoCard', () => {
  it('deals the lowest numbers of each column top to bottom when every float is 0', () => {
    // prettier-ignore
    expect(dealBingoCard(zeros)).toEqual([
      1, 16, 31, 46, 61,
      2, 17, 32, 47, 62,
      3, 18, 0, 48, 63,
      4, 19, 33, 49, 64,
      5, 20, 34, 50, 65,
    ]);
  });

  it('recomputes a worked column: floats of 0.5 give B = 8, 9, 2, 10, 4', () => {
    // i = 0: j = 7 puts 8 first and 1 at 7; i = 1: j = 1 + 7 = 8 takes 9 and leaves 2 at 8;
    // i = 2: j = 2 + 6 = 8 takes 2; i = 3: j = 3 + 6 = 9 takes 10 and leaves 4 at 9; i = 4: j = 4 + 5 = 9 takes 4
    const card = dealBingoCard({ next: () => 0.5 });
    expect([0, 5, 10, 15, 20].map((cell) => card[cell])).toEqual([8, 9, 2, 10, 4]);
  });

  it('reads 24 floats a card and deals cards one after another', () => {
    const { source, reads } = counting();
    const cards = dealBingoCards(source, 3);
    expect(reads()).toBe(72);
    expect(cards).toHaveLength(3);
    cards.forEach((card) => expect(() => assertBingoCard(card)).not.toThrow());
    expect(() => dealBingoCards(zeros, 0)).toThrow(
      new RangeError('a deal is of at least one whole card, got 0'),
    );
    expect(() => dealBingoCards(zeros, 1.5)).toThrow(RangeError);
    expect(dealBingoCards(zeros, 1)).toEqual([dealBingoCard(zeros)]);
  });

  it('keeps the centre free', () => {
    expect(dealBingoCard({ next: () => 0.99 })[BINGO_FREE_CELL]).toBe(0);
  });
});

describe('assertBingoCard', () => {
  const good = dealBingoCard(zeros);
  it.each<[string, number[]]>([
    ['24 cells', good.slice(1)],
    ['a number in the wrong column', [16, ...good.slice(1)]],
    ['a repeated number', [2, ...good.slice(1)]],
    ['a number on the centre', good.map((n, i) => (i === BINGO_FREE_CELL ? 35 : n))],
    ['26 cells, the last repeating one', [...good, 1]],
    ['B and I swapped (16 under B, 1 under I)', [16, 1, ...good.slice(2)]],
    ['15, the top of B, under I', [1, 15, ...good.slice(2)]],
    ['76 under O', [...good.slice(0, 4), 76, ...good.slice(5)]],
    ['a fractional number', good.map((n, i) => (i === 5 ? 2.5 : n))],
  ])('refuses a card with %s', (_, card) => {
    expect(() => assertBingoCard(card)).toThrow(new RangeError(`not a 75-ball card: ${card.join(' ')}`));
  });

  it('takes the highest number of each column', () => {
    // 15, 30, 45, 60 and 75 on the bottom row
    const card = [...good.slice(0, 20), 15, 30, 45, 60, 75];
    expect(() => assertBingoCard(card)).not.toThrow();
  });
});

describe('drawBingoOrder', () => {
  it('keeps 1…75 in order when every float is 0, reading 74 floats in 10 blocks', () => {
    const { source, reads } = counting();
    expect(drawBingoOrder(zeros)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    drawBingoOrder(source);
    expect(reads()).toBe(74);
    expect(BINGO_DRAW_BLOCKS).toBe(10);
  });

  it('starts 38, 39, 2 for floats of 0.5: j = 37 (1 moves there), 1 + 37 = 38 (2 moves there), 2 + 36 = 38', () => {
    expect(drawBingoOrder({ next: () => 0.5 }).slice(0, 3)).toEqual([38, 39, 2]);
  });

  it('refuses an order that is not a permutation of 1…75', () => {
    const order = drawBingoOrder(zeros);
    expect(() => assertBingoOrder(order.slice(1))).toThrow(RangeError);
    expect(() => assertBingoOrder([2, ...order.slice(1)])).toThrow(RangeError);
    expect(() => assertBingoOrder(order)).not.toThrow();
    // 75 distinct numbers, but one of them is not a ball
    for (const stranger of [0, 76, 74.5])
      expect(() => assertBingoOrder([...order.slice(0, 74), stranger]), `${stranger}`).toThrow(
        new RangeError('a draw order holds each of the balls 1…75 once'),
      );
    expect(() => assertBingoOrder([...order, 1])).toThrow(RangeError);
  });
});
