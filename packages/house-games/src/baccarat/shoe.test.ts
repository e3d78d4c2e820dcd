/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blockMessage, floatsFromBlocks, hmacFloatStream, type TFloatSource } from '../provably-fair.ts';
import { cardsOf } from './cards.test-data.ts';
import { BACCARAT_SHOE_SIZE, orderedShoe } from './cards.ts';
import {
  BACCARAT_SHOE_BLOCKS,
  BACCARAT_SHOE_FLOATS,
  dealShoeHand,
  isShoeOver,
  openShoe,
  playShoe,
  shuffleShoe,
  verifyBaccaratShoe,
} from './shoe.ts';

/** A stream giving the same float forever, counting what was read. */
function constant(value: number): TFloatSource & { read: number } {
  return {
    read: 0,
    next() {
      this.read++;
      return value;
    },
  };
}

/** Just below 1: floor(f × (i + 1)) = i, so every swap of the shuffle leaves the card where it is. */
const KEEP = (2 ** 32 - 1) / 2 ** 32;
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const serverSeed = '3b8f1c2d4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c';

describe('the shoe', () => {
  it('orders 8 fresh decks spades, hearts, diamonds, clubs, ace to king', () => {
    const shoe = orderedShoe();
    expect(shoe).toHaveLength(416);
    expect(shoe.slice(0, 2)).toEqual(cardsOf('AS 2S'));
    expect(shoe.slice(12, 14)).toEqual(cardsOf('KS AH'));
    expect(shoe[51]).toEqual(cardsOf('KC')[0]);
    expect(shoe[52]).toEqual(cardsOf('AS')[0]);
  });

  it('shuffles by Fisher–Yates, i from 415 down, swapping i with floor(f × (i + 1))', () => {
    const keep = constant(KEEP);
    expect(shuffleShoe(keep)).toEqual(orderedShoe());
    expect(keep.read).toBe(415);
    // f = 0 swaps position i with position 0 at every step, so each card moves down one place and
    // card 0 ends last
    const zero = shuffleShoe(constant(0));
    const ordered = orderedShoe();
    expect(zero[0]).toEqual(ordered[1]);
    expect(zero.slice(2, 5)).toEqual(ordered.slice(3, 6));
    expect(zero[415]).toEqual(ordered[0]);
  });

  it('keeps every card exactly once', () => {
    const shuffled = shuffleShoe(hmacFloatStream(hmac, serverSeed, 'cards', 0));
    const key = (c: { rank: number; suit: string }) => `${c.rank}${c.suit}`;
    const tally = (cards: { rank: number; suit: string }[]) =>
      cards.map(key).reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
    expect(tally(shuffled)).toEqual(tally(orderedShoe()));
  });

  it('opens with the cut card 14–16 from the end and burns as many cards as the first card shows', () => {
    const keep = constant(KEEP);
    const shoe = openShoe(keep);
    expect(keep.read).toBe(BACCARAT_SHOE_FLOATS);
    expect(shoe.cutIndex).toBe(BACCARAT_SHOE_SIZE - 16);
    expect(shoe.burnt).toEqual(cardsOf('AS 2S')); // an ace burns one card
    expect(shoe.next).toBe(2);
    expect(openShoe(constant(0)).cutIndex).toBe(BACCARAT_SHOE_SIZE - 14);
    // f = 0 leaves card 1 (2S) first: it burns two more
    expect(openShoe(constant(0)).burnt).toHaveLength(3);
  });

  it('deals hands in order without touching the shoe it was given', () => {
    const shoe = openShoe(constant(KEEP));
    const copy = structuredClone(shoe);
    const { hand, shoe: after } = dealShoeHand(shoe);
    expect(shoe).toEqual(copy);
    // 3S 4S 5S 6S: player 3 + 5 = 8, a natural
    expect(hand.player).toEqual(cardsOf('3S 5S'));
    expect(hand.banker).toEqual(cardsOf('4S 6S'));
    expect(hand.winner).toBe('PLAYER');
    expect(after.next).toBe(6);
  });

  it('ends the shoe after the hand in which the cut card came out', () => {
    const { shoe, hands } = playShoe(hmacFloatStream(hmac, serverSeed, 'cut', 1));
    expect(isShoeOver(shoe)).toBe(true);
    const dealt = hands.reduce((n, h) => n + h.player.length + h.banker.length, shoe.burnt.length);
    expect(dealt).toBe(shoe.next);
    // the last hand began before the cut card, and no hand could run past 6 cards beyond it
    const last = hands.at(-1)!;
    expect(shoe.next - last.player.length - last.banker.length).toBeLessThan(shoe.cutIndex);
    expect(shoe.next).toBeLessThanOrEqual(shoe.cutIndex + 5);
    expect(() => dealShoeHand(shoe)).toThrow(RangeError);
  });

  it('deals the same shoe again from the same seeds, and a pinned one a verifier can recompute', () => {
    const first = playShoe(hmacFloatStream(hmac, serverSeed, 'pin', 7));
    expect(verifyBaccaratShoe(hmac, serverSeed, 'pin', 7)).toEqual(first);
    const blocks = Array.from({ length: BACCARAT_SHOE_BLOCKS }, (_, i) =>
      hmac(serverSeed, blockMessage('pin', 7, i)),
    );
    // the 52 precomputed blocks an async (browser) verifier would fetch are enough, and give the same shoe
    expect(playShoe(floatsFromBlocks(blocks))).toEqual(first);
    // pinned: an independent verifier following openShoe's documented rules must land here too
    expect(first.shoe.cards.slice(0, 6)).toEqual(cardsOf('9S JS 3D 5H 3D 8S'));
    expect(first.shoe.burnt).toHaveLength(10); // the 9 burns nine more
    expect(first.shoe.cutIndex).toBe(400);
    expect(first.hands).toHaveLength(79);
  });

  it('matches a verifier that rebuilds the shoe from the documented rule alone', () => {
    const floats = hmacFloatStream(hmac, serverSeed, 'verify', 3);
    const order = Array.from({ length: 416 }, (_, i) => i);
    for (let i = 415; i > 0; i--) {
      const j = Math.floor(floats.next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const suits = ['S', 'H', 'D', 'C'];
    const rebuilt = order.map((i) => ({ rank: (i % 13) + 1, suit: suits[Math.floor((i % 52) / 13)] }));
    const cutIndex = 416 - (14 + Math.floor(floats.next() * 3));
    const shoe = openShoe(hmacFloatStream(hmac, serverSeed, 'verify', 3));
    expect(shoe.cards).toEqual(rebuilt);
    expect(shoe.cutIndex).toBe(cutIndex);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => shuffleShoe(constant(1))).toThrow(new RangeError('a float must lie in [0, 1), got 1'));
    expect(() => shuffleShoe(constant(-0.5))).toThrow(new RangeError('a float must lie in [0, 1), got -0.5'));
  });

  it('refuses to deal from a shoe whose cut card is out', () => {
    const { shoe } = playShoe(hmacFloatStream(hmac, serverSeed, 'over', 0));
    expect(isShoeOver(shoe)).toBe(true);
    expect(() => dealShoeHand(shoe)).toThrow(
      new RangeError('the cut card is out: this shoe deals no more hands'),
    );
  });

  it('reads 416 floats a shoe, 52 HMAC blocks', () => {
    expect([BACCARAT_SHOE_FLOATS, BACCARAT_SHOE_BLOCKS]).toEqual([416, 52]);
  });
});
