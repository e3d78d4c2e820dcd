import { SHUFFLE_FLOATS, shuffleDeck, type TCard } from '../holdem/cards.ts';
import type { TFloatSource } from '../provably-fair.ts';

export const NIUNIU_MAX_PLAYERS = 4;
/** HMAC blocks one round reads (51 floats, 8 to a block): what a browser verifier precomputes. */
export const NIUNIU_DEAL_BLOCKS = Math.ceil(SHUFFLE_FLOATS / 8);

/** The five cards of each player (in seat order) and of the banker. */
export type TNiuniuDeal = { players: TCard[][]; banker: TCard[] };

/**
 * Deals a round: the deck is shuffled from the stream as shuffleDeck documents (51 floats), then one
 * card at a time to player 1, 2, …, n and the banker last, five times round. With n players, hand h
 * (0…n−1 the players, n the banker) holds deck positions h, h + (n+1), …, h + 4(n+1).
 */
export function dealNiuniu(floats: TFloatSource, playerCount: number): TNiuniuDeal {
  if (!Number.isInteger(playerCount) || playerCount < 1 || playerCount > NIUNIU_MAX_PLAYERS)
    throw new RangeError(`a Niu-Niu round has 1 to ${NIUNIU_MAX_PLAYERS} players, got ${playerCount}`);
  const deck = shuffleDeck(floats);
  const hand = (h: number) => Array.from({ length: 5 }, (_, k) => deck[h + k * (playerCount + 1)]!);
  return { players: Array.from({ length: playerCount }, (_, h) => hand(h)), banker: hand(playerCount) };
}
