import { describe, expect, it } from 'vitest';
import {
  DECK_SIZE,
  SHUFFLE_FLOATS,
  cardName,
  parseCard,
  parseCards,
  rankOf,
  shuffleDeck,
  suitOf,
} from './cards.ts';
import { floatsForDeck } from './stacked-deck.test-data.ts';

/** A stream that returns the same float forever, counting reads. */
function constant(float: number) {
  const source = { reads: 0, next: () => (source.reads++, float) };
  return source;
}

describe('cards', () => {
  it('names the 52 cards by rank and suit and reads the names back', () => {
    expect([0, 1, 2, 3, 35, 51].map(cardName)).toEqual(['2c', '2d', '2h', '2s', 'Ts', 'As']);
    for (let card = 0; card < DECK_SIZE; card++) expect(parseCard(cardName(card))).toBe(card);
    expect([rankOf(parseCard('Kh')), suitOf(parseCard('Kh'))]).toEqual([11, 2]);
  });

  it('refuses a card that does not exist', () => {
    expect(() => cardName(52)).toThrow(RangeError);
    expect(() => parseCard('1s')).toThrow(RangeError);
    expect(() => parseCard('Ax')).toThrow(RangeError);
    expect(() => parseCard('Asx')).toThrow(new RangeError("no card named 'Asx'"));
    for (const card of [-1, 52, 1.5]) expect(() => cardName(card)).toThrow(new RangeError(`no card ${card}`));
  });

  it('reads names apart by any run of spaces, ignoring them at either end', () => {
    expect(parseCards('  As   Kd\t7h ')).toEqual([parseCard('As'), parseCard('Kd'), parseCard('7h')]);
  });
});

describe('shuffleDeck', () => {
  it('reads 51 floats and swaps position i with floor(f × (i + 1)), from the back', () => {
    // f = 0 always swaps i with 0: the deck rotates left by one, the deuce of clubs ends last
    const zeros = constant(0);
    const deck = shuffleDeck(zeros);
    expect(zeros.reads).toBe(SHUFFLE_FLOATS);
    expect(deck.slice(0, 3)).toEqual([1, 2, 3]);
    expect(deck.at(-1)).toBe(0);
    // f just below 1 swaps every i with itself: the deck stays in order
    expect(shuffleDeck(constant(1 - 2 ** -32))).toEqual(Array.from({ length: 52 }, (_, c) => c));
  });

  it('gives a permutation of the 52 cards, the same for the same stream', () => {
    const order = [...Array.from({ length: 52 }, (_, c) => (c * 7) % 52)];
    expect(shuffleDeck(floatsForDeck(order))).toEqual(order);
    expect(new Set(shuffleDeck(floatsForDeck(order))).size).toBe(52);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => shuffleDeck(constant(1))).toThrow(RangeError);
    expect(() => shuffleDeck(constant(-0.5))).toThrow(new RangeError('a float must lie in [0, 1), got -0.5'));
  });
});
