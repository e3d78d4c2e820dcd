import { describe, expect, it } from 'vitest';
import { BACCARAT_BET_KINDS } from './bets.ts';
import type { TCard, TRank } from './cards.ts';
import { baccaratOutcomeCounts, exactBaccaratRtp, pairProbability } from './exact-rtp.ts';
import { playHandFrom } from './hand.ts';
import { BACCARAT_RTP } from './rtp.ts';

describe('baccaratOutcomeCounts', () => {
  it('counts the published 8-deck totals of every ordered 6-card deal', () => {
    // the Wizard of Odds 8-deck baccarat table, to the deal
    expect(baccaratOutcomeCounts()).toEqual({
      BANKER: 2_292_252_566_437_888,
      PLAYER: 2_230_518_282_592_256,
      TIE: 475_627_426_473_216,
      total: 416 * 415 * 414 * 413 * 412 * 411,
    });
  });

  it('agrees with dealing every sequence of six point values through playHand', () => {
    // one card per point value stands for all its ranks; each sequence is weighted by how many
    // ordered deals of real cards give it, so this checks the enumeration's rules against the engine's
    const cardOf: TCard[] = Array.from({ length: 10 }, (_, v) => ({
      rank: (v === 0 ? 10 : v) as TRank,
      suit: 'S',
    }));
    const left = Array.from({ length: 10 }, (_, v) => (v === 0 ? 128 : 32));
    const counts = { PLAYER: 0, BANKER: 0, TIE: 0, total: 0 };
    const values: number[] = [];
    const visit = (weight: number) => {
      if (values.length === 6) {
        const { hand } = playHandFrom(values.map((v) => cardOf[v]!));
        counts[hand.winner] += weight;
        counts.total += weight;
        return;
      }
      for (let v = 0; v < 10; v++) {
        const n = left[v]!;
        left[v]!--;
        values.push(v);
        visit(weight * n);
        values.pop();
        left[v]!++;
      }
    };
    visit(1);
    expect(counts).toEqual(baccaratOutcomeCounts());
  }, 20_000);
});

describe('exactBaccaratRtp', () => {
  it('matches the declared RTP of every bet to 4 decimals', () => {
    const exact = exactBaccaratRtp();
    for (const kind of BACCARAT_BET_KINDS)
      expect(Math.abs(exact[kind] - BACCARAT_RTP[kind]), kind).toBeLessThan(0.00005);
  });

  it('gives the known figures: banker 98.94 %, player 98.76 %, tie 85.64 %', () => {
    const exact = exactBaccaratRtp();
    expect(exact.BANKER).toBeCloseTo(0.989421, 6);
    expect(exact.PLAYER).toBeCloseTo(0.987649, 6);
    expect(exact.TIE).toBeCloseTo(0.856404, 6);
  });

  it('pays a pair 12 × 31/415, the chance two cards of 8 decks share a rank', () => {
    // rank by rank over the ordered two-card deals: 13 ranks of 32 cards each
    let pairs = 0;
    let deals = 0;
    for (let first = 0; first < 13; first++)
      for (let second = 0; second < 13; second++) {
        const ways = 32 * (first === second ? 31 : 32);
        deals += ways;
        if (first === second) pairs += ways;
      }
    expect(deals).toBe(416 * 415);
    expect(pairProbability()).toBeCloseTo(pairs / deals, 15);
    expect(pairProbability()).toBeCloseTo(31 / 415, 15);
    expect(exactBaccaratRtp().PLAYER_PAIR).toBeCloseTo((12 * 31) / 415, 15);
  });
});
