import type { TFloatSource } from '../provably-fair.ts';
import { payoutMinor } from '../lottery/payout.ts';
import { assertBingoCard, dealBingoCard, type TBingoCard } from './card.ts';
import { assertBingoOrder, drawBingoOrder } from './draw.ts';
import {
  BINGO_PATTERN_NAMES,
  bingoCompletions,
  type TBingoCompletions,
  type TBingoPattern,
} from './patterns.ts';
import { settleBingoPools, type TBingoPoolResult } from './pool.ts';
import { bingoPrizeMilli } from './prizes.ts';

/**
 * The largest card price in minor units (10^10). The most a card's fixed prizes pay is 100 + 200 +
 * 1,000 times its price, below 2 × 10^13; a round's sales and pots stay exact for up to 10^5 cards.
 */
export const BINGO_MAX_CARD_PRICE = 10_000_000_000;

/** A card in play and what it cost, in minor units. */
export type TBingoTicket = { card: TBingoCard; priceMinor: number };

/**
 * How a card ended: when it completed each pattern, the multiplier each earned (thousandths of the
 * price), the win (the sum of price × multiplier, each floored to a whole minor unit) and the house
 * result, price − win.
 */
export type TBingoCardResult = {
  completions: TBingoCompletions;
  prizesMilli: Record<TBingoPattern, number>;
  winMinor: number;
  houseMinor: number;
};

/**
 * A settled round: each card's result in the order given (its winMinor and houseMinor include its pot
 * shares), how each pot was shared, and the totals: price = win + house, the house keeping the pots'
 * floored remainders.
 */
export type TBingoRoundResult = {
  cards: (TBingoCardResult & { poolMinor: number })[];
  pools: TBingoPoolResult[];
  priceMinor: number;
  winMinor: number;
  houseMinor: number;
};

function assertPrice(priceMinor: number): void {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 1 || priceMinor > BINGO_MAX_CARD_PRICE)
    throw new RangeError(
      `a card price is a whole number of 1…${BINGO_MAX_CARD_PRICE} minor units, got ${priceMinor}`,
    );
}

/** Settles one card against the draw order by the fixed prize tiers. */
export function settleBingoCard(ticket: TBingoTicket, order: readonly number[]): TBingoCardResult {
  assertBingoCard(ticket.card);
  assertPrice(ticket.priceMinor);
  assertBingoOrder(order);
  const completions = bingoCompletions(ticket.card, order);
  const prizesMilli = Object.fromEntries(
    BINGO_PATTERN_NAMES.map((pattern) => [pattern, bingoPrizeMilli(pattern, completions[pattern])]),
  ) as Record<TBingoPattern, number>;
  const winMinor = BINGO_PATTERN_NAMES.reduce(
    (sum, pattern) => sum + payoutMinor(ticket.priceMinor, prizesMilli[pattern], 1),
    0,
  );
  return { completions, prizesMilli, winMinor, houseMinor: ticket.priceMinor - winMinor };
}

/**
 * Settles every card in play against the round's one draw order: each card's fixed prizes, then the
 * pots (BINGO_POOLS) shared among the first cards to complete their patterns. A room sells its cards
 * at one price, so pot shares are equal per card: cards of different prices in one round throw, as do
 * a card that is not a 75-ball card, a price outside 1…BINGO_MAX_CARD_PRICE or an order that is not a
 * permutation of 1…75 (RangeError). Pure: the same cards and order always settle the same.
 */
export function settleBingoRound(
  tickets: readonly TBingoTicket[],
  order: readonly number[],
): TBingoRoundResult {
  if (new Set(tickets.map((ticket) => ticket.priceMinor)).size > 1)
    throw new RangeError('the cards of one round are sold at one price');
  const fixed = tickets.map((ticket) => settleBingoCard(ticket, order));
  const priceMinor = tickets.reduce((sum, ticket) => sum + ticket.priceMinor, 0);
  const pools = settleBingoPools(
    fixed.map((card) => card.completions),
    priceMinor,
  );
  const cards = fixed.map((card, i) => {
    const poolMinor = pools.reduce((sum, pool) => sum + (pool.winners.includes(i) ? pool.shareMinor : 0), 0);
    return {
      ...card,
      poolMinor,
      winMinor: card.winMinor + poolMinor,
      houseMinor: card.houseMinor - poolMinor,
    };
  });
  const winMinor = cards.reduce((sum, card) => sum + card.winMinor, 0);
  return { cards, pools, priceMinor, winMinor, houseMinor: priceMinor - winMinor };
}

/**
 * Totals of a simulation, in card prices, of the fixed prizes (the pots return their share of sales
 * by construction), and how often each pattern completed within each ball count.
 */
export type TBingoSimulation = {
  cards: number;
  wonPrices: number;
  roundReturns: number[];
  completedWithin: Record<TBingoPattern, number[]>;
};

/**
 * Plays `rounds` rounds of `cardsPerRound` cards each from one stream (each round: the draw order,
 * then its cards), for the long sweeps of bench:games and the quick RTP test. roundReturns holds each
 * round's mean return per card, the independent samples a standard error is taken over.
 */
export function simulateBingo(floats: TFloatSource, rounds: number, cardsPerRound: number): TBingoSimulation {
  const completedWithin = Object.fromEntries(
    BINGO_PATTERN_NAMES.map((pattern) => [pattern, new Array<number>(76).fill(0)]),
  ) as Record<TBingoPattern, number[]>;
  const roundReturns: number[] = [];
  let wonMilli = 0;
  for (let round = 0; round < rounds; round++) {
    const order = drawBingoOrder(floats);
    let roundMilli = 0;
    for (let c = 0; c < cardsPerRound; c++) {
      const completions = bingoCompletions(dealBingoCard(floats), order);
      for (const pattern of BINGO_PATTERN_NAMES) {
        completedWithin[pattern][completions[pattern]]!++;
        roundMilli += bingoPrizeMilli(pattern, completions[pattern]);
      }
    }
    wonMilli += roundMilli;
    roundReturns.push(roundMilli / 1000 / cardsPerRound);
  }
  // completedWithin[p][n]: cards that completed p on ball n or earlier
  for (const counts of Object.values(completedWithin))
    for (let n = 1; n < counts.length; n++) counts[n]! += counts[n - 1]!;
  return { cards: rounds * cardsPerRound, wonPrices: wonMilli / 1000, roundReturns, completedWithin };
}
