import { describe, expect, it } from 'vitest';
import { cardFace, quickBets, seatPlaces, turnLeft } from './layout.ts';

describe('the Hold’em table layout', () => {
  it('puts the viewer’s seat at the bottom centre and the others round the oval clockwise', () => {
    const six = seatPlaces(6, 3);
    expect(six[3]).toEqual({ x: 50, y: 90 });
    // the seat after the viewer's is to their left, the one opposite at the top
    expect(six[4]!.x).toBeLessThan(50);
    expect(six[0]).toEqual({ x: 50, y: 10 });
    expect(seatPlaces(2, null)).toEqual([
      { x: 50, y: 90 },
      { x: 50, y: 10 },
    ]);
  });

  it('offers the least raise, half the pot, the pot and all in, within the allowed range and without repeats', () => {
    // facing a bet of 2 with 1 in: call 1, pot 3 → pot after call 4
    expect(quickBets({ minTo: 4, maxTo: 100, call: 1 }, 3, 1)).toEqual([
      { key: 'min', to: 4 },
      { key: 'pot', to: 6 },
      { key: 'max', to: 100 },
    ]);
    expect(quickBets({ minTo: 2, maxTo: 50, call: 0 }, 10, 0)).toEqual([
      { key: 'min', to: 2 },
      { key: 'half', to: 5 },
      { key: 'pot', to: 10 },
      { key: 'max', to: 50 },
    ]);
    expect(quickBets({ minTo: 8, maxTo: 8, call: 0 }, 10, 0)).toEqual([{ key: 'min', to: 8 }]);
    expect(quickBets({ minTo: null, maxTo: null, call: 3 }, 10, 0)).toEqual([]);
  });

  it('reads a card’s rank, suit and colour from its name', () => {
    expect(cardFace('Td')).toEqual({ rank: '10', suit: 'd', symbol: '♦', red: true, name: 'Td' });
    expect(cardFace('As')).toMatchObject({ rank: 'A', symbol: '♠', red: false });
    expect(cardFace('2c')).toMatchObject({ rank: '2', red: false });
  });

  it('counts the turn clock down to zero and says how much of the turn is gone', () => {
    const end = '2026-12-04T12:00:20.000Z';
    expect(turnLeft(end, 20, Date.parse('2026-12-04T12:00:05.000Z'))).toEqual({ seconds: 15, gone: 0.25 });
    expect(turnLeft(end, 20, Date.parse('2026-12-04T12:00:30.000Z'))).toEqual({ seconds: 0, gone: 1 });
    expect(turnLeft(null, 20, 0)).toBeNull();
  });
});
