import { describe, expect, it } from 'vitest';
import { cellOf, drawSteps, payingLines, quickPick, togglePick } from './board.ts';

describe('keno ticket on the page', () => {
  it('adds a number while the ticket has room and removes a picked one', () => {
    expect(togglePick([3, 5], 7)).toEqual([3, 5, 7]);
    expect(togglePick([3, 5, 7], 5)).toEqual([3, 7]);
    const full = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(togglePick(full, 42)).toEqual(full);
    expect(togglePick(full, 4)).toHaveLength(9);
  });

  it('ignores numbers off the board', () => {
    expect(togglePick([], 0)).toEqual([]);
    expect(togglePick([], 81)).toEqual([]);
    expect(togglePick([], 2.5)).toEqual([]);
  });

  it('quick-picks distinct numbers of 1…80 in order, as many as asked (1–10)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const count of [1, 5, 10]) {
      const picks = quickPick(count, random);
      expect(picks).toHaveLength(count);
      expect(new Set(picks).size).toBe(count);
      expect(picks.every((n) => n >= 1 && n <= 80)).toBe(true);
      expect([...picks].sort((a, b) => a - b)).toEqual(picks);
    }
    expect(quickPick(99, random)).toHaveLength(10);
    expect(quickPick(1, () => 0.999999)).toHaveLength(1);
  });

  it('lists only the paying lines of the pick count, most hits first', () => {
    const paytable = { '3': [0, 0, 2.85, 40], '10': [1.5, 0, 0, 0, 1.8] };
    expect(payingLines(paytable, 3)).toEqual([
      { hits: 3, multiplier: 40 },
      { hits: 2, multiplier: 2.85 },
    ]);
    expect(payingLines(paytable, 10).at(-1)).toEqual({ hits: 0, multiplier: 1.5 });
    expect(payingLines(paytable, 4)).toEqual([]);
  });

  it('reveals the draw ball by ball with the hits counted so far', () => {
    expect(drawSteps([9, 4, 12, 5], [4, 5, 6])).toEqual([
      { ball: 9, hit: false, hits: 0 },
      { ball: 4, hit: true, hits: 1 },
      { ball: 12, hit: false, hits: 1 },
      { ball: 5, hit: true, hits: 2 },
    ]);
  });

  it('places 1…80 on 8 rows of 10', () => {
    expect(cellOf(1)).toEqual({ row: 0, col: 0 });
    expect(cellOf(10)).toEqual({ row: 0, col: 9 });
    expect(cellOf(11)).toEqual({ row: 1, col: 0 });
    expect(cellOf(80)).toEqual({ row: 7, col: 9 });
  });
});
