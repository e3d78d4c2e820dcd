import type { TBaccaratResultView, TCardView } from '@openlobby/contracts';
import { handTotal, type TCard } from '@openlobby/house-games/baccarat';

/** One card of the deal: which hand, which place in it (0–2), and the hand's total once it is face up. */
export type TDealStep = { side: 'player' | 'banker'; slot: number; card: TCardView; total: number };

/**
 * The order a hand is dealt in, as at the table: player, banker, player, banker, then the
 * player's third card if any, then the banker's. Each step carries the total its hand shows after it.
 */
export function dealPlan(result: Pick<TBaccaratResultView, 'player' | 'banker'>): TDealStep[] {
  const order: [TDealStep['side'], number][] = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
    ['player', 2],
    ['banker', 2],
  ];
  return order.flatMap(([side, slot]) => {
    const hand = side === 'player' ? result.player : result.banker;
    const card = hand[slot];
    if (!card) return [];
    return [{ side, slot, card, total: handTotal(hand.slice(0, slot + 1) as TCard[]) }];
  });
}

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Readonly<Record<TCardView['suit'], string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card's corner: rank and suit symbol ("Q", "♥"), and whether it prints red. */
export function cardFace(card: TCardView): { rank: string; suit: string; red: boolean } {
  return {
    rank: RANKS[card.rank] ?? '?',
    suit: SUITS[card.suit],
    red: card.suit === 'H' || card.suit === 'D',
  };
}
