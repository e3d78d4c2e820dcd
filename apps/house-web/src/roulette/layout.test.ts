import { describe, expect, it } from 'vitest';
import { findSelectionProblem } from '@openlobby/house-games/roulette';
import { COLUMNS, DOZENS, EVEN_MONEY, NUMBERS, isWinningSpot, splitsOf } from './layout.ts';

describe('the betting layout', () => {
  it('offers every split once, each a valid split for the engine', () => {
    const splits = [...NUMBERS].flatMap(splitsOf);
    const keys = new Set(splits.map((s) => s.numbers.join('-')));
    // 11 × 3 across streets, 12 × 2 within streets, and 0 with 1, 2 and 3
    expect(splits).toHaveLength(33 + 24 + 3);
    expect(keys.size).toBe(splits.length);
    for (const split of splits)
      expect(
        findSelectionProblem({ kind: 'SPLIT', numbers: split.numbers }),
        split.numbers.join('-'),
      ).toBeNull();
  });

  it('draws the split with the next street on the street edge and with the next number on the column edge', () => {
    expect(splitsOf(17)).toEqual([
      { edge: 'street', numbers: [17, 20] },
      { edge: 'column', numbers: [17, 18] },
    ]);
    expect(splitsOf(36)).toEqual([]);
    expect(splitsOf(2).map((s) => s.edge)).toEqual(['street', 'column', 'zero']);
  });

  it('lights the outside bets a number wins', () => {
    const won = [...DOZENS, ...COLUMNS, ...EVEN_MONEY].filter((spot) => isWinningSpot(spot, 17));
    expect(won).toEqual([
      { kind: 'DOZEN', index: 2 },
      { kind: 'COLUMN', index: 2 },
      { kind: 'LOW' },
      { kind: 'BLACK' },
      { kind: 'ODD' },
    ]);
    expect([...DOZENS, ...COLUMNS, ...EVEN_MONEY].filter((spot) => isWinningSpot(spot, 0))).toEqual([]);
  });
});
