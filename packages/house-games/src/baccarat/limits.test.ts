import { describe, expect, it } from 'vitest';
import { assertTableLimits, findBaccaratLimitProblems, type TBaccaratLimits } from './limits.ts';

const LIMITS: TBaccaratLimits = {
  PLAYER: { minMinor: 100, maxMinor: 100_000 },
  BANKER: { minMinor: 100, maxMinor: 100_000 },
  TIE: { minMinor: 100, maxMinor: 10_000 },
  PLAYER_PAIR: { minMinor: 100, maxMinor: 5_000 },
  BANKER_PAIR: { minMinor: 100, maxMinor: 5_000 },
};

describe('findBaccaratLimitProblems', () => {
  it('passes bets within every limit, the edges included', () => {
    expect(
      findBaccaratLimitProblems(LIMITS, [
        { kind: 'PLAYER', stakeMinor: 100 },
        { kind: 'TIE', stakeMinor: 10_000 },
      ]),
    ).toEqual([]);
    expect(findBaccaratLimitProblems(LIMITS, [])).toEqual([]);
  });

  it('flags a bet below its kind minimum', () => {
    expect(findBaccaratLimitProblems(LIMITS, [{ kind: 'BANKER', stakeMinor: 99 }])).toEqual([
      { kind: 'BANKER', code: 'BELOW_MIN', index: 0, limitMinor: 100 },
    ]);
  });

  it('adds the bets of one kind against its maximum, flagging the bet that crosses it once', () => {
    expect(
      findBaccaratLimitProblems(LIMITS, [
        { kind: 'TIE', stakeMinor: 6_000 },
        { kind: 'PLAYER', stakeMinor: 50_000 },
        { kind: 'TIE', stakeMinor: 5_000 },
        { kind: 'TIE', stakeMinor: 5_000 },
      ]),
    ).toEqual([{ kind: 'TIE', code: 'ABOVE_MAX', index: 2, limitMinor: 10_000 }]);
  });

  it('flags the bet that goes past a maximum already reached exactly', () => {
    expect(
      findBaccaratLimitProblems(LIMITS, [
        { kind: 'TIE', stakeMinor: 10_000 },
        { kind: 'TIE', stakeMinor: 100 },
      ]),
    ).toEqual([{ kind: 'TIE', code: 'ABOVE_MAX', index: 1, limitMinor: 10_000 }]);
  });
});

describe('assertTableLimits', () => {
  it('takes whole limits with 1 ≤ min ≤ max and refuses the rest', () => {
    expect(() => assertTableLimits(LIMITS)).not.toThrow();
    expect(() => assertTableLimits({ TIE: { minMinor: 0, maxMinor: 10 } })).toThrow(RangeError);
    expect(() => assertTableLimits({ TIE: { minMinor: 20, maxMinor: 10 } })).toThrow(RangeError);
    expect(() => assertTableLimits({ TIE: { minMinor: 1.5, maxMinor: 10 } })).toThrow(RangeError);
    expect(() => assertTableLimits({ TIE: { minMinor: 20, maxMinor: 10 } })).toThrow(
      new RangeError('limits for TIE must be whole with 1 ≤ min ≤ max, got 20…10'),
    );
  });

  it('takes a minimum of 1 and a maximum equal to the minimum', () => {
    expect(() => assertTableLimits({ TIE: { minMinor: 1, maxMinor: 1 } })).not.toThrow();
  });
});
