/**
 * How a Niu-Niu hand is shown, pure: which three cards make the bull (they sum to a multiple of 10,
 * A = 1, 10/J/Q/K = 10) and which two give the points, and the paytable's rows. The server decides
 * every hand's category; the page only arranges the cards the way the players read them.
 */
import { NIUNIU_HAND_CATEGORIES } from '@openlobby/contracts';
import { NIUNIU_MULTIPLIERS } from '@openlobby/house-games/niuniu';

export type TNiuniuCategoryName = (typeof NIUNIU_HAND_CATEGORIES)[number];

/** A card's points from its two-letter name: A = 1, 2–9 at face, T/J/Q/K = 10. */
export function cardPoints(name: string): number {
  const rank = name[0]!;
  if (rank === 'A') return 1;
  if ('TJQK'.includes(rank)) return 10;
  return Number(rank);
}

/**
 * Five cards split for showing: `bull` the three that sum to a multiple of 10 and `points` the
 * other two, in the order dealt; `bull` null (and `points` all five) when no three make a bull.
 * Any bull triple leaves the same points (total − triple ≡ total mod 10), so the first one found
 * in dealing order is shown. Fewer than five cards (the viewer's four while stakes are chosen)
 * are never split: the fifth card decides.
 */
export function splitBull(cards: readonly string[]): { bull: string[] | null; points: string[] } {
  if (cards.length !== 5) return { bull: null, points: [...cards] };
  const values = cards.map(cardPoints);
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++)
        if ((values[a]! + values[b]! + values[c]!) % 10 === 0)
          return {
            bull: [cards[a]!, cards[b]!, cards[c]!],
            points: cards.filter((_, i) => i !== a && i !== b && i !== c),
          };
  return { bull: null, points: [...cards] };
}

/**
 * The words of a category: its key, and for bull 1–9 the number it carries ("Bull {n}"), so one
 * sentence serves the nine.
 */
export function categoryWords(category: TNiuniuCategoryName): {
  key: 'bullN' | 'noBull' | 'niuNiu' | 'goldenBull' | 'bomb' | 'fiveSmall';
  n?: number;
} {
  const bull = /^BULL_(\d)$/.exec(category);
  if (bull) return { key: 'bullN', n: Number(bull[1]) };
  const keys = {
    NO_BULL: 'noBull',
    NIU_NIU: 'niuNiu',
    GOLDEN_BULL: 'goldenBull',
    BOMB: 'bomb',
    FIVE_SMALL: 'fiveSmall',
  } as const;
  return { key: keys[category as keyof typeof keys] };
}

export type TPaytableRow = { first: TNiuniuCategoryName; last: TNiuniuCategoryName; multiplier: number };

/**
 * The paytable from the engine's multipliers: consecutive categories that pay the same grouped
 * into one row, worst first (no bull – bull 6 ×1, bull 7–9 ×2, niu niu ×3, golden bull – bomb ×4,
 * five small ×5).
 */
export function paytableRows(): TPaytableRow[] {
  const rows: TPaytableRow[] = [];
  for (const category of NIUNIU_HAND_CATEGORIES) {
    const multiplier = NIUNIU_MULTIPLIERS[category];
    const last = rows.at(-1);
    if (last && last.multiplier === multiplier) last.last = category;
    else rows.push({ first: category, last: category, multiplier });
  }
  return rows;
}
