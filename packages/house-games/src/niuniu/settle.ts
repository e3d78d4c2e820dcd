import type { TFloatSource } from '../provably-fair.ts';
import { dealNiuniu, type TNiuniuDeal } from './deal.ts';
import { evaluateNiuniu, type TNiuniuHand } from './hand.ts';

/** The largest base bet a player may place: 5 × it × 10,000 stays an exact whole number in a double. */
export const NIUNIU_MAX_BASE_BET_MINOR = 100_000_000_000;
/** The room commission in basis points of each win, unless the room sets another: 5 %. */
export const NIUNIU_DEFAULT_COMMISSION_BPS = 500;

/**
 * One player's result against the banker. grossMinor = the winning hand's multiplier × the base bet;
 * the winner receives it less commissionMinor = floor(gross × bps / 10,000), which the room keeps.
 */
export type TNiuniuPlayerResult = {
  hand: TNiuniuHand;
  winner: 'PLAYER' | 'BANKER';
  grossMinor: number;
  commissionMinor: number;
  netMinor: number;
};

/** A settled round: each player, the banker's net over all of them, and the commission to book. */
export type TNiuniuSettlement = {
  players: TNiuniuPlayerResult[];
  banker: { hand: TNiuniuHand; netMinor: number };
  commissionMinor: number;
};

function assertBets(bets: readonly number[], commissionBps: number): void {
  for (const bet of bets)
    if (!Number.isSafeInteger(bet) || bet < 1 || bet > NIUNIU_MAX_BASE_BET_MINOR)
      throw new RangeError(
        `a base bet is a whole number of minor units from 1 to ${NIUNIU_MAX_BASE_BET_MINOR}, got ${bet}`,
      );
  if (!Number.isSafeInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000)
    throw new RangeError(`the commission is whole basis points from 0 to 10,000, got ${commissionBps}`);
}

/**
 * Settles each player against the banker (players never play each other). The greater score wins —
 * with one deck two hands never tie — and the loser pays the winner's multiplier × the player's base
 * bet. The room takes its commission from the winner's side, so for every round the players' nets,
 * the banker's net and the commission sum to zero.
 */
export function settleNiuniu(
  deal: TNiuniuDeal,
  bets: readonly number[],
  commissionBps: number = NIUNIU_DEFAULT_COMMISSION_BPS,
): TNiuniuSettlement {
  if (bets.length !== deal.players.length)
    throw new RangeError(`${deal.players.length} players need as many bets, got ${bets.length}`);
  assertBets(bets, commissionBps);
  const bankerHand = evaluateNiuniu(deal.banker);
  let bankerNet = 0;
  let commission = 0;
  const players = deal.players.map((cards, i): TNiuniuPlayerResult => {
    const hand = evaluateNiuniu(cards);
    const playerWins = hand.score > bankerHand.score;
    const grossMinor = (playerWins ? hand : bankerHand).multiplier * bets[i]!;
    const commissionMinor = Math.floor((grossMinor * commissionBps) / 10_000);
    commission += commissionMinor;
    bankerNet += playerWins ? -grossMinor : grossMinor - commissionMinor;
    const netMinor = playerWins ? grossMinor - commissionMinor : -grossMinor;
    return { hand, winner: playerWins ? 'PLAYER' : 'BANKER', grossMinor, commissionMinor, netMinor };
  });
  return { players, banker: { hand: bankerHand, netMinor: bankerNet }, commissionMinor: commission };
}

/** Deals and settles one round from the stream: what the server plays and a verifier replays. */
export function playNiuniuRound(
  floats: TFloatSource,
  bets: readonly number[],
  commissionBps: number = NIUNIU_DEFAULT_COMMISSION_BPS,
): TNiuniuSettlement & { deal: TNiuniuDeal } {
  assertBets(bets, commissionBps);
  const deal = dealNiuniu(floats, bets.length);
  return { deal, ...settleNiuniu(deal, bets, commissionBps) };
}

/**
 * For the bench: `rounds` rounds of one player betting 1 against the banker, all from one stream.
 * Returns the player's mean net and the mean commission per unit of base bet.
 */
export function simulateNiuniu(
  floats: TFloatSource,
  rounds: number,
): { playerNet: number; commission: number } {
  let net = 0;
  let commission = 0;
  for (let round = 0; round < rounds; round++) {
    const result = playNiuniuRound(floats, [10_000]);
    net += result.players[0]!.netMinor;
    commission += result.commissionMinor;
  }
  return { playerNet: net / (rounds * 10_000), commission: commission / (rounds * 10_000) };
}
