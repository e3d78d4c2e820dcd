import { NIUNIU_CATEGORIES, NIUNIU_MULTIPLIERS, categoryOfRanks } from './hand.ts';

/** C(n, k) for n, k ≤ 4 as CHOOSE[n * 5 + k], 0 when k > n: the suit choices within one rank. */
const CHOOSE = [1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 2, 1, 0, 0, 1, 3, 3, 1, 0, 1, 4, 6, 4, 1];
const choose = (n: number, k: number) => CHOOSE[n * 5 + k]!;

/** A rank multiset of five cards: the ranks (1…13) it holds and how many of each. */
type TRankSet = { counts: number[]; present: [rank: number, count: number][]; category: number };

/**
 * Every multiset of five Niu-Niu ranks with at most four of a rank (6,175 of them). A hand's category
 * depends only on its ranks, so counting multisets with their suit choices counts all hands exactly.
 */
function rankSets(): TRankSet[] {
  const sets: TRankSet[] = [];
  const counts = new Array<number>(14).fill(0);
  const walk = (rank: number, left: number) => {
    if (left === 0) {
      const ranks = counts.flatMap((count, r) => new Array<number>(count).fill(r));
      const present = counts.flatMap((count, r) => (count > 0 ? [[r, count] as [number, number]] : []));
      sets.push({
        counts: [...counts],
        present,
        category: NIUNIU_CATEGORIES.indexOf(categoryOfRanks(ranks)),
      });
      return;
    }
    if (rank > 13) return;
    for (let count = Math.min(4, left); count >= 0; count--) {
      counts[rank] = count;
      walk(rank + 1, left - count);
    }
    counts[rank] = 0;
  };
  walk(1, 5);
  return sets;
}

/** How many of the C(52, 5) = 2,598,960 five-card hands fall in each category, by category name. */
export function niuniuCategoryCounts(): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(NIUNIU_CATEGORIES.map((c) => [c, 0]));
  for (const set of rankSets()) {
    const ways = set.present.reduce((product, [, count]) => product * choose(4, count), 1);
    counts[NIUNIU_CATEGORIES[set.category]!]! += ways;
  }
  return counts;
}

/**
 * The exact joint count of (player category, banker category) over all ordered pairs of disjoint
 * hands from one deck: for each rank the player takes `a` of its 4 suits and the banker `b` of the
 * 4 − a left. The total is C(52, 5) × C(47, 5) = 3,986,646,103,440, exact in a double.
 */
export function niuniuJointCounts(): number[][] {
  const size = NIUNIU_CATEGORIES.length;
  const joint = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const sets = rankSets();
  // the count of (a, b) equals that of (b, a): count each unordered pair of rank sets once
  sets.forEach((a, i) => {
    const waysA = a.present.reduce((product, [, count]) => product * choose(4, count), 1);
    for (let j = i; j < sets.length; j++) {
      const b = sets[j]!;
      let ways = waysA;
      for (const [rank, count] of b.present) {
        ways *= choose(4 - a.counts[rank]!, count);
        if (ways === 0) break;
      }
      if (ways === 0) continue;
      joint[a.category]![b.category]! += ways;
      if (j !== i) joint[b.category]![a.category]! += ways;
    }
  });
  return joint;
}

/**
 * The expected multiplier a pairing pays (the winner's), E[M]. Categories are ordered and equal
 * categories pay the same, so the winner's multiplier is that of the higher category.
 */
export function exactNiuniuWinMultiplier(
  joint: readonly (readonly number[])[] = niuniuJointCounts(),
): number {
  const multipliers = NIUNIU_CATEGORIES.map((c) => NIUNIU_MULTIPLIERS[c]);
  let paid = 0;
  let pairs = 0;
  joint.forEach((row, a) =>
    row.forEach((count, b) => {
      paid += count * multipliers[Math.max(a, b)]!;
      pairs += count;
    }),
  );
  return paid / pairs;
}

/**
 * The return per unit of base bet to a player (and, the game being symmetric, to the banker per
 * pairing): the two hands are exchangeable, so before commission each side's expected net is 0 and
 * each wins half the pairings; the room takes commissionBps of each win, so the return is
 * 1 − (bps / 10,000) × E[M] / 2. Exact for base bets the commission divides (multiples of 20 at 5 %);
 * flooring the commission only raises the return for others.
 */
export function exactNiuniuRtp(commissionBps: number, winMultiplier = exactNiuniuWinMultiplier()): number {
  return 1 - ((commissionBps / 10_000) * winMultiplier) / 2;
}
