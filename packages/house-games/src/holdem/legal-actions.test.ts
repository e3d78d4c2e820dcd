import { describe, expect, it } from 'vitest';
import { act } from './act.ts';
import { legalActions } from './legal-actions.ts';
import { stackedDeck } from './stacked-deck.test-data.ts';
import { startHand } from './start-hand.ts';
import type { THoldemConfig } from './types.ts';

const CONFIG: THoldemConfig = {
  smallBlindMinor: 50,
  bigBlindMinor: 100,
  rakeBps: 500,
  rakeCapMinor: 300,
  button: 0,
};
/** Heads-up: seat 0 is the button and the small blind, and acts first before the flop. */
const headsUp = (stack0: number, stack1: number) =>
  startHand(
    CONFIG,
    [{ stackMinor: stack0 }, { stackMinor: stack1 }],
    stackedDeck(['2c 3d', '4h 5s'], 'Ac Kd 9h 6s 2h', 0),
  );

describe('legalActions heads-up', () => {
  it('offers no raise against a player who is all-in: nobody could answer it', () => {
    const hand = act(act(headsUp(1_000, 300), 0, { type: 'RAISE', toMinor: 200 }), 1, { type: 'ALL_IN' });
    expect(legalActions(hand)).toMatchObject({
      seat: 0,
      actions: ['FOLD', 'TIMEOUT', 'CALL'],
      callMinor: 100,
      minToMinor: null,
    });
  });

  it('offers the all-in as the call when the stack is exactly what is owed', () => {
    const hand = act(act(headsUp(300, 300), 0, { type: 'CALL' }), 1, { type: 'ALL_IN' });
    expect(legalActions(hand)).toMatchObject({ seat: 0, callMinor: 200 });
    expect(legalActions(hand).actions).toEqual(['FOLD', 'TIMEOUT', 'CALL', 'ALL_IN']);
  });

  it('offers the raise to a seat whose chips reach exactly the minimum raise', () => {
    // the small blind has 150 behind its 50: all of it makes 200, the bet of 100 plus a full raise
    expect(legalActions(headsUp(200, 1_000))).toMatchObject({
      actions: ['FOLD', 'TIMEOUT', 'CALL', 'RAISE', 'ALL_IN'],
      minToMinor: 200,
      maxToMinor: 200,
    });
  });
});
