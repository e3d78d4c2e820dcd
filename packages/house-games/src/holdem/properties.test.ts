/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { act } from './act.ts';
import { evaluateHand } from './evaluate.ts';
import { legalActions } from './legal-actions.ts';
import { settlement } from './settlement.ts';
import { startHand } from './start-hand.ts';
import type { THoldemAction, THoldemConfig, THoldemState } from './types.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const SERVER_SEED = '3f9a0c5e7b1d2f4a6c8e0b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a';

const table = fc.record({
  stacks: fc.array(fc.integer({ min: 1, max: 3_000 }), { minLength: 2, maxLength: 9 }),
  bigBlindMinor: fc.integer({ min: 2, max: 200 }),
  rakeBps: fc.integer({ min: 0, max: 1_000 }),
  rakeCapMinor: fc.integer({ min: 0, max: 500 }),
  buttonPick: fc.nat(),
  nonce: fc.nat({ max: 1_000_000 }),
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
});
type TTable = typeof table extends fc.Arbitrary<infer T> ? T : never;

/** A legal action picked by two numbers: which action, and where a bet falls between its bounds. */
function pick(state: THoldemState, which: number, size: number): THoldemAction {
  const legal = legalActions(state);
  const type = legal.actions[which % legal.actions.length]!;
  if (type === 'BET' || type === 'RAISE') {
    const span = legal.maxToMinor! - legal.minToMinor!;
    return { type, toMinor: legal.minToMinor! + (size % (span + 1)) };
  }
  return { type };
}

/** Deals a hand from the table and plays legal actions chosen by `choices` (cycled) until it ends. */
function playOut(t: TTable): { start: THoldemState; end: THoldemState; steps: number } {
  const config: THoldemConfig = {
    smallBlindMinor: Math.floor(t.bigBlindMinor / 2),
    bigBlindMinor: t.bigBlindMinor,
    rakeBps: t.rakeBps,
    rakeCapMinor: t.rakeCapMinor,
    button: t.buttonPick % t.stacks.length,
  };
  const seats = Object.freeze(t.stacks.map((stackMinor) => Object.freeze({ stackMinor })));
  const start = startHand(
    Object.freeze(config),
    seats,
    hmacFloatStream(hmac, SERVER_SEED, 'holdem', t.nonce),
  );
  let state = start;
  let steps = 0;
  while (state.toAct !== null && steps < 2_000) {
    const before = structuredClone(state);
    const c = t.choices;
    const next = act(
      state,
      state.toAct,
      pick(state, c[steps % c.length]!, c[(steps + 1) % c.length]! * 7919),
    );
    expect(state).toEqual(before);
    state = next;
    steps++;
  }
  return { start, end: state, steps };
}

describe('a hold’em hand played with random legal actions', () => {
  it('always ends, conserves the chips, keeps stacks whole and ≥ 0 and rakes within the rules', () => {
    fc.assert(
      fc.property(table, (t) => {
        const { start, end, steps } = playOut(t);
        expect(steps).toBeLessThan(2_000);
        expect(end.result).not.toBeNull();
        const paid = settlement(end);
        const initial = t.stacks.reduce((a, b) => a + b, 0);
        const final = end.seats.reduce((sum, seat) => sum + seat.stackMinor, 0);
        expect(final + paid.rakeMinor).toBe(initial);
        expect(paid.seats.reduce((sum, s) => sum + s.netMinor, 0) + paid.rakeMinor).toBe(0);
        for (const seat of end.seats)
          expect(Number.isSafeInteger(seat.stackMinor) && seat.stackMinor >= 0).toBe(true);
        expect(paid.rakeMinor).toBeLessThanOrEqual(t.rakeCapMinor);
        if (end.board.length < 3) expect(paid.rakeMinor).toBe(0);
        // before anything is paid out, every chip is either behind or in the pot
        if (start.result === null)
          expect(start.seats.map((s) => s.stackMinor + s.committedMinor)).toEqual(t.stacks);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same stream and the same actions give the same hand', () => {
    fc.assert(
      fc.property(table, (t) => {
        expect(playOut(t).end).toEqual(playOut(t).end);
      }),
      { numRuns: 50 },
    );
  });

  it('deals 2n + 8 distinct cards: the hole cards and the board, burns aside', () => {
    fc.assert(
      fc.property(table, (t) => {
        const { start } = playOut(t);
        const cards = [...start.seats.flatMap((s) => s.holeCards), ...start.runout];
        expect(new Set(cards).size).toBe(2 * t.stacks.length + 5);
      }),
      { numRuns: 50 },
    );
  });
});

const sevenCards = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 });

/** The 21 five-card hands inside seven cards. */
function fives(cards: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let a = 0; a < 7; a++)
    for (let b = a + 1; b < 7; b++) out.push(cards.filter((_, i) => i !== a && i !== b));
  return out;
}

describe('evaluateHand on random hands', () => {
  it('does not depend on the order of the cards', () => {
    fc.assert(
      fc.property(sevenCards, fc.array(fc.nat(), { minLength: 7, maxLength: 7 }), (cards, keys) => {
        const shuffled = cards.map((card, i) => [keys[i]!, card] as const).sort((x, y) => x[0] - y[0]);
        expect(evaluateHand(shuffled.map(([, card]) => card))).toEqual(evaluateHand(cards));
      }),
    );
  });

  it('values seven cards as the best of their 21 five-card hands', () => {
    fc.assert(
      fc.property(sevenCards, (cards) => {
        const best = Math.max(...fives(cards).map((five) => evaluateHand(five).value));
        expect(evaluateHand(cards).value).toBe(best);
      }),
    );
  });

  it('orders hands consistently: a > b and b > c give a > c', () => {
    fc.assert(
      fc.property(sevenCards, sevenCards, sevenCards, (a, b, c) => {
        const [va, vb, vc] = [a, b, c].map((h) => evaluateHand(h).value) as [number, number, number];
        if (va > vb && vb > vc) expect(va).toBeGreaterThan(vc);
        // the category leads the value: a better category always wins
        const [ca, cb] = [a, b].map((h) => Math.floor(evaluateHand(h).value / 16 ** 5));
        if (ca! > cb!) expect(va).toBeGreaterThan(vb);
      }),
    );
  });
});
