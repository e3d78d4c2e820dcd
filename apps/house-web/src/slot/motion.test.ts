import { describe, expect, it } from 'vitest';
import { anticipationReels, awardFor, bounceOffset, rollDuration, rollValue } from './motion.ts';

describe('win counter', () => {
  it('rolls from the start to the end and never past it', () => {
    expect(rollValue(0, 10, 0, 1000, 2)).toBe(0);
    expect(rollValue(0, 10, 1000, 1000, 2)).toBe(10);
    expect(rollValue(0, 10, 5000, 1000, 2)).toBe(10);
    const mid = rollValue(0, 10, 500, 1000, 2);
    expect(mid).toBeGreaterThan(5);
    expect(mid).toBeLessThan(10);
    expect(Math.round(mid * 100)).toBe(mid * 100);
  });

  it('rolls longer for bigger wins, shorter under reduced motion', () => {
    expect(rollDuration(0, 1, false)).toBe(0);
    expect(rollDuration(50, 1, false)).toBeGreaterThan(rollDuration(2, 1, false));
    expect(rollDuration(500, 1, true)).toBeLessThanOrEqual(800);
  });
});

describe('free spins and reels', () => {
  it('awards free spins for 3, 4 and 5+ scatters', () => {
    const awards = [10, 12, 15] as const;
    expect(awardFor(2, awards)).toBe(0);
    expect(awardFor(3, awards)).toBe(10);
    expect(awardFor(5, awards)).toBe(15);
    expect(awardFor(6, awards)).toBe(15);
  });

  it('teases the reels after two scatters have landed', () => {
    const grid = [
      ['scatter', 'a', 'b'],
      ['a', 'b', 'c'],
      ['a', 'scatter', 'c'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ];
    expect(anticipationReels(grid, 'scatter')).toEqual([false, false, false, true, true]);
  });

  it('bounces below the stop and back to rest', () => {
    expect(bounceOffset(0, 0.1)).toBe(0);
    expect(bounceOffset(1, 0.1)).toBe(0);
    expect(bounceOffset(0.5, 0.1)).toBeGreaterThan(0);
  });
});
