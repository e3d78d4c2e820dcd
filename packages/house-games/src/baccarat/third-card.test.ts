import { describe, expect, it } from 'vitest';
import { bankerDraws, isNatural, playerDraws } from './third-card.ts';

/**
 * The standard Punto Banco banker table, as printed on casino cards: one row per banker total 0–7,
 * one letter per player third card 0–9, then the column for a player who stood. D draws, S stands.
 */
const BANKER_TABLE: Record<number, string> = {
  0: 'DDDDDDDDDD D',
  1: 'DDDDDDDDDD D',
  2: 'DDDDDDDDDD D',
  3: 'DDDDDDDDSD D',
  4: 'SSDDDDDDSS D',
  5: 'SSSSDDDDSS D',
  6: 'SSSSSSDDSS S',
  7: 'SSSSSSSSSS S',
};

describe('the banker drawing table', () => {
  for (const [total, row] of Object.entries(BANKER_TABLE)) {
    it(`banker on ${total} follows "${row}"`, () => {
      const [drawn, stood] = row.split(' ') as [string, string];
      const actual = Array.from({ length: 10 }, (_, third) =>
        bankerDraws(Number(total), third) ? 'D' : 'S',
      ).join('');
      expect(actual).toBe(drawn);
      expect(bankerDraws(Number(total), null) ? 'D' : 'S').toBe(stood);
    });
  }
});

describe('bankerDraws', () => {
  it('answers false, not merely nothing, for a banker standing on 7 whatever the player drew', () => {
    for (const third of [null, 0, 5, 9]) expect(bankerDraws(7, third), String(third)).toBe(false);
    expect(bankerDraws(3, 8)).toBe(false);
  });
});

describe('the player and naturals', () => {
  it('draws on 0–5 and stands on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((t) => (playerDraws(t) ? 'D' : 'S')).join('')).toBe('DDDDDDSS');
  });

  it('calls 8 and 9 naturals, nothing below', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isNatural)).toEqual([8, 9]);
  });
});
