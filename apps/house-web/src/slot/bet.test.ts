import { describe, expect, it } from 'vitest';
import { betBounds, canAfford, initialBet, nearestLevelIndex, stepBet } from './bet.ts';

const levels = [0.2, 0.4, 1, 2, 5];

describe('bet stepping', () => {
  it('steps through the levels and stays at the ends', () => {
    expect(stepBet(levels, 0.4, 1)).toBe(1);
    expect(stepBet(levels, 0.4, -1)).toBe(0.2);
    expect(stepBet(levels, 0.2, -1)).toBe(0.2);
    expect(stepBet(levels, 5, 1)).toBe(5);
    expect(stepBet([], 3, 1)).toBe(3);
  });

  it('snaps a bet that is not a level to the nearest one first', () => {
    expect(nearestLevelIndex(levels, 0.9)).toBe(2);
    expect(stepBet(levels, 0.9, 1)).toBe(2);
    expect(stepBet(levels, 100, -1)).toBe(2);
  });

  it('knows when − and + can move', () => {
    expect(betBounds(levels, 0.2)).toEqual({ canDown: false, canUp: true });
    expect(betBounds(levels, 1)).toEqual({ canDown: true, canUp: true });
    expect(betBounds(levels, 5)).toEqual({ canDown: true, canUp: false });
    expect(betBounds([], 1)).toEqual({ canDown: false, canUp: false });
  });

  it('starts at a remembered level, else a sensible one', () => {
    expect(initialBet(levels, 1000, 2)).toBe(2);
    expect(initialBet(levels, 1000, 3)).toBe(0.4);
    expect(initialBet(levels, 1, null)).toBe(0.2);
    expect(initialBet([], 1, null)).toBe(0);
  });

  it('checks the balance covers the bet despite float sums', () => {
    expect(canAfford(0.1 + 0.2, 0.3)).toBe(true);
    expect(canAfford(0.19, 0.2)).toBe(false);
  });
});
