import { handTotal, pointValue, type TCard } from './cards.ts';
import { bankerDraws, isNatural, playerDraws } from './third-card.ts';

export type TBaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

/** What the roads and the bets read from a hand. */
export type TBaccaratOutcome = { winner: TBaccaratWinner; playerPair: boolean; bankerPair: boolean };

/** One hand as dealt: cards in the order each side received them, totals, and the outcome. */
export type TBaccaratHand = TBaccaratOutcome & {
  player: TCard[];
  banker: TCard[];
  playerTotal: number;
  bankerTotal: number;
  /** Either side had 8 or 9 on its first two cards. */
  natural: boolean;
};

/**
 * Deals one hand, taking cards from `draw` in casino order: player, banker, player, banker, then
 * the player's third card if it draws, then the banker's if it draws. A pair is the side's first two
 * cards of the same rank (a ten and a king are no pair, though both count 0).
 */
export function playHand(draw: () => TCard): TBaccaratHand {
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = isNatural(handTotal(player)) || isNatural(handTotal(banker));
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const card = draw();
      player.push(card);
      playerThird = pointValue(card);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    natural,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}

/** The higher total wins; equal totals tie. */
export function winnerOf(playerTotal: number, bankerTotal: number): TBaccaratWinner {
  if (playerTotal === bankerTotal) return 'TIE';
  return playerTotal > bankerTotal ? 'PLAYER' : 'BANKER';
}

/** Deals a hand from a fixed list of cards (tests, replays); throws if the list runs short. */
export function playHandFrom(cards: readonly TCard[]): { hand: TBaccaratHand; used: number } {
  let used = 0;
  const hand = playHand(() => {
    const card = cards[used];
    if (card === undefined) throw new RangeError(`a hand needs more than the ${cards.length} cards given`);
    used++;
    return card;
  });
  return { hand, used };
}
