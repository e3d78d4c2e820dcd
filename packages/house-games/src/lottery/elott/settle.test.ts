import { describe, expect, it } from 'vitest';
import { ELOTT_DEFAULT_ODDS, isElottSelection, type TElottBet, type TElottPick } from './markets.ts';
import { settleElottBet } from './settle.ts';
import { elottSummary } from './summary.ts';

const bet = (pick: TElottPick, stakeMinor = 1_000): TElottBet =>
  ({
    ...pick,
    stakeMinor,
    oddsMilli: (ELOTT_DEFAULT_ODDS[pick.market] as Record<string, number>)[pick.selection]!,
  }) as TElottBet;

describe('elottSummary', () => {
  it('reads 7 2 9 0 3: sum 21 small and odd, dragon (7 over 3), each ball big/small and odd/even', () => {
    expect(elottSummary([7, 2, 9, 0, 3])).toEqual({
      sum: 21,
      sumBig: false,
      sumOdd: true,
      dragonTiger: 'DRAGON',
      perBall: [
        { big: true, odd: true },
        { big: false, odd: false },
        { big: true, odd: true },
        { big: false, odd: false },
        { big: false, odd: true },
      ],
    });
  });

  it('puts the edges where the rules say: 4 small, 5 big, 0 even; sum 22 small, 23 big; ties equal', () => {
    expect(elottSummary([4, 5, 0, 9, 4]).perBall.map((b) => b.big)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(elottSummary([4, 5, 0, 9, 4]).perBall[2]).toEqual({ big: false, odd: false });
    expect(elottSummary([4, 4, 4, 5, 5]).sumBig).toBe(false); // 22
    expect(elottSummary([4, 4, 5, 5, 5]).sumBig).toBe(true); // 23
    expect(elottSummary([0, 0, 0, 0, 0])).toMatchObject({
      sum: 0,
      sumBig: false,
      sumOdd: false,
      dragonTiger: 'TIE',
    });
    expect(elottSummary([9, 9, 9, 9, 9])).toMatchObject({
      sum: 45,
      sumBig: true,
      sumOdd: true,
      dragonTiger: 'TIE',
    });
    expect(elottSummary([2, 9, 9, 9, 8]).dragonTiger).toBe('TIGER');
  });

  it.each([
    [[1, 2, 3, 4]],
    [[1, 2, 3, 4, 5, 6]],
    [[1, 2, 3, 4, 10]],
    [[1, 2, 3, 4, -1]],
    [[1, 2, 3, 4, 2.5]],
  ])('refuses %j: a draw is five balls of 0–9', (balls) => {
    expect(() => elottSummary(balls)).toThrow(RangeError);
  });
});

describe('settleElottBet on 7 2 9 0 3', () => {
  const balls = [7, 2, 9, 0, 3];
  it.each<[TElottPick, boolean, number]>([
    [{ market: 'BALL_1', selection: 'BIG' }, true, 1_950],
    [{ market: 'BALL_1', selection: 'SMALL' }, false, 0],
    [{ market: 'BALL_1', selection: 'ODD' }, true, 1_950],
    [{ market: 'BALL_2', selection: 'EVEN' }, true, 1_950],
    [{ market: 'BALL_3', selection: 'SMALL' }, false, 0],
    [{ market: 'BALL_4', selection: 'EVEN' }, true, 1_950], // 0 is even
    [{ market: 'BALL_5', selection: 'BIG' }, false, 0],
    [{ market: 'BALL_5', selection: 'ODD' }, true, 1_950],
    [{ market: 'SUM', selection: 'SMALL' }, true, 1_950],
    [{ market: 'SUM', selection: 'BIG' }, false, 0],
    [{ market: 'SUM', selection: 'ODD' }, true, 1_950],
    [{ market: 'SUM', selection: 'EVEN' }, false, 0],
    [{ market: 'DRAGON_TIGER', selection: 'DRAGON' }, true, 2_150],
    [{ market: 'DRAGON_TIGER', selection: 'TIGER' }, false, 0],
    [{ market: 'DRAGON_TIGER', selection: 'TIE' }, false, 0],
  ])('%o: won %s, pays %i for 1,000 (the stake included)', (pick, won, winMinor) => {
    expect(settleElottBet(bet(pick), balls)).toEqual({ won, winMinor });
  });
});

describe('settleElottBet', () => {
  it('loses dragon and tiger on a tie and pays the tie 9.4', () => {
    const tie = [6, 1, 2, 3, 6];
    expect(settleElottBet(bet({ market: 'DRAGON_TIGER', selection: 'DRAGON' }), tie).won).toBe(false);
    expect(settleElottBet(bet({ market: 'DRAGON_TIGER', selection: 'TIGER' }), tie).won).toBe(false);
    expect(settleElottBet(bet({ market: 'DRAGON_TIGER', selection: 'TIE' }), tie)).toEqual({
      won: true,
      winMinor: 9_400,
    });
  });

  it('floors the win to a whole minor unit: 333 × 1.95 = 649.35 pays 649', () => {
    expect(settleElottBet(bet({ market: 'SUM', selection: 'ODD' }, 333), [1, 0, 0, 0, 0]).winMinor).toBe(649);
  });

  it.each<[string, Partial<TElottBet>]>([
    ['an unknown market', { market: 'BALL_6' as 'BALL_1' }],
    ["another market's selection", { market: 'BALL_1', selection: 'DRAGON' as 'BIG' }],
    ['a zero stake', { stakeMinor: 0 }],
    ['fractional odds', { oddsMilli: 1_950.5 }],
  ])('throws for %s: such a bet cannot have been placed', (_, over) => {
    expect(() =>
      settleElottBet(
        { ...bet({ market: 'BALL_1', selection: 'BIG' }), ...over } as TElottBet,
        [1, 2, 3, 4, 5],
      ),
    ).toThrow(RangeError);
  });
});

describe('isElottSelection', () => {
  it('takes each market with its own selections only', () => {
    expect(isElottSelection('BALL_3', 'ODD')).toBe(true);
    expect(isElottSelection('DRAGON_TIGER', 'TIE')).toBe(true);
    expect(isElottSelection('SUM', 'TIE')).toBe(false);
    expect(isElottSelection('BALL_0', 'BIG')).toBe(false);
    expect(isElottSelection('constructor', 'BIG')).toBe(false);
  });
});
