import { rankOf, suitOf, type TCard } from './cards.ts';

/** Hand categories from worst to best; a category's index is the leading digit of its value. */
export const HAND_CATEGORIES = [
  'HIGH_CARD',
  'PAIR',
  'TWO_PAIR',
  'THREE_OF_A_KIND',
  'STRAIGHT',
  'FLUSH',
  'FULL_HOUSE',
  'FOUR_OF_A_KIND',
  'STRAIGHT_FLUSH',
] as const;
export type THandCategory = (typeof HAND_CATEGORIES)[number];

/**
 * The best five-card hand among five to seven cards. `value` orders hands: a greater value wins and
 * equal values split. It is the category index followed by five ranks in base 16 (most significant
 * first: the ranks that decide, then the kickers), so comparing values compares hands as the rules do.
 */
export type THandValue = { category: THandCategory; value: number; ranks: number[] };

const ACE = 12;

/** Category and deciding ranks packed into one comparable whole number. */
function packed(category: number, ranks: readonly number[]): THandValue {
  const five = [...ranks, 0, 0, 0, 0, 0].slice(0, 5);
  const value = five.reduce((sum, rank) => sum * 16 + rank, category);
  return { category: HAND_CATEGORIES[category]!, value, ranks: ranks.slice(0, 5) };
}

/** The top rank of the highest straight in a set of ranks (3 for the wheel A-2-3-4-5), or -1. */
function straightTop(present: readonly boolean[]): number {
  for (let top = ACE; top >= 4; top--) {
    let run = true;
    for (let r = top; r > top - 5 && run; r--) run = present[r]!;
    if (run) return top;
  }
  // the wheel: the ace plays low under 2-3-4-5
  return present[ACE] && present[0] && present[1] && present[2] && present[3] ? 3 : -1;
}

/** Presence by rank of the given cards. */
function ranksPresent(cards: readonly TCard[]): boolean[] {
  const present = new Array<boolean>(13).fill(false);
  for (const card of cards) present[rankOf(card)] = true;
  return present;
}

/**
 * Evaluates the best five of 5–7 distinct cards. The order of the cards never matters: it reads only
 * the count of each rank and each suit.
 */
export function evaluateHand(cards: readonly TCard[]): THandValue {
  if (cards.length < 5 || cards.length > 7)
    throw new RangeError(`a hand is 5 to 7 cards, got ${cards.length}`);
  if (new Set(cards).size !== cards.length) throw new RangeError('a hand cannot hold the same card twice');
  const bySuit: TCard[][] = [[], [], [], []];
  for (const card of cards) bySuit[suitOf(card)]!.push(card);
  const flush = bySuit.find((suited) => suited.length >= 5);
  if (flush) {
    const top = straightTop(ranksPresent(flush));
    if (top >= 0) return packed(8, [top]);
  }
  const counts = new Array<number>(13).fill(0);
  for (const card of cards) counts[rankOf(card)]!++;
  // ranks high to low, grouped: quads first, then trips, then pairs, then singles
  const desc = [...counts.keys()].reverse();
  const withCount = (n: number) => desc.filter((rank) => counts[rank] === n);
  const quads = withCount(4);
  const trips = withCount(3);
  const pairs = withCount(2);
  const kickers = (used: number[]) => desc.filter((rank) => counts[rank]! > 0 && !used.includes(rank));
  if (quads.length > 0) return packed(7, [quads[0]!, kickers([quads[0]!])[0]!]);
  // a second set of trips plays as the pair of a full house
  const fullPair = [...trips.slice(1), ...pairs].sort((a, b) => b - a)[0];
  if (trips.length > 0 && fullPair !== undefined) return packed(6, [trips[0]!, fullPair]);
  if (flush)
    return packed(
      5,
      flush.map(rankOf).sort((a, b) => b - a),
    );
  const top = straightTop(ranksPresent(cards));
  if (top >= 0) return packed(4, [top]);
  if (trips.length > 0) return packed(3, [trips[0]!, ...kickers([trips[0]!]).slice(0, 2)]);
  if (pairs.length >= 2) {
    const [high, low] = [pairs[0]!, pairs[1]!];
    return packed(2, [high, low, kickers([high, low])[0]!]);
  }
  if (pairs.length === 1) return packed(1, [pairs[0]!, ...kickers([pairs[0]!]).slice(0, 3)]);
  return packed(0, kickers([]));
}

/** Compares two hands of 5–7 cards: positive when a wins, negative when b wins, 0 for a split. */
export function compareHands(a: readonly TCard[], b: readonly TCard[]): number {
  return Math.sign(evaluateHand(a).value - evaluateHand(b).value);
}
