/** Suits in the order a fresh deck lays them out: spades, hearts, diamonds, clubs. */
export const BACCARAT_SUITS = ['S', 'H', 'D', 'C'] as const;

export type TSuit = (typeof BACCARAT_SUITS)[number];

/** A card's rank: 1 = ace, 2–10 as printed, 11 = jack, 12 = queen, 13 = king. */
export type TRank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export type TCard = { rank: TRank; suit: TSuit };

/** Decks in a Punto Banco shoe. */
export const BACCARAT_DECKS = 8;

/** Cards in the shoe: 8 × 52. */
export const BACCARAT_SHOE_SIZE = BACCARAT_DECKS * 52;

/** A card's point value in a hand: ace 1, 2–9 their face, 10 and the pictures 0. */
export function pointValue(card: TCard): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** A hand's total: the sum of its point values mod 10. */
export function handTotal(cards: readonly TCard[]): number {
  return cards.reduce((sum, card) => sum + pointValue(card), 0) % 10;
}

/** How many cards the first card of a shoe burns: its face value, with 10 and the pictures counting 10. */
export function burnCount(card: TCard): number {
  return Math.min(card.rank, 10);
}

/**
 * The unshuffled shoe, the order the Fisher–Yates shuffle starts from: deck 1 then deck 2 … deck 8,
 * each deck spades, hearts, diamonds, clubs, each suit ace to king. Index i is deck ⌊i / 52⌋, suit
 * ⌊(i mod 52) / 13⌋, rank (i mod 13) + 1; a verifier rebuilds it from this rule alone.
 */
export function orderedShoe(): TCard[] {
  return Array.from({ length: BACCARAT_SHOE_SIZE }, (_, i) => ({
    rank: ((i % 13) + 1) as TRank,
    suit: BACCARAT_SUITS[Math.floor((i % 52) / 13)]!,
  }));
}
