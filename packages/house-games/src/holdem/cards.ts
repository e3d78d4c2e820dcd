import type { TFloatSource } from '../provably-fair.ts';

/**
 * A card is a whole number 0…51: rank = floor(card / 4) with 0 = deuce … 8 = ten, 9 = jack, 10 = queen,
 * 11 = king, 12 = ace, and suit = card mod 4 with 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades.
 * Numbers keep states small and comparable; cardName gives the usual two-letter text ('As', 'Td').
 */
export type TCard = number;

export const DECK_SIZE = 52;
const RANK_CHARS = '23456789TJQKA';
const SUIT_CHARS = 'cdhs';

/** The rank 0 (deuce) … 12 (ace) of a card. */
export function rankOf(card: TCard): number {
  return card >> 2;
}

/** The suit 0 (clubs) … 3 (spades) of a card. */
export function suitOf(card: TCard): number {
  return card & 3;
}

/** The card's two-letter name: rank 2…9, T, J, Q, K, A and suit c, d, h, s. */
export function cardName(card: TCard): string {
  if (!Number.isInteger(card) || card < 0 || card >= DECK_SIZE) throw new RangeError(`no card ${card}`);
  return RANK_CHARS[rankOf(card)]! + SUIT_CHARS[suitOf(card)]!;
}

/** The card named by two letters, as cardName writes them ('As', 'Td', '2c'). */
export function parseCard(name: string): TCard {
  const rank = RANK_CHARS.indexOf(name[0] ?? '?');
  const suit = SUIT_CHARS.indexOf(name[1] ?? '?');
  if (name.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`no card named '${name}'`);
  return rank * 4 + suit;
}

/** Cards from space-separated names, for tables of worked hands: 'As Kd 7h'. */
export function parseCards(names: string): TCard[] {
  return names.trim().split(/\s+/).map(parseCard);
}

/**
 * The 52 cards in the order play deals them, position 0 first. Start from 0, 1, …, 51 (2c 2d 2h 2s 3c …
 * As) and run Fisher–Yates from the back: for i = 51 down to 1, take the next float f of the stream,
 * j = floor(f × (i + 1)), swap positions i and j. That reads exactly 51 floats; anyone holding the
 * seeds recomputes the same order, and from it every card of the round.
 */
export function shuffleDeck(floats: TFloatSource): TCard[] {
  const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
  for (let i = DECK_SIZE - 1; i > 0; i--) {
    const float = floats.next();
    if (!(float >= 0 && float < 1)) throw new RangeError(`a float must lie in [0, 1), got ${float}`);
    const j = Math.floor(float * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** Floats one shuffle reads: 51, so 7 HMAC blocks of 8 floats. */
export const SHUFFLE_FLOATS = DECK_SIZE - 1;
