import { describe, expect, it } from 'vitest';
import { parseCards } from '../holdem/cards.ts';
import { cardStrength, evaluateNiuniu, niuRank, type TNiuniuCategory } from './hand.ts';

const read = (names: string) => evaluateNiuniu(parseCards(names));

describe('evaluateNiuniu', () => {
  const worked: [string, TNiuniuCategory, number][] = [
    ['2c 2d 4h 5s 9c', 'NO_BULL', 1],
    ['3c 3d 5h 9s Kc', 'NO_BULL', 1], // sums to 30, yet no three cards make a multiple of 10
    ['Kc Qd 3h 7s Ac', 'BULL_1', 1], // K Q + 3 7 A: 3 + 7 + K = 20, Q + A = 11
    ['Tc 4d 6h 3s 3c', 'BULL_6', 1], // T + 4 + 6 = 20, 3 + 3
    ['Jc Qd Kh 3s 4c', 'BULL_7', 2],
    ['2c 8d Th 4s 5c', 'BULL_9', 2], // 2 + 8 + T, 4 + 5
    ['Jc Qd Kh Ts 5c', 'BULL_5', 1],
    ['Jc Qd Kh Ts 9c', 'BULL_9', 2],
    ['Jc Qd Kh 3s 7c', 'NIU_NIU', 3],
    ['5c 5d Th Ks Qc', 'NIU_NIU', 3],
    ['Jc Jd Qh Ks Kc', 'GOLDEN_BULL', 4],
    ['Tc Jd Qh Ks Kc', 'NIU_NIU', 3], // a ten is no face card
    ['9c 9d 9h 9s Kc', 'BOMB', 4],
    ['Jc Jd Jh Js Qc', 'BOMB', 4], // four jacks are a bomb before a golden bull
    ['Ac 2d 2h 3s 2c', 'FIVE_SMALL', 5],
    ['Ac Ad Ah As 4c', 'FIVE_SMALL', 5], // five small before the bomb
    ['Ac Ad 3h 4s 4c', 'NO_BULL', 1], // all below 5 but summing 13: not five small, and no bull
    ['Ac 2d 3h 4s 5c', 'BULL_5', 1], // 5 is not small; 2 + 3 + 5 = 10, A + 4
  ];

  it.each(worked)('reads %s as %s paying ×%i', (names, category, multiplier) => {
    expect(read(names)).toMatchObject({ category, multiplier });
  });

  it('ranks A low and K high, then spades > hearts > clubs > diamonds', () => {
    expect(parseCards('Ac Tc Jc Qc Kc').map(niuRank)).toEqual([1, 10, 11, 12, 13]);
    const [d, c, h, s] = parseCards('Kd Kc Kh Ks').map(cardStrength);
    expect(d! < c! && c! < h! && h! < s!).toBe(true);
    expect(cardStrength(parseCards('Ks')[0]!)).toBeLessThan(64);
  });

  it('breaks a tie of category on the highest card, rank then suit', () => {
    // both bull 6
    expect(read('Kc 4d 6h 3s 3c').score).toBeGreaterThan(read('Qs 4c 6d 3h 3d').score);
    expect(read('Ks 4d 6h 3s 3c').score).toBeGreaterThan(read('Kh 4c 6d 2h 4h').score);
    expect(read('Kc 4d 6h 3s 3c').score).toBeLessThan(read('Jc Qd Kh 3s 7c').score);
  });

  it('refuses anything but five distinct cards', () => {
    expect(() => evaluateNiuniu(parseCards('Ac 2d 3h 4s'))).toThrow(RangeError);
    expect(() => evaluateNiuniu(parseCards('Ac Ac 3h 4s 5s'))).toThrow(RangeError);
    expect(() => evaluateNiuniu([0, 1, 2, 3, 52])).toThrow(RangeError);
    // six cards, five of them distinct
    expect(() => evaluateNiuniu(parseCards('Ac 2d 3h 4s 5c 5c'))).toThrow(
      new RangeError('a Niu-Niu hand is five distinct cards, got 6'),
    );
    for (const stranger of [-1, 52, 2.5])
      expect(() => evaluateNiuniu([0, 1, 2, 3, stranger]), `${stranger}`).toThrow(
        new RangeError('a card is a whole number 0…51'),
      );
  });

  it('names the hand’s highest card, wherever it lies', () => {
    expect(read('Kc Qd 3h 7s Ac').highCard).toBe(parseCards('Kc')[0]);
    expect(read('2c 8d Th 4s Ks').highCard).toBe(parseCards('Ks')[0]);
    expect(read('Ac 2d 2h 3s 2c').highCard).toBe(parseCards('3s')[0]);
  });
});
