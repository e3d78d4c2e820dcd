import { BACCARAT_DECKS } from './cards.ts';
import { BACCARAT_PAYOUTS, type TBaccaratBetKind } from './bets.ts';
import { winnerOf, type TBaccaratWinner } from './hand.ts';
import { bankerDraws, isNatural, playerDraws } from './third-card.ts';

/**
 * Ordered deals of the first 6 cards of a full shoe, counted by outcome. Each hand is enumerated
 * over point values with their multiplicities (value 0 has 16 cards a deck: the tens and pictures),
 * and a hand that used k < 6 cards is weighted by the (416 − k) × … × 411 ways to deal the cards it
 * did not use, so the counts add up to 416 × 415 × … × 411 ≈ 5.0 × 10^15 < 2^53: exact integers.
 */
export type TOutcomeCounts = Record<TBaccaratWinner, number> & { total: number };

/** Cards of each point value 0…9 in a shoe of `decks` decks. */
function valueCounts(decks: number): number[] {
  return Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * decks);
}

/** Enumerates every hand from a full shoe of `decks` decks: counts of each winner over ordered 6-card deals. */
export function baccaratOutcomeCounts(decks = BACCARAT_DECKS): TOutcomeCounts {
  const counts = valueCounts(decks);
  const size = 52 * decks;
  const counted: TOutcomeCounts = { PLAYER: 0, BANKER: 0, TIE: 0, total: 0 };
  // ways[k]: the ordered deals of cards k…5 once k cards are out of the shoe
  const ways = Array.from({ length: 7 }, (_, k) => {
    let w = 1;
    for (let i = k; i < 6; i++) w *= size - i;
    return w;
  });
  const book = (player: number, banker: number, used: number, weight: number) => {
    const w = weight * ways[used]!;
    counted[winnerOf(player, banker)] += w;
    counted.total += w;
  };
  // each(visit) deals every point value still in the shoe: visit gets the value and how many cards
  // of it were left, with one taken out for the rest of the deal and put back afterwards
  const each = (visit: (v: number, weight: number) => void) => {
    for (let v = 0; v < 10; v++) {
      const n = counts[v]!;
      if (n === 0) continue;
      counts[v]!--;
      visit(v, n);
      counts[v]!++;
    }
  };
  each((p1, w1) =>
    each((b1, w2) =>
      each((p2, w3) =>
        each((b2, w4) => {
          const weight = w1 * w2 * w3 * w4;
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player) || isNatural(banker)) return book(player, banker, 4, weight);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return book(player, banker, 4, weight);
            return each((b3, w5) => book(player, (banker + b3) % 10, 5, weight * w5));
          }
          each((p3, w5) => {
            const player3 = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return book(player3, banker, 5, weight * w5);
            each((b3, w6) => book(player3, (banker + b3) % 10, 6, weight * w5 * w6));
          });
        }),
      ),
    ),
  );
  return counted;
}

/** The chance that a side's first two cards share a rank: 13 ranks × 4d × (4d − 1) over 52d × (52d − 1). */
export function pairProbability(decks = BACCARAT_DECKS): number {
  const perRank = 4 * decks;
  return (13 * perRank * (perRank - 1)) / (52 * decks * (52 * decks - 1));
}

/**
 * Every bet's exact return per unit staked on the first hand of a full shoe, at the table's payouts
 * with the win taken unfloored (a stake that is a multiple of 20 minor units; smaller odd stakes
 * lose a fraction of a unit more to the floor on BANKER).
 */
export function exactBaccaratRtp(decks = BACCARAT_DECKS): Record<TBaccaratBetKind, number> {
  const c = baccaratOutcomeCounts(decks);
  const p = (w: TBaccaratWinner) => c[w] / c.total;
  const win = (kind: TBaccaratBetKind) => 1 + BACCARAT_PAYOUTS[kind].num / BACCARAT_PAYOUTS[kind].den;
  const pair = pairProbability(decks) * win('PLAYER_PAIR');
  return {
    PLAYER: p('PLAYER') * win('PLAYER') + p('TIE'),
    BANKER: p('BANKER') * win('BANKER') + p('TIE'),
    TIE: p('TIE') * win('TIE'),
    PLAYER_PAIR: pair,
    BANKER_PAIR: pair,
  };
}
