/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { assertBingoCard, dealBingoCards } from './card.ts';
import { drawBingoOrder } from './draw.ts';
import { BINGO_PATTERN_NAMES } from './patterns.ts';
import { BINGO_MAX_CARD_PRICE, settleBingoRound } from './settle.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const seed = fc.stringMatching(/^[0-9a-f]{64}$/);
const prices = fc
  .tuple(fc.integer({ min: 1, max: BINGO_MAX_CARD_PRICE }), fc.integer({ min: 1, max: 6 }))
  .map(([price, count]) => new Array<number>(count).fill(price));

describe('bingo, for any seeds and card prices', () => {
  it('deals valid cards and settles a round without creating money, deterministically and purely', () => {
    fc.assert(
      fc.property(seed, seed, prices, (cardSeed, drawSeed, ps) => {
        const cards = dealBingoCards(hmacFloatStream(hmac, cardSeed, 'cards', 0), ps.length);
        cards.forEach((card) => assertBingoCard(card));
        const order = drawBingoOrder(hmacFloatStream(hmac, drawSeed, 'draw', 0));
        const tickets = cards.map((card, i) =>
          Object.freeze({ card: Object.freeze(card), priceMinor: ps[i]! }),
        );
        const before = structuredClone([tickets, order]);
        const round = settleBingoRound(Object.freeze(tickets), Object.freeze(order));
        expect([tickets, order]).toEqual(before);
        expect(round.priceMinor).toBe(ps.reduce((a, b) => a + b, 0));
        expect(round.winMinor + round.houseMinor).toBe(round.priceMinor);
        // each pot is paid out whole but for the floored remainder, to the first cards to complete
        for (const pool of round.pools) {
          expect(pool.shareMinor * pool.winners.length + pool.remainderMinor).toBe(pool.potMinor);
          expect(pool.remainderMinor).toBeLessThan(pool.winners.length);
          expect(pool.potMinor).toBe(Math.floor((round.priceMinor * 500) / 10_000));
          const first = Math.min(...round.cards.map((c) => c.completions[pool.pattern]));
          expect(pool.firstBall).toBe(first);
        }
        const pooledPaid = round.cards.reduce((s, c) => s + c.poolMinor, 0);
        expect(pooledPaid + round.pools.reduce((s, p) => s + p.remainderMinor, 0)).toBe(
          round.pools.reduce((s, p) => s + p.potMinor, 0),
        );
        round.cards.forEach((card, i) => {
          expect(card.winMinor + card.houseMinor).toBe(ps[i]);
          expect(Number.isSafeInteger(card.winMinor) && card.winMinor >= 0).toBe(true);
          // a line never needs more balls than the corners or the full house
          expect(card.completions.LINE).toBeLessThanOrEqual(card.completions.FULL_HOUSE);
          expect(card.completions.FOUR_CORNERS).toBeLessThanOrEqual(card.completions.FULL_HOUSE);
          for (const p of BINGO_PATTERN_NAMES) expect(card.completions[p]).toBeGreaterThanOrEqual(4);
        });
        expect(settleBingoRound(tickets, order)).toEqual(round);
      }),
      { numRuns: 50 },
    );
  });
});
