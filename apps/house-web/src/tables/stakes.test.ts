import { describe, expect, it } from 'vitest';
import { amountsBySpot, chipProblem, chipsOf, limitProblem, spotKey, stakesOf, totalOf } from './stakes.ts';

const LIMITS = {
  PLAYER: { min: 1, max: 5000 },
  TIE: { min: 1, max: 500 },
  STRAIGHT: { min: 1, max: 500 },
  RED: { min: 5, max: 5000 },
};

describe('stakes from chips', () => {
  it('sums the chips on one spot into one stake, spots in the order first played', () => {
    const stakes = stakesOf([
      { spot: { kind: 'TIE' }, amount: 5 },
      { spot: { kind: 'PLAYER' }, amount: 10 },
      { spot: { kind: 'TIE' }, amount: 0.1 },
      { spot: { kind: 'TIE' }, amount: 0.2 },
    ]);
    expect(stakes).toEqual([
      { kind: 'TIE', amount: 5.3 },
      { kind: 'PLAYER', amount: 10 },
    ]);
    expect(totalOf(stakes)).toBe(15.3);
  });

  it('knows a split by its numbers in any order, and keeps straights on two numbers apart', () => {
    expect(spotKey({ kind: 'SPLIT', numbers: [20, 17] })).toBe('SPLIT:17-20');
    expect(spotKey({ kind: 'DOZEN', index: 2 })).toBe('DOZEN:2');
    const stakes = stakesOf([
      { spot: { kind: 'SPLIT', numbers: [17, 20] }, amount: 5 },
      { spot: { kind: 'SPLIT', numbers: [20, 17] }, amount: 5 },
      { spot: { kind: 'STRAIGHT', numbers: [1] }, amount: 1 },
      { spot: { kind: 'STRAIGHT', numbers: [2] }, amount: 1 },
    ]);
    expect(stakes.map((s) => [spotKey(s), s.amount])).toEqual([
      ['SPLIT:17-20', 10],
      ['STRAIGHT:1', 1],
      ['STRAIGHT:2', 1],
    ]);
  });

  it('turns earlier stakes back into chips for a rebet', () => {
    const stakes = [{ kind: 'PLAYER' as const, amount: 20 }];
    expect(stakesOf(chipsOf(stakes))).toEqual(stakes);
  });

  it('splits the amounts on each spot into placed and not yet confirmed', () => {
    const map = amountsBySpot(
      [{ kind: 'PLAYER', amount: 10 }],
      [
        { kind: 'PLAYER', amount: 5 },
        { kind: 'TIE', amount: 1 },
      ],
    );
    expect(map.get('PLAYER')).toEqual({ placed: 10, pending: 5 });
    expect(map.get('TIE')).toEqual({ placed: 0, pending: 1 });
  });
});

describe('limits preview', () => {
  it('counts what is placed already against the maximum of the kind at baccarat', () => {
    expect(
      limitProblem('BACCARAT', LIMITS, [{ kind: 'TIE', amount: 400 }], [{ kind: 'TIE', amount: 100 }]),
    ).toBeNull();
    expect(
      limitProblem('BACCARAT', LIMITS, [{ kind: 'TIE', amount: 400 }], [{ kind: 'TIE', amount: 101 }]),
    ).toEqual({
      code: 'aboveMax',
      kind: 'TIE',
      limit: 500,
    });
  });

  it('holds each roulette position to its maximum on its own', () => {
    const placed = [{ kind: 'STRAIGHT' as const, numbers: [7], amount: 500 }];
    expect(
      limitProblem('ROULETTE', LIMITS, placed, [{ kind: 'STRAIGHT', numbers: [8], amount: 500 }]),
    ).toBeNull();
    expect(
      limitProblem('ROULETTE', LIMITS, placed, [{ kind: 'STRAIGHT', numbers: [7], amount: 1 }])?.code,
    ).toBe('aboveMax');
  });

  it('finds a stake under the minimum', () => {
    expect(limitProblem('ROULETTE', LIMITS, [], [{ kind: 'RED', amount: 1 }])).toEqual({
      code: 'belowMin',
      kind: 'RED',
      limit: 5,
    });
  });

  it('refuses the chip that would pass a maximum, and only for a maximum', () => {
    const chips = [{ spot: { kind: 'TIE' as const }, amount: 500 }];
    expect(chipProblem('BACCARAT', LIMITS, [], chips, { spot: { kind: 'TIE' }, amount: 1 })?.code).toBe(
      'aboveMax',
    );
    expect(chipProblem('BACCARAT', LIMITS, [], [], { spot: { kind: 'RED' }, amount: 1 })).toBeNull();
    expect(chipProblem('BACCARAT', LIMITS, [], chips, { spot: { kind: 'PLAYER' }, amount: 100 })).toBeNull();
  });
});
