import { hmacFloatStream, type TFloatSource, type THmac } from '../provably-fair.ts';
import { BACCARAT_SHOE_SIZE, burnCount, orderedShoe, type TCard } from './cards.ts';
import { playHand, type TBaccaratHand } from './hand.ts';

/** The cut card lies 14, 15 or 16 cards from the end of the shoe. */
export const BACCARAT_CUT_FROM_END_MIN = 14;
export const BACCARAT_CUT_FROM_END_MAX = 16;

/** Floats a shoe reads: 415 for the shuffle and 1 for the cut card, so exactly 52 HMAC blocks. */
export const BACCARAT_SHOE_FLOATS = BACCARAT_SHOE_SIZE;

/** HMAC blocks a shoe needs (8 floats each): precompute this many for floatsFromBlocks. */
export const BACCARAT_SHOE_BLOCKS = BACCARAT_SHOE_FLOATS / 8;

/**
 * A shoe in play. It is a value: dealing returns a new shoe and never changes this one, so a table
 * can keep every shoe state it showed. `next` is the index of the next card to deal; the cut card
 * sits just before `cards[cutIndex]`.
 */
export type TShoe = {
  readonly cards: readonly TCard[];
  readonly cutIndex: number;
  readonly next: number;
  /** The first card, shown, and the cards it burnt face down, in order. */
  readonly burnt: readonly TCard[];
};

/** floor(float × n), refusing a float outside [0, 1): the float is a 32-bit fraction, so this is exact. */
function indexOf(float: number, n: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError(`a float must lie in [0, 1), got ${float}`);
  return Math.floor(float * n);
}

/**
 * The shuffled shoe: Fisher–Yates over orderedShoe(), for i = 415 down to 1 take the next float f,
 * j = floor(f × (i + 1)) and swap cards i and j. It reads 415 floats.
 */
export function shuffleShoe(floats: TFloatSource): TCard[] {
  const cards = orderedShoe();
  for (let i = cards.length - 1; i > 0; i--) {
    const j = indexOf(floats.next(), i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

/**
 * Opens a shoe from the stream as a casino does: shuffle (floats 0…414), place the cut card
 * 14 + floor(f × 3) cards from the end (float 415), then turn the first card and burn as many cards
 * as its value (ace 1, 2–9 face, 10 and pictures 10). Dealing starts after the burnt cards.
 */
export function openShoe(floats: TFloatSource): TShoe {
  const cards = shuffleShoe(floats);
  const span = BACCARAT_CUT_FROM_END_MAX - BACCARAT_CUT_FROM_END_MIN + 1;
  const cutFromEnd = BACCARAT_CUT_FROM_END_MIN + indexOf(floats.next(), span);
  const first = cards[0]!;
  const burnt = cards.slice(0, 1 + burnCount(first));
  return { cards, cutIndex: cards.length - cutFromEnd, next: burnt.length, burnt };
}

/** Whether the cut card has come out: the hand in which it did was the shoe's last. */
export function isShoeOver(shoe: TShoe): boolean {
  return shoe.next >= shoe.cutIndex;
}

/**
 * Deals the next hand and returns it with the shoe after it. A hand may run past the cut card (it
 * is then finished, and the shoe is over); at most 6 cards are dealt and the cut card lies at least
 * 14 from the end, so a hand never runs out of cards. Throws once the shoe is over.
 */
export function dealShoeHand(shoe: TShoe): { hand: TBaccaratHand; shoe: TShoe } {
  if (isShoeOver(shoe)) throw new RangeError('the cut card is out: this shoe deals no more hands');
  let next = shoe.next;
  const hand = playHand(() => shoe.cards[next++]!);
  return { hand, shoe: { ...shoe, next } };
}

/** Every hand of one shoe, from opening to the cut card: what a live table deals from one seed. */
export function playShoe(floats: TFloatSource): { shoe: TShoe; hands: TBaccaratHand[] } {
  let shoe = openShoe(floats);
  const hands: TBaccaratHand[] = [];
  while (!isShoeOver(shoe)) {
    const dealt = dealShoeHand(shoe);
    hands.push(dealt.hand);
    shoe = dealt.shoe;
  }
  return { shoe, hands };
}

/** Recomputes a whole shoe from revealed seeds: one shoe per nonce, as a verifier (or the table) plays it. */
export function verifyBaccaratShoe(
  hmac: THmac,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): { shoe: TShoe; hands: TBaccaratHand[] } {
  return playShoe(hmacFloatStream(hmac, serverSeed, clientSeed, nonce));
}
