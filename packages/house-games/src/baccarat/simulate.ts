import type { TFloatSource } from '../provably-fair.ts';
import { BACCARAT_BET_KINDS, type TBaccaratBetKind } from './bets.ts';
import type { TBaccaratWinner } from './hand.ts';
import { dealShoeHand, isShoeOver, openShoe, type TShoe } from './shoe.ts';
import { settleBaccaratHand } from './settle.ts';

/** What `rounds` simulated hands returned: every kind staked 20 minor units a hand (a whole commission). */
export type TBaccaratSimulation = {
  hands: number;
  shoes: number;
  winners: Record<TBaccaratWinner, number>;
  playerPairs: number;
  bankerPairs: number;
  /** Per kind: minor units returned over the `hands × 20` staked. */
  returnedMinor: Record<TBaccaratBetKind, number>;
  commissionMinor: number;
};

/** The stake each kind carries in a simulated hand: 20 minor units, so BANKER's 19/20 pays whole. */
export const BACCARAT_SIMULATION_STAKE = 20;

/**
 * Deals `rounds` hands shoe after shoe from one stream (each shoe reads 416 floats, as openShoe
 * documents) and settles a bet of every kind on each: for the tests and `npm run bench:games`.
 */
export function simulateBaccarat(floats: TFloatSource, rounds: number): TBaccaratSimulation {
  const bets = BACCARAT_BET_KINDS.map((kind) => ({ kind, stakeMinor: BACCARAT_SIMULATION_STAKE }));
  const result: TBaccaratSimulation = {
    hands: 0,
    shoes: 0,
    winners: { PLAYER: 0, BANKER: 0, TIE: 0 },
    playerPairs: 0,
    bankerPairs: 0,
    returnedMinor: { PLAYER: 0, BANKER: 0, TIE: 0, PLAYER_PAIR: 0, BANKER_PAIR: 0 },
    commissionMinor: 0,
  };
  let shoe: TShoe | null = null;
  while (result.hands < rounds) {
    if (!shoe || isShoeOver(shoe)) {
      shoe = openShoe(floats);
      result.shoes++;
    }
    const dealt = dealShoeHand(shoe);
    shoe = dealt.shoe;
    const { hand } = dealt;
    result.hands++;
    result.winners[hand.winner]++;
    if (hand.playerPair) result.playerPairs++;
    if (hand.bankerPair) result.bankerPairs++;
    const settled = settleBaccaratHand(hand, bets);
    for (const bet of settled.bets) result.returnedMinor[bet.kind] += bet.returnedMinor;
    result.commissionMinor += settled.commissionMinor;
  }
  return result;
}
