/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '../provably-fair.ts';
import { BACCARAT_BET_KINDS, type TBaccaratBet } from './bets.ts';
import { BACCARAT_SUITS, handTotal, type TCard, type TRank } from './cards.ts';
import { playHandFrom } from './hand.ts';
import { bigEyeBoy } from './big-eye-boy.ts';
import { beadPlate, bigRoad } from './roads.ts';
import { settleBaccaratHand } from './settle.ts';
import { openShoe, playShoe } from './shoe.ts';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

const card: fc.Arbitrary<TCard> = fc.record({
  rank: fc.integer({ min: 1, max: 13 }).map((r) => r as TRank),
  suit: fc.constantFrom(...BACCARAT_SUITS),
});
const sixCards = fc.array(card, { minLength: 6, maxLength: 6 });
const bets: fc.Arbitrary<TBaccaratBet[]> = fc.array(
  fc.record({ kind: fc.constantFrom(...BACCARAT_BET_KINDS), stakeMinor: fc.integer({ min: 1, max: 1e12 }) }),
  { maxLength: 8 },
);

describe('a baccarat hand, for any six cards and any bets', () => {
  it('creates no money: stakes = returned + commission + house result, bet by bet and in sum', () => {
    fc.assert(
      fc.property(sixCards, bets, (cards, bs) => {
        const { hand } = playHandFrom(cards);
        const settled = settleBaccaratHand(hand, bs);
        for (const bet of settled.bets) {
          expect(bet.stakeMinor).toBe(bet.returnedMinor + bet.commissionMinor + bet.houseResultMinor);
          expect(Number.isSafeInteger(bet.returnedMinor) && bet.returnedMinor >= 0).toBe(true);
          expect(bet.commissionMinor).toBeGreaterThanOrEqual(0);
        }
        expect(settled.stakedMinor).toBe(
          settled.returnedMinor + settled.commissionMinor + settled.houseResultMinor,
        );
      }),
    );
  });

  it('is deterministic and never changes the cards or the bets', () => {
    fc.assert(
      fc.property(sixCards, bets, (cards, bs) => {
        const before = structuredClone([cards, bs]);
        const first = playHandFrom(Object.freeze(cards));
        const settled = settleBaccaratHand(first.hand, Object.freeze(bs));
        expect(playHandFrom(cards)).toEqual(first);
        expect(settleBaccaratHand(first.hand, bs)).toEqual(settled);
        expect([cards, bs]).toEqual(before);
      }),
    );
  });

  it('deals 4 to 6 cards, 2 or 3 a side, with totals that name the winner', () => {
    fc.assert(
      fc.property(sixCards, (cards) => {
        const { hand, used } = playHandFrom(cards);
        expect(used).toBeGreaterThanOrEqual(4);
        expect([2, 3]).toContain(hand.player.length);
        expect([2, 3]).toContain(hand.banker.length);
        expect(hand.player.length + hand.banker.length).toBe(used);
        expect([hand.playerTotal, hand.bankerTotal]).toEqual([
          handTotal(hand.player),
          handTotal(hand.banker),
        ]);
        const expected =
          hand.playerTotal === hand.bankerTotal
            ? 'TIE'
            : hand.playerTotal > hand.bankerTotal
              ? 'PLAYER'
              : 'BANKER';
        expect(hand.winner).toBe(expected);
        if (hand.natural) expect(used).toBe(4);
      }),
    );
  });
});

describe('a shoe, for any seeds', () => {
  it('is the same shoe again, deals every card once and stops at the cut card', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.nat(1e6), (seed, nonce) => {
        const played = playShoe(hmacFloatStream(hmac, seed, 'prop', nonce));
        expect(playShoe(hmacFloatStream(hmac, seed, 'prop', nonce))).toEqual(played);
        const { shoe, hands } = played;
        const dealt = hands.flatMap((h) => {
          // the cards of a hand in dealing order: P B P B, then the third cards
          const order = [h.player[0], h.banker[0], h.player[1], h.banker[1], h.player[2], h.banker[2]];
          return order.filter((c) => c !== undefined);
        });
        expect(dealt).toEqual(shoe.cards.slice(shoe.burnt.length, shoe.next));
        expect(shoe.next - shoe.cutIndex).toBeLessThan(6);
        expect(openShoe(hmacFloatStream(hmac, seed, 'prop', nonce)).cards).toEqual(shoe.cards);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the roads, for any run of hands', () => {
  it('put every hand on the bead plate and every non-tie on the big road, ties counted on cells', () => {
    const outcome = fc.record({
      winner: fc.constantFrom('PLAYER' as const, 'BANKER' as const, 'TIE' as const),
      playerPair: fc.boolean(),
      bankerPair: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 120 }), (hands) => {
        expect(beadPlate(hands)).toHaveLength(hands.length);
        const road = bigRoad(hands);
        const wins = hands.filter((h) => h.winner !== 'TIE').length;
        expect(road.cells).toHaveLength(wins);
        const ties = road.cells.reduce((s, c) => s + c.ties, 0);
        expect(ties).toBe(wins === 0 ? 0 : hands.length - wins);
        // no two cells share a place, and every cell is on one of the 6 rows
        expect(new Set(road.cells.map((c) => `${c.column}:${c.row}`)).size).toBe(wins);
        for (const c of road.cells) expect(c.row >= 0 && c.row < 6).toBe(true);
        // the big eye boy colours every big road cell but column 0 and the top of column 1
        const skipped = (road.columns[0]?.length ?? 0) + (road.columns.length > 1 ? 1 : 0);
        expect(bigEyeBoy(road.columns).entries).toHaveLength(wins - skipped);
      }),
    );
  });
});
