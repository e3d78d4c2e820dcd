import { describe, expect, it } from 'vitest';
import { parseCards } from './cards.ts';
import { compareHands, evaluateHand, type THandCategory } from './evaluate.ts';

const evaluate = (names: string) => evaluateHand(parseCards(names));
const compare = (a: string, b: string) => compareHands(parseCards(a), parseCards(b));

describe('evaluateHand', () => {
  const worked: [string, THandCategory, number[]][] = [
    ['As Ks Qs Js Ts 2d 3c', 'STRAIGHT_FLUSH', [12]],
    ['Ah 2h 3h 4h 5h Kc Kd', 'STRAIGHT_FLUSH', [3]],
    ['9c 9d 9h 9s Ac Kd 2h', 'FOUR_OF_A_KIND', [7, 12]],
    ['Kc Kd Kh 7s 7c 7d 2h', 'FULL_HOUSE', [11, 5]],
    ['Qc Qd Qh 3s 3c 5d 5h', 'FULL_HOUSE', [10, 3]],
    ['2h 7h 9h Jh Kh Ah 3c', 'FLUSH', [12, 11, 9, 7, 5]],
    ['Tc 9d 8h 7s 6c 2d 2h', 'STRAIGHT', [8]],
    ['Ac 2d 3h 4s 5c Kd Qh', 'STRAIGHT', [3]],
    ['Ac Kd Qh Js Tc 2d 2h', 'STRAIGHT', [12]],
    ['7c 7d 7h As Kc 4d 2h', 'THREE_OF_A_KIND', [5, 12, 11]],
    ['Jc Jd 4h 4s 2c 2d Ah', 'TWO_PAIR', [9, 2, 12]],
    ['Tc Td 5h 8s Kc 3d 2h', 'PAIR', [8, 11, 6, 3]],
    ['Ac Qd 9h 7s 5c 3d 2h', 'HIGH_CARD', [12, 10, 7, 5, 3]],
    ['Ac Qd 9h 7s 5c', 'HIGH_CARD', [12, 10, 7, 5, 3]],
  ];

  it.each(worked)('reads %s as %s with deciding ranks %j', (names, category, ranks) => {
    expect(evaluate(names)).toMatchObject({ category, ranks });
  });

  it('refuses fewer than 5 or more than 7 cards, or a card twice', () => {
    expect(() => evaluate('As Ks Qs Js')).toThrow(RangeError);
    expect(() => evaluate('As Ks Qs Js Ts 9s 8s 7s')).toThrow(RangeError);
    expect(() => evaluate('As As Qs Js Ts')).toThrow(RangeError);
  });
});

describe('compareHands', () => {
  const duels: [string, string, number][] = [
    // categories
    ['2c 3d 4h 5s 7c 9d Jh', '2c 2d 4h 5s 7c 9d Jh', -1],
    ['Ah 2h 3h 4h 5h', '9c 9d 9h 9s Ac', 1],
    ['2h 3h 4h 5h 6h', 'Ah 2h 3h 4h 5h', 1],
    ['Ac 2d 3h 4s 5c', '2c 3d 4h 5s 6c', -1],
    ['Ac 2d 3h 4s 5c', 'Ac Ad Ah Ks Qc', 1],
    ['2h 7h 9h Jh Kh', 'Ac Kd Qh Js Tc', 1],
    // kickers
    ['Ac Ad Kh 8s 3c', 'Ah As Qh Js Tc', 1],
    ['Ac Ad Kh 8s 3c', 'Ah As Kc 8d 2c', 1],
    ['Jc Jd 4h 4s Ac', 'Jh Js 4c 4d Kc', 1],
    ['Jc Jd 4h 4s 2c', 'Th Ts 9c 9d Kc', 1],
    ['9c 9d 9h 9s 2c', '9c 9d 9h 9s Ac', -1],
    ['Kc Kd Kh 2s 2c', 'Qc Qd Qh As Ac', 1],
    ['Ah Kh 9h 7h 3h', 'Ac Kc 9c 7c 2c', 1],
    // ties: the board plays, or the same ranks in other suits
    ['Ac Kd Qh Js Tc 2d 3d', 'Ac Kd Qh Js Tc 4h 5h', 0],
    ['Ac Ad Kh 8s 3c', 'Ah As Kc 8d 3d', 0],
    ['7c 7d 7h 7s Ac 2d', '7c 7d 7h 7s Ad 3d', 0],
    // the fifth kicker counts, the sixth and seventh card never
    ['Ac Qd 9h 7s 5c 3d 2h', 'Ah Qc 9d 7c 4d 3c 2c', 1],
    ['Ac Qd 9h 7s 5c 4d 2h', 'Ah Qc 9d 7c 5d 3c 2c', 0],
  ];

  it.each(duels)('%s against %s gives %i', (a, b, expected) => {
    expect(compare(a, b)).toBe(expected);
    expect(compare(b, a)).toBe(-expected || 0);
  });
});

describe('compareHands on kickers beyond the five', () => {
  it('ignores the third kicker of trips and the fourth of a pair', () => {
    expect(compare('7c 7d 7h As Kc 4d 2h', '7c 7d 7h Ad Kh 3d 2c')).toBe(0);
    expect(compare('Tc Td Ah Ks Qc 4d 2h', 'Th Ts Ac Kd Qh 3d 2c')).toBe(0);
    expect(compare('Tc Td Ah Ks Qc 4d 2h', 'Th Ts Ac Kd Jh 9d 8c')).toBe(1);
  });
});

describe('evaluateHand, the kickers and suits that do not count', () => {
  it('plays the best card beside quads, trips and two pairs as the kicker, never one of the set', () => {
    expect(compare('As Ah Ad Ac Kd', 'As Ah Ad Ac Qd')).toBe(1);
    expect(compare('Kc Kd Kh Qs 2d', 'Kc Kd Kh Qs 3d')).toBe(-1);
    expect(compare('Kc Kd 9h 9s 2d', 'Kc Kd 9h 9s 3d')).toBe(-1);
  });

  it('reads four cards of one suit as no flush, whichever the suit', () => {
    for (const suit of ['c', 'd', 'h', 's'])
      expect(
        evaluate(`2${suit} 5${suit} 9${suit} J${suit} Kx`.replace('x', suit === 'c' ? 'd' : 'c')),
        suit,
      ).toEqual(evaluate('2c 5d 9h Js Kc'));
  });

  it('says why it refuses a hand', () => {
    expect(() => evaluate('2c 5d 9h Js')).toThrow(new RangeError('a hand is 5 to 7 cards, got 4'));
    expect(() => evaluate('2c 5d 9h Js Kc Ac 3d 4d')).toThrow(
      new RangeError('a hand is 5 to 7 cards, got 8'),
    );
    expect(() => evaluate('2c 5d 9h Js 2c')).toThrow(
      new RangeError('a hand cannot hold the same card twice'),
    );
  });
});
