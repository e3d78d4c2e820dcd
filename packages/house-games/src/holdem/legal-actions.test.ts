import { describe, expect, it } from 'vitest';
import { act, isHandOver } from './act.ts';
import { legalActions } from './legal-actions.ts';
import { settlement } from './settlement.ts';
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

describe('acting and the end of a hand', () => {
  it('names the actions it allows when refusing one, and the range of a bet', () => {
    const hand = headsUp(1_000, 1_000);
    expect(() => act(hand, 0, { type: 'CHECK' })).toThrow(
      new RangeError('seat 0 may not CHECK now (may: FOLD, TIMEOUT, CALL, RAISE, ALL_IN)'),
    );
    expect(() => act(hand, 0, { type: 'RAISE', toMinor: 150 })).toThrow(
      new RangeError('a RAISE goes to a whole amount from 200 to 1000, got 150'),
    );
  });

  it('logs a move made in time as not timed out', () => {
    const called = act(headsUp(1_000, 1_000), 0, { type: 'CALL' });
    expect(called.log.at(-1)).toMatchObject({ seat: 0, type: 'CALL', timedOut: false });
    expect(isHandOver(called)).toBe(false);
    expect(() => settlement(called)).toThrow(new RangeError('the hand is not over yet'));
  });

  it('rakes a pot won on the flop, the flop having been dealt, and shows no cards when nobody called', () => {
    const flop = act(act(headsUp(1_000, 1_000), 0, { type: 'CALL' }), 1, { type: 'CHECK' });
    expect(flop.board).toHaveLength(3);
    // after the flop the big blind acts first: it bets, the button folds
    const over = act(act(flop, 1, { type: 'BET', toMinor: 100 }), 0, { type: 'FOLD' });
    expect(isHandOver(over)).toBe(true);
    expect(over.result).toMatchObject({ rakeMinor: 10, shown: [], uncalled: { seat: 1, amountMinor: 100 } });
    expect(settlement(over).seats.map((s) => s.netMinor)).toEqual([-100, 90]);
    expect(() => legalActions(over)).toThrow(new RangeError('the hand is over: nobody is to act'));
  });
});
