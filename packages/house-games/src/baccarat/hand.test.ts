import { describe, expect, it } from 'vitest';
import { cardsOf } from './cards.test-data.ts';
import { burnCount, handTotal, pointValue } from './cards.ts';
import { playHandFrom } from './hand.ts';

describe('card values', () => {
  it('counts ace 1, 2–9 at face, ten and pictures 0, and totals mod 10', () => {
    expect(cardsOf('AS 2H 9D TC JS QH KD').map(pointValue)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(handTotal(cardsOf('9S 8H'))).toBe(7);
    expect(handTotal(cardsOf('KS 5H 7D'))).toBe(2);
  });

  it('burns ace 1, 2–9 at face and 10 for ten and pictures', () => {
    expect(cardsOf('AS 7H TD KC').map(burnCount)).toEqual([1, 7, 10, 10]);
  });
});

/** Worked hands: cards in dealing order (P B P B, then third cards), and what the table shows. */
const HANDS: [cards: string, player: string, banker: string, totals: [number, number], winner: string][] = [
  ['9S KH 9D 2C 5S 5H', '9S 9D', 'KH 2C', [8, 2], 'PLAYER'], // player natural 8: no one draws
  ['2S 4H 3D 4C 5S 5H', '2S 3D', '4H 4C', [5, 8], 'BANKER'], // banker natural: the player's 5 draws nothing
  ['3S 2H 3D 4C 7S 9H', '3S 3D', '2H 4C', [6, 6], 'TIE'], // player stands on 6, so banker stands on 6
  ['KS 2H 4D 3C 8S 9H', 'KS 4D 8S', '2H 3C', [2, 5], 'BANKER'], // banker 5 stands on a player third 8
  ['AS 2H 4D 2C 2S 9H', 'AS 4D 2S', '2H 2C 9H', [7, 3], 'PLAYER'], // banker 4 draws on a player third 2
  ['AS 3H 4D KC 8S 9H', 'AS 4D 8S', '3H KC', [3, 3], 'TIE'], // banker 3 stands on a player third 8
  ['TS 3H 4D 3C 2S 9H', 'TS 4D 2S', '3H 3C', [6, 6], 'TIE'], // banker 6 stands on a player third 2
  ['TS 6H 4D KC 6S 2H', 'TS 4D 6S', '6H KC 2H', [0, 8], 'BANKER'], // banker 6 draws on a player third 6
  ['TS 5H 4D KC 4S 3H', 'TS 4D 4S', '5H KC 3H', [8, 8], 'TIE'], // banker 5 draws on a player third 4
  ['7S 5H QD KC 3S 9H', '7S QD', '5H KC 3S', [7, 8], 'BANKER'], // player stands on 7, banker draws on 5
];

describe('playHand', () => {
  it.each(HANDS)('deals %s as player %s, banker %s', (cards, player, banker, totals, winner) => {
    const { hand, used } = playHandFrom(cardsOf(cards));
    expect(hand.player).toEqual(cardsOf(player));
    expect(hand.banker).toEqual(cardsOf(banker));
    expect([hand.playerTotal, hand.bankerTotal]).toEqual(totals);
    expect(hand.winner).toBe(winner);
    expect(used).toBe(hand.player.length + hand.banker.length);
  });

  it('calls a pair on the first two cards of one rank, not of one value', () => {
    expect(playHandFrom(cardsOf('QS KH QD KC 5S 5H')).hand).toMatchObject({
      playerPair: true,
      bankerPair: true,
    });
    expect(playHandFrom(cardsOf('QS 4H KD 4C 2S')).hand).toMatchObject({
      playerPair: false,
      bankerPair: true,
    });
    // a pair made with the third card is no pair
    expect(playHandFrom(cardsOf('2S KH 3D QC 2H 5S')).hand).toMatchObject({
      playerPair: false,
      bankerPair: false,
    });
  });

  it('marks naturals and refuses to deal past the cards given', () => {
    expect(playHandFrom(cardsOf('9S KH 9D 2C')).hand.natural).toBe(true);
    expect(() => playHandFrom(cardsOf('2S 2H 3D'))).toThrow(
      new RangeError('a hand needs more than the 3 cards given'),
    );
  });
});
