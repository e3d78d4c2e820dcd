/** Keno's ticket rules as the page applies them, before the server checks them again. Pure. */
import { KENO_BOARD } from '@openlobby/contracts';

/** Picks with `n` toggled: removed when picked, added while the ticket has room, else unchanged. */
export function togglePick(picks: readonly number[], n: number, max: number = KENO_BOARD.maxPicks): number[] {
  if (picks.includes(n)) return picks.filter((p) => p !== n);
  if (picks.length >= max || !Number.isInteger(n) || n < 1 || n > KENO_BOARD.numbers) return [...picks];
  return [...picks, n];
}

/** `count` distinct numbers of 1…80, in ascending order, from `random` (uniform on [0, 1)). */
export function quickPick(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: KENO_BOARD.numbers }, (_, i) => i + 1);
  const want = Math.max(1, Math.min(KENO_BOARD.maxPicks, Math.trunc(count)));
  for (let i = 0; i < want; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, want).sort((a, b) => a - b);
}

/** The paying lines of a pick count's paytable row, most hits first: what the side panel lists. */
export function payingLines(
  paytable: Readonly<Record<string, readonly number[]>>,
  picks: number,
): { hits: number; multiplier: number }[] {
  const row = paytable[String(picks)] ?? [];
  return row
    .map((multiplier, hits) => ({ hits, multiplier }))
    .filter((line) => line.multiplier > 0)
    .reverse();
}

/** The draw as the page reveals it, ball by ball: whether each hit a pick and the hits so far. */
export function drawSteps(drawn: readonly number[], picks: readonly number[]) {
  const picked = new Set(picks);
  let hits = 0;
  return drawn.map((ball) => {
    const hit = picked.has(ball);
    if (hit) hits++;
    return { ball, hit, hits };
  });
}

/** The board's row and column of a number (8 rows of 10): 1 is (0, 0), 80 is (7, 9). */
export function cellOf(n: number): { row: number; col: number } {
  return { row: Math.floor((n - 1) / 10), col: (n - 1) % 10 };
}
