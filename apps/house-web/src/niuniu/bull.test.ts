import { describe, expect, it } from 'vitest';
import { cardPoints, categoryWords, paytableRows, splitBull } from './bull.ts';

describe('the Niu-Niu hand as shown', () => {
  it('counts an ace as 1, a ten and the faces as 10, the rest at face', () => {
    expect(['As', '2d', '9c', 'Th', 'Js', 'Qd', 'Kc'].map(cardPoints)).toEqual([1, 2, 9, 10, 10, 10, 10]);
  });

  it('groups the three cards that sum to a multiple of 10 apart from the two that give the points', () => {
    // K + 7 + 3 = 20 makes the bull; Q + 7 = 17 gives bull 7
    expect(splitBull(['Kh', '7s', '3d', 'Qc', '7d'])).toEqual({
      bull: ['Kh', '7s', '3d'],
      points: ['Qc', '7d'],
    });
    // the triple need not be dealt together: 4 + 6 + 10 with the ace and the two between them
    expect(splitBull(['4c', 'As', '6d', '2h', 'Td'])).toEqual({
      bull: ['4c', '6d', 'Td'],
      points: ['As', '2h'],
    });
    // three faces are a bull of 30, and the two left sum to 10 or 20: niu niu
    expect(splitBull(['Jh', 'Qs', 'Kd', '5c', '5h'])).toEqual({
      bull: ['Jh', 'Qs', 'Kd'],
      points: ['5c', '5h'],
    });
  });

  it('leaves a hand without a bull whole, and never splits the four cards seen while staking', () => {
    // 2, 4, 1, 8, 6: no three of them sum to 10 or 20
    expect(splitBull(['2s', '4c', 'Ad', '8h', '6s'])).toEqual({
      bull: null,
      points: ['2s', '4c', 'Ad', '8h', '6s'],
    });
    // five small (A A 2 2 3) has no bull triple either: it is shown whole
    expect(splitBull(['As', 'Ad', '2c', '2h', '3s']).bull).toBeNull();
    // K 7 3 already sum to 20, yet the points need the fifth card: four are shown as dealt
    expect(splitBull(['Kh', '7s', '3d', 'Qc'])).toEqual({ bull: null, points: ['Kh', '7s', '3d', 'Qc'] });
  });

  it('names bull 1 to 9 with their number and every other category by its own words', () => {
    expect(categoryWords('BULL_1')).toEqual({ key: 'bullN', n: 1 });
    expect(categoryWords('BULL_9')).toEqual({ key: 'bullN', n: 9 });
    expect(categoryWords('NO_BULL')).toEqual({ key: 'noBull' });
    expect(categoryWords('NIU_NIU')).toEqual({ key: 'niuNiu' });
    expect(categoryWords('GOLDEN_BULL')).toEqual({ key: 'goldenBull' });
    expect(categoryWords('BOMB')).toEqual({ key: 'bomb' });
    expect(categoryWords('FIVE_SMALL')).toEqual({ key: 'fiveSmall' });
  });

  it('groups the paytable by what a hand pays, worst hand first', () => {
    expect(paytableRows()).toEqual([
      { first: 'NO_BULL', last: 'BULL_6', multiplier: 1 },
      { first: 'BULL_7', last: 'BULL_9', multiplier: 2 },
      { first: 'NIU_NIU', last: 'NIU_NIU', multiplier: 3 },
      { first: 'GOLDEN_BULL', last: 'BOMB', multiplier: 4 },
      { first: 'FIVE_SMALL', last: 'FIVE_SMALL', multiplier: 5 },
    ]);
  });
});
