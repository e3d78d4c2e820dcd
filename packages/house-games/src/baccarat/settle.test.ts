import { describe, expect, it } from 'vitest';
import { BACCARAT_MAX_STAKE, type TBaccaratBet, type TBaccaratBetKind } from './bets.ts';
import type { TBaccaratOutcome } from './hand.ts';
import { settleBaccaratBet, settleBaccaratHand } from './settle.ts';

const hand = (winner: TBaccaratOutcome['winner'], playerPair = false, bankerPair = false) => ({
  winner,
  playerPair,
  bankerPair,
});

/** [bet, stake, hand, outcome, returned, commission]: each payout rule on a worked hand. */
const CASES: [TBaccaratBetKind, number, TBaccaratOutcome, string, number, number][] = [
  ['PLAYER', 100, hand('PLAYER'), 'WIN', 200, 0],
  ['PLAYER', 100, hand('BANKER'), 'LOSE', 0, 0],
  ['PLAYER', 100, hand('TIE'), 'PUSH', 100, 0],
  ['BANKER', 100, hand('BANKER'), 'WIN', 195, 5],
  ['BANKER', 20, hand('BANKER'), 'WIN', 39, 1],
  // 0.95 × 10 = 9.5 floors to 9: the commission takes the unit the floor drops (5 % rounded up)
  ['BANKER', 10, hand('BANKER'), 'WIN', 19, 1],
  ['BANKER', 1, hand('BANKER'), 'WIN', 1, 1],
  ['BANKER', 100, hand('PLAYER'), 'LOSE', 0, 0],
  ['BANKER', 100, hand('TIE'), 'PUSH', 100, 0],
  ['TIE', 100, hand('TIE'), 'WIN', 900, 0],
  ['TIE', 100, hand('PLAYER'), 'LOSE', 0, 0],
  ['PLAYER_PAIR', 100, hand('BANKER', true), 'WIN', 1_200, 0],
  ['PLAYER_PAIR', 100, hand('PLAYER', false, true), 'LOSE', 0, 0],
  ['BANKER_PAIR', 100, hand('TIE', false, true), 'WIN', 1_200, 0],
  ['BANKER_PAIR', 100, hand('BANKER', true), 'LOSE', 0, 0],
];

describe('settleBaccaratBet', () => {
  it.each(CASES)(
    '%s for %i on %o: %s, returns %i, commission %i',
    (kind, stake, h, outcome, returned, commission) => {
      const result = settleBaccaratBet({ kind, stakeMinor: stake }, h);
      expect(result).toEqual({
        kind,
        stakeMinor: stake,
        outcome,
        returnedMinor: returned,
        commissionMinor: commission,
        houseResultMinor: stake - returned - commission,
      });
    },
  );
});

describe('settleBaccaratBet refusals', () => {
  it('refuses a stake it cannot take on its own, not only within a hand', () => {
    const h: TBaccaratOutcome = { winner: 'PLAYER', playerPair: false, bankerPair: false };
    for (const stakeMinor of [0, 1.5, BACCARAT_MAX_STAKE + 1])
      expect(() => settleBaccaratBet({ kind: 'PLAYER', stakeMinor }, h), String(stakeMinor)).toThrow(
        RangeError,
      );
  });
});

describe('settleBaccaratHand', () => {
  it('settles every bet on the hand and books commission apart from the house result', () => {
    const bets: TBaccaratBet[] = [
      { kind: 'BANKER', stakeMinor: 1_000 },
      { kind: 'PLAYER', stakeMinor: 500 },
      { kind: 'BANKER_PAIR', stakeMinor: 100 },
      { kind: 'TIE', stakeMinor: 100 },
    ];
    const settled = settleBaccaratHand(hand('BANKER', false, true), bets);
    expect(settled.bets.map((b) => b.returnedMinor)).toEqual([1_950, 0, 1_200, 0]);
    expect(settled).toMatchObject({
      stakedMinor: 1_700,
      returnedMinor: 3_150,
      commissionMinor: 50,
      // the house paid 1,000 even money on BANKER and 1,100 on the pair, took 500 + 100: −1,500
      houseResultMinor: -1_500,
    });
    expect(settled.stakedMinor).toBe(
      settled.returnedMinor + settled.commissionMinor + settled.houseResultMinor,
    );
  });

  it('settles an empty list to zeros', () => {
    expect(settleBaccaratHand(hand('TIE'), [])).toEqual({
      bets: [],
      stakedMinor: 0,
      returnedMinor: 0,
      commissionMinor: 0,
      houseResultMinor: 0,
    });
  });

  it('refuses a bet it cannot take, before settling any', () => {
    const bad = (kind: string, stakeMinor: number) =>
      settleBaccaratHand(hand('PLAYER'), [
        { kind: 'PLAYER', stakeMinor: 1 },
        { kind, stakeMinor } as TBaccaratBet,
      ]);
    expect(() => bad('DRAGON', 100)).toThrow(new RangeError('no baccarat bet DRAGON'));
    expect(() => bad('PLAYER', 0)).toThrow(
      new RangeError('a stake is a whole number of minor units in 1…1000000000000, got 0'),
    );
    expect(() => bad('PLAYER', -5)).toThrow(RangeError);
    expect(() => bad('PLAYER', 1.5)).toThrow(RangeError);
    expect(() => bad('PLAYER', BACCARAT_MAX_STAKE + 1)).toThrow(RangeError);
    expect(() => bad('PLAYER', BACCARAT_MAX_STAKE)).not.toThrow();
  });
});
