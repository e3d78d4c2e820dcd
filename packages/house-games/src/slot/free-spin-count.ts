import { runPay, type TSlotGame } from './slot-game.ts';

/**
 * The expected number of free spins a round plays when it starts with `initial` of them, each free
 * spin retriggering by the scatter counts of `freeScatters` (index = count), all capped at
 * game.maxFreeSpins. Exact, cap included: the state (spins played, spins awarded) has at most
 * (cap + 1)² values, so the expectation is a small dynamic programme rather than a bound.
 */
export function expectedFreeSpins(game: TSlotGame, initial: number, freeScatters: readonly number[]): number {
  const cap = game.maxFreeSpins;
  const awards = new Map<number, number>();
  freeScatters.forEach((p, count) => {
    const award = runPay(game.freeSpinAwards, count);
    awards.set(award, (awards.get(award) ?? 0) + p);
  });
  const memo = new Map<string, number>();
  const expected = (played: number, awarded: number): number => {
    if (played >= awarded) return awarded;
    const key = `${played}/${awarded}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let sum = 0;
    for (const [award, p] of awards) sum += p * expected(played + 1, Math.min(cap, awarded + award));
    memo.set(key, sum);
    return sum;
  };
  return expected(0, Math.min(cap, initial));
}
