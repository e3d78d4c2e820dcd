import { describe, expect, it } from 'vitest';
import { maskAccount } from './rank-list.ts';
import { livePlayers } from './catalogue-rooms.ts';

describe('maskAccount', () => {
  it('shows the first two characters and the last one', () => {
    expect(maskAccount('player1')).toBe('pl***1');
    expect(maskAccount('abcd')).toBe('ab***d');
  });

  it('always hides something of a short account', () => {
    expect(maskAccount('abc')).toBe('a***');
    expect(maskAccount('a')).toBe('a***');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskAccount('玩家小明8')).toBe('玩家***8');
  });
});

describe('livePlayers', () => {
  const at = new Date('2026-11-21T12:00:00Z');

  it('is the same for the same room at the same moment and never negative', () => {
    expect(livePlayers('1:5:low', 0, at)).toBe(livePlayers('1:5:low', 0, at));
    for (let m = 0; m < 24 * 60; m += 37) {
      const n = livePlayers('1:5:high', 2, new Date(at.getTime() + m * 60_000));
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
    }
  });

  it('changes over the day in 5-minute steps', () => {
    const within = new Date(at.getTime() + 60_000);
    expect(livePlayers('1:5:low', 0, within)).toBe(livePlayers('1:5:low', 0, at));
    const seen = new Set(
      Array.from({ length: 48 }, (_, h) => livePlayers('1:5:low', 0, new Date(at.getTime() + h * 1_800_000))),
    );
    expect(seen.size).toBeGreaterThan(5);
  });
});
