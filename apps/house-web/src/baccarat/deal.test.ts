import { describe, expect, it } from 'vitest';
import { cardFace, dealPlan } from './deal.ts';

describe('dealPlan', () => {
  it('deals player, banker, player, banker, then the third cards, with the total after each card', () => {
    const plan = dealPlan({
      player: [
        { rank: 2, suit: 'S' },
        { rank: 3, suit: 'H' },
        { rank: 13, suit: 'D' },
      ],
      banker: [
        { rank: 9, suit: 'C' },
        { rank: 8, suit: 'S' },
        { rank: 4, suit: 'H' },
      ],
    });
    expect(plan.map((s) => `${s.side}${s.slot}:${s.total}`)).toEqual([
      'player0:2',
      'banker0:9',
      'player1:5',
      'banker1:7',
      'player2:5',
      'banker2:1',
    ]);
  });

  it('skips a third card nobody drew', () => {
    const plan = dealPlan({
      player: [
        { rank: 1, suit: 'S' },
        { rank: 7, suit: 'H' },
      ],
      banker: [
        { rank: 10, suit: 'C' },
        { rank: 5, suit: 'S' },
        { rank: 2, suit: 'D' },
      ],
    });
    expect(plan.map((s) => `${s.side}${s.slot}`)).toEqual([
      'player0',
      'banker0',
      'player1',
      'banker1',
      'banker2',
    ]);
    expect(plan.at(-1)?.total).toBe(7);
  });

  it('prints a card as its corner shows it', () => {
    expect(cardFace({ rank: 12, suit: 'H' })).toEqual({ rank: 'Q', suit: '♥', red: true });
    expect(cardFace({ rank: 1, suit: 'C' })).toEqual({ rank: 'A', suit: '♣', red: false });
  });
});
