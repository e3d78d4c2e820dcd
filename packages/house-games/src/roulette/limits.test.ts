import { describe, expect, it } from 'vitest';
import { ROULETTE_BET_KINDS } from './bets.ts';
import { findRouletteLimitProblems, type TRouletteLimits } from './limits.ts';

const LIMITS = Object.fromEntries(
  ROULETTE_BET_KINDS.map((kind) => [kind, { minMinor: 100, maxMinor: kind === 'STRAIGHT' ? 5_000 : 50_000 }]),
) as TRouletteLimits;

describe('findRouletteLimitProblems', () => {
  it('holds each position to its maximum, so straights on two numbers are apart', () => {
    expect(
      findRouletteLimitProblems(LIMITS, [
        { kind: 'STRAIGHT', numbers: [7], stakeMinor: 5_000 },
        { kind: 'STRAIGHT', numbers: [8], stakeMinor: 5_000 },
        { kind: 'RED', stakeMinor: 50_000 },
      ]),
    ).toEqual([]);
  });

  it('adds bets on one position, whatever the order of its numbers, and flags the one crossing the maximum', () => {
    expect(
      findRouletteLimitProblems(LIMITS, [
        { kind: 'SPLIT', numbers: [17, 20], stakeMinor: 30_000 },
        { kind: 'STRAIGHT', numbers: [7], stakeMinor: 99 },
        { kind: 'SPLIT', numbers: [20, 17], stakeMinor: 30_000 },
      ]),
    ).toEqual([
      { kind: 'STRAIGHT', code: 'BELOW_MIN', index: 1, limitMinor: 100 },
      { kind: 'SPLIT', code: 'ABOVE_MAX', index: 2, limitMinor: 50_000 },
    ]);
  });

  it('keeps dozens apart by index', () => {
    const dozens = ([1, 2, 3] as const).map((index) => ({
      kind: 'DOZEN' as const,
      index,
      stakeMinor: 50_000,
    }));
    expect(findRouletteLimitProblems(LIMITS, dozens)).toEqual([]);
    expect(findRouletteLimitProblems(LIMITS, [...dozens, dozens[0]!])).toEqual([
      { kind: 'DOZEN', code: 'ABOVE_MAX', index: 3, limitMinor: 50_000 },
    ]);
  });
});
