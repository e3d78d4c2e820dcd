import { assertWager, payoutMinor } from '../payout.ts';
import { isElottSelection, type TElottBet, type TElottPick, type TElottTwoWay } from './markets.ts';
import { elottSummary } from './summary.ts';

/** How a bet ended; winMinor includes the stake returned (stake × odds), 0 when it lost. */
export type TElottSettlement = { won: boolean; winMinor: number };

/** Whether a two-way selection holds for a big and an odd flag. */
function twoWayWins(selection: TElottTwoWay, big: boolean, odd: boolean): boolean {
  switch (selection) {
    case 'BIG':
      return big;
    case 'SMALL':
      return !big;
    case 'ODD':
      return odd;
    case 'EVEN':
      return !odd;
  }
}

/** Whether the bet's selection came out in the draw. */
export function elottBetWins(bet: TElottPick, balls: readonly number[]): boolean {
  const summary = elottSummary(balls);
  if (bet.market === 'DRAGON_TIGER') return summary.dragonTiger === bet.selection;
  if (bet.market === 'SUM') return twoWayWins(bet.selection, summary.sumBig, summary.sumOdd);
  const ball = summary.perBall[Number(bet.market.slice('BALL_'.length)) - 1]!;
  return twoWayWins(bet.selection, ball.big, ball.odd);
}

/**
 * Settles a bet against a draw: a win pays stake × odds floored to a whole minor unit, the stake
 * included. Pure: the same bet and balls always give the same settlement and neither is changed. An
 * unknown market or selection, a stake or odds that are not whole and positive, or balls that are not
 * a draw throw a RangeError: bets are checked when placed, so this is a bug.
 */
export function settleElottBet(bet: TElottBet, balls: readonly number[]): TElottSettlement {
  if (!isElottSelection(bet.market, bet.selection))
    throw new RangeError(`no selection ${bet.selection} in market ${bet.market}`);
  assertWager(bet.stakeMinor, bet.oddsMilli);
  const won = elottBetWins(bet, balls);
  return { won, winMinor: won ? payoutMinor(bet.stakeMinor, bet.oddsMilli, 1) : 0 };
}
