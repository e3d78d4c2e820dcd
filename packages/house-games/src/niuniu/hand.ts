import { rankOf, suitOf, type TCard } from '../holdem/cards.ts';

/**
 * Niu-Niu categories from worst to best. A hand has a bull when three of its cards sum to a multiple
 * of 10 (A = 1, 2–10 at face, J/Q/K = 10); the bull is then the other two cards' sum mod 10, with 0
 * called niu niu. The specials rank above niu niu and are checked first, best first:
 * - FIVE_SMALL: every card below 5 (A–4) and the five sum to at most 10;
 * - BOMB: four cards of one rank;
 * - GOLDEN_BULL: all five are J, Q or K.
 */
export const NIUNIU_CATEGORIES = [
  'NO_BULL',
  'BULL_1',
  'BULL_2',
  'BULL_3',
  'BULL_4',
  'BULL_5',
  'BULL_6',
  'BULL_7',
  'BULL_8',
  'BULL_9',
  'NIU_NIU',
  'GOLDEN_BULL',
  'BOMB',
  'FIVE_SMALL',
] as const;
export type TNiuniuCategory = (typeof NIUNIU_CATEGORIES)[number];

/**
 * What a winning hand multiplies the base bet by: no bull and bull 1–6 ×1, bull 7–9 ×2, niu niu ×3,
 * golden bull and bomb ×4, five small ×5. The banker's liability per player is at most 5 × the base bet.
 */
export const NIUNIU_MULTIPLIERS: Readonly<Record<TNiuniuCategory, number>> = {
  NO_BULL: 1,
  BULL_1: 1,
  BULL_2: 1,
  BULL_3: 1,
  BULL_4: 1,
  BULL_5: 1,
  BULL_6: 1,
  BULL_7: 2,
  BULL_8: 2,
  BULL_9: 2,
  NIU_NIU: 3,
  GOLDEN_BULL: 4,
  BOMB: 4,
  FIVE_SMALL: 5,
};
export const NIUNIU_MAX_MULTIPLIER = 5;

/** A hand read: its category, multiplier, highest card, and a score where the greater hand wins. */
export type TNiuniuHand = {
  category: TNiuniuCategory;
  multiplier: number;
  highCard: TCard;
  score: number;
};

/** The Niu-Niu rank of a card: A = 1, 2…10, J = 11, Q = 12, K = 13. */
export function niuRank(card: TCard): number {
  const rank = rankOf(card);
  return rank === 12 ? 1 : rank + 2;
}

/** The card's strength when hands tie on category: rank (K high, A low), then spades > hearts > clubs > diamonds. */
export function cardStrength(card: TCard): number {
  const bySuit = [1, 0, 2, 3]; // clubs, diamonds, hearts, spades
  return niuRank(card) * 4 + bySuit[suitOf(card)]!;
}

/** The category of five Niu-Niu ranks (order free). Depends on ranks only: suits never make a bull. */
export function categoryOfRanks(ranks: readonly number[]): TNiuniuCategory {
  const points = ranks.map((rank) => Math.min(rank, 10));
  const total = points.reduce((a, b) => a + b, 0);
  if (ranks.every((rank) => rank < 5) && total <= 10) return 'FIVE_SMALL';
  if (ranks.some((rank) => ranks.filter((other) => other === rank).length === 4)) return 'BOMB';
  if (ranks.every((rank) => rank > 10)) return 'GOLDEN_BULL';
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++)
        // every bull triple leaves the same remainder: total − triple ≡ total (mod 10)
        if ((points[a]! + points[b]! + points[c]!) % 10 === 0)
          return total % 10 === 0 ? 'NIU_NIU' : NIUNIU_CATEGORIES[total % 10]!;
  return 'NO_BULL';
}

/** Reads five distinct cards as a Niu-Niu hand. */
export function evaluateNiuniu(cards: readonly TCard[]): TNiuniuHand {
  if (cards.length !== 5 || new Set(cards).size !== 5)
    throw new RangeError(`a Niu-Niu hand is five distinct cards, got ${cards.length}`);
  if (cards.some((card) => !Number.isInteger(card) || card < 0 || card > 51))
    throw new RangeError('a card is a whole number 0…51');
  const category = categoryOfRanks(cards.map(niuRank));
  const highCard = cards.reduce((best, card) => (cardStrength(card) > cardStrength(best) ? card : best));
  return {
    category,
    multiplier: NIUNIU_MULTIPLIERS[category],
    highCard,
    // category first, then the high card's strength (below 64): no two disjoint hands tie
    score: NIUNIU_CATEGORIES.indexOf(category) * 64 + cardStrength(highCard),
  };
}
