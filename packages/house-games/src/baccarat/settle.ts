import { assertBaccaratBet, BACCARAT_PAYOUTS, type TBaccaratBet, type TBaccaratBetKind } from './bets.ts';
import type { TBaccaratOutcome } from './hand.ts';

export type TBaccaratBetOutcome = 'WIN' | 'PUSH' | 'LOSE';

/**
 * How one bet ended. returnedMinor is what goes back to the player: stake + win, the stake on a
 * push, 0 on a loss. commissionMinor is the banker commission the house kept on a winning BANKER bet
 * (0 otherwise); houseResultMinor is the rest of the house's result, so for every bet
 * stake = returned + commission + houseResult.
 */
export type TBaccaratBetResult = TBaccaratBet & {
  outcome: TBaccaratBetOutcome;
  returnedMinor: number;
  commissionMinor: number;
  houseResultMinor: number;
};

/** A hand settled against its bets, with the sums a ledger books. */
export type TBaccaratSettlement = {
  bets: TBaccaratBetResult[];
  stakedMinor: number;
  returnedMinor: number;
  /** The 5 % banker commission, part of the house's take, booked apart from its result on the bets. */
  commissionMinor: number;
  /** stakedMinor − returnedMinor − commissionMinor: what the house won (negative: lost) before commission. */
  houseResultMinor: number;
};

/** Whether the bet won, pushed or lost on the hand: PLAYER and BANKER push on a tie; pairs ignore the winner. */
export function baccaratBetOutcome(kind: TBaccaratBetKind, hand: TBaccaratOutcome): TBaccaratBetOutcome {
  switch (kind) {
    case 'PLAYER':
    case 'BANKER':
      if (hand.winner === 'TIE') return 'PUSH';
      return hand.winner === kind ? 'WIN' : 'LOSE';
    case 'TIE':
      return hand.winner === 'TIE' ? 'WIN' : 'LOSE';
    case 'PLAYER_PAIR':
      return hand.playerPair ? 'WIN' : 'LOSE';
    case 'BANKER_PAIR':
      return hand.bankerPair ? 'WIN' : 'LOSE';
  }
}

/**
 * Settles one bet. A win pays stake × num / den floored to a whole minor unit; on BANKER the house
 * keeps the commission, the even-money win less what was paid (stake − ⌊19 × stake / 20⌋, so the
 * flooring falls on the commission's side: 5 % rounded up).
 */
export function settleBaccaratBet(bet: TBaccaratBet, hand: TBaccaratOutcome): TBaccaratBetResult {
  assertBaccaratBet(bet);
  const outcome = baccaratBetOutcome(bet.kind, hand);
  const stake = bet.stakeMinor;
  let returnedMinor = 0;
  let commissionMinor = 0;
  if (outcome === 'PUSH') returnedMinor = stake;
  if (outcome === 'WIN') {
    const { num, den } = BACCARAT_PAYOUTS[bet.kind];
    const win = Math.floor((stake * num) / den);
    returnedMinor = stake + win;
    if (bet.kind === 'BANKER') commissionMinor = stake - win;
  }
  return {
    kind: bet.kind,
    stakeMinor: stake,
    outcome,
    returnedMinor,
    commissionMinor,
    houseResultMinor: stake - returnedMinor - commissionMinor,
  };
}

/**
 * Settles a hand against a list of bets, in order. Pure: neither the hand nor the bets change, and
 * the same inputs give the same settlement. Any bet the engine cannot take throws a RangeError
 * before anything is settled (the server has validated them; this is a bug guard).
 */
export function settleBaccaratHand(
  hand: TBaccaratOutcome,
  bets: readonly TBaccaratBet[],
): TBaccaratSettlement {
  bets.forEach(assertBaccaratBet);
  const results = bets.map((bet) => settleBaccaratBet(bet, hand));
  const sum = (pick: (r: TBaccaratBetResult) => number) => results.reduce((s, r) => s + pick(r), 0);
  return {
    bets: results,
    stakedMinor: sum((r) => r.stakeMinor),
    returnedMinor: sum((r) => r.returnedMinor),
    commissionMinor: sum((r) => r.commissionMinor),
    houseResultMinor: sum((r) => r.houseResultMinor),
  };
}
