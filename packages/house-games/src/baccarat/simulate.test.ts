import { describe, expect, it } from 'vitest';
import { BACCARAT_BET_KINDS } from './bets.ts';
import { settleBaccaratHand } from './settle.ts';
import { dealShoeHand, isShoeOver, openShoe, type TShoe } from './shoe.ts';
import { BACCARAT_SIMULATION_STAKE, simulateBaccarat } from './simulate.ts';

/** A cheap LCG standing in for the seeded stream: the replay reads the same floats in the same order. */
const lcg = () => {
  let state = 7;
  return { next: () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 };
};

describe('simulateBaccarat', () => {
  it('deals shoe after shoe and totals every kind’s return, the winners, the pairs and the commission', () => {
    // 100 hands need two shoes (a shoe deals about 80)
    const rounds = 100;
    const sim = simulateBaccarat(lcg(), rounds);
    const replay = lcg();
    const bets = BACCARAT_BET_KINDS.map((kind) => ({ kind, stakeMinor: BACCARAT_SIMULATION_STAKE }));
    const winners = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const returnedMinor = { PLAYER: 0, BANKER: 0, TIE: 0, PLAYER_PAIR: 0, BANKER_PAIR: 0 };
    let shoes = 0;
    let playerPairs = 0;
    let bankerPairs = 0;
    let commissionMinor = 0;
    let shoe: TShoe | null = null;
    for (let i = 0; i < rounds; i++) {
      if (!shoe || isShoeOver(shoe)) {
        shoe = openShoe(replay);
        shoes++;
      }
      const dealt = dealShoeHand(shoe);
      shoe = dealt.shoe;
      winners[dealt.hand.winner]++;
      if (dealt.hand.playerPair) playerPairs++;
      if (dealt.hand.bankerPair) bankerPairs++;
      const settled = settleBaccaratHand(dealt.hand, bets);
      for (const bet of settled.bets) returnedMinor[bet.kind] += bet.returnedMinor;
      commissionMinor += settled.commissionMinor;
    }
    expect(shoes).toBe(2);
    expect(playerPairs + bankerPairs).toBeGreaterThan(0);
    expect(sim).toEqual({
      hands: rounds,
      shoes,
      winners,
      playerPairs,
      bankerPairs,
      returnedMinor,
      commissionMinor,
    });
  });

  it('deals nothing for no rounds', () => {
    expect(simulateBaccarat(lcg(), 0)).toMatchObject({ hands: 0, shoes: 0, commissionMinor: 0 });
  });
});
