import { describe, expect, it } from 'vitest';
import { act, isHandOver, timeout } from './act.ts';
import { legalActions } from './legal-actions.ts';
import { settlement } from './settlement.ts';
import { stackedDeck } from './stacked-deck.test-data.ts';
import { startHand } from './start-hand.ts';
import type { THoldemAction, THoldemConfig, THoldemState } from './types.ts';

const CONFIG: THoldemConfig = {
  smallBlindMinor: 50,
  bigBlindMinor: 100,
  rakeBps: 500,
  rakeCapMinor: 300,
  button: 0,
};
const HOLES4 = ['2c 3d', '4h 5s', '7c 8d', 'Jh Qs'];
const BOARD = 'Ac Kd 9h 6s 2h';

const deal = (
  stacks: number[],
  config: Partial<THoldemConfig> = {},
  holes = HOLES4.slice(0, stacks.length),
) =>
  startHand(
    { ...CONFIG, ...config },
    stacks.map((stackMinor) => ({ stackMinor })),
    stackedDeck(holes, BOARD, config.button ?? 0),
  );

const CALL: THoldemAction = { type: 'CALL' };
const CHECK: THoldemAction = { type: 'CHECK' };
const FOLD: THoldemAction = { type: 'FOLD' };
const ALL_IN: THoldemAction = { type: 'ALL_IN' };
const raise = (toMinor: number): THoldemAction => ({ type: 'RAISE', toMinor });
const bet = (toMinor: number): THoldemAction => ({ type: 'BET', toMinor });

/** Plays [seat, action] pairs in order; each seat must be the one to act. */
function play(state: THoldemState, moves: [number, THoldemAction][]): THoldemState {
  return moves.reduce((s, [seat, action]) => act(s, seat, action), state);
}

describe('a heads-up hand', () => {
  it('has the button post the small blind and act first before the flop, last after it', () => {
    const hand = deal([1_000, 1_000]);
    expect([hand.smallBlind, hand.bigBlind, hand.toAct]).toEqual([0, 1, 0]);
    expect(legalActions(hand)).toEqual({
      seat: 0,
      actions: ['FOLD', 'TIMEOUT', 'CALL', 'RAISE', 'ALL_IN'],
      callMinor: 50,
      minToMinor: 200,
      maxToMinor: 1_000,
    });
    const flop = play(hand, [
      [0, CALL],
      [1, CHECK],
    ]);
    expect([flop.street, flop.toAct, flop.board.length]).toEqual(['FLOP', 1, 3]);
  });

  it('gives the big blind its option when the button only calls', () => {
    const hand = act(deal([1_000, 1_000]), 0, CALL);
    expect(hand.toAct).toBe(1);
    expect(legalActions(hand).actions).toEqual(['FOLD', 'TIMEOUT', 'CHECK', 'RAISE', 'ALL_IN']);
  });

  it('returns the uncalled river bet and rakes the pot the seats matched', () => {
    const end = play(deal([1_000, 1_000]), [
      [0, CALL],
      [1, CHECK],
      [1, bet(200)],
      [0, CALL],
      [1, CHECK],
      [0, CHECK],
      [1, CHECK],
      [0, bet(300)],
      [1, FOLD],
    ]);
    expect(isHandOver(end)).toBe(true);
    expect(end.result!.uncalled).toEqual({ seat: 0, amountMinor: 300 });
    expect(end.result!.pots).toEqual([
      { amountMinor: 570, rakeMinor: 30, eligible: [0], winners: [0], shares: { 0: 570 } },
    ]);
    expect(end.result!.shown).toEqual([]);
    expect(settlement(end)).toEqual({
      seats: [
        { seat: 0, initialMinor: 1_000, finalMinor: 1_270, netMinor: 270 },
        { seat: 1, initialMinor: 1_000, finalMinor: 700, netMinor: -300 },
      ],
      rakeMinor: 30,
    });
  });

  it('shows both hands at the river and pays the better one', () => {
    // on Ac Kd 9h 6s 2h seat 0's 2c 3d pairs the deuce; seat 1's 4h 5s misses the wheel by the 3
    const end = play(deal([1_000, 1_000]), [
      [0, CALL],
      [1, CHECK],
      ...(['FLOP', 'TURN', 'RIVER'].flatMap(() => [
        [1, CHECK],
        [0, CHECK],
      ]) as [number, THoldemAction][]),
    ]);
    expect(end.street).toBe('SHOWDOWN');
    expect(end.result!.shown.map((s) => s.category)).toEqual(['PAIR', 'HIGH_CARD']);
    expect(settlement(end).seats.map((s) => s.netMinor)).toEqual([90, -100]);
    expect(settlement(end).rakeMinor).toBe(10);
  });

  it('takes no rake when the hand ends before the flop (no flop, no drop)', () => {
    const end = play(deal([1_000, 1_000]), [
      [0, raise(300)],
      [1, FOLD],
    ]);
    expect(settlement(end)).toMatchObject({ rakeMinor: 0 });
    expect(settlement(end).seats.map((s) => s.netMinor)).toEqual([100, -100]);
  });

  it('deals the whole board without betting when both are all-in before the flop', () => {
    const end = play(deal([1_000, 600]), [
      [0, ALL_IN],
      [1, CALL],
    ]);
    expect(end.board).toHaveLength(5);
    expect(end.result!.uncalled).toEqual({ seat: 0, amountMinor: 400 });
    // a 1,200 pot: 5 % is 60; the deuce pair of seat 0 wins
    expect(settlement(end).seats.map((s) => s.finalMinor)).toEqual([1_540, 0]);
  });
});

describe('the no-limit minimum raise', () => {
  it('is the bet plus the last full raise, the big blind before any', () => {
    const hand = deal([5_000, 5_000, 5_000]);
    expect(legalActions(hand)).toMatchObject({ seat: 0, minToMinor: 200 });
    const raised = act(hand, 0, raise(350));
    expect(legalActions(raised)).toMatchObject({
      seat: 1,
      callMinor: 300,
      minToMinor: 600,
      maxToMinor: 5_000,
    });
    expect(() => act(raised, 1, raise(599))).toThrow(RangeError);
    expect(legalActions(act(raised, 1, raise(600)))).toMatchObject({ seat: 2, minToMinor: 850 });
  });

  it('opens each street at the big blind and refuses a bet below it or beyond the stack', () => {
    const flop = play(deal([5_000, 5_000, 5_000]), [
      [0, CALL],
      [1, CALL],
      [2, CHECK],
    ]);
    expect(legalActions(flop)).toMatchObject({
      seat: 1,
      actions: ['FOLD', 'TIMEOUT', 'CHECK', 'BET', 'ALL_IN'],
    });
    expect(legalActions(flop)).toMatchObject({ minToMinor: 100, maxToMinor: 4_900 });
    expect(() => act(flop, 1, bet(99))).toThrow(RangeError);
    expect(() => act(flop, 1, bet(4_901))).toThrow(RangeError);
    expect(() => act(flop, 1, bet(150.5))).toThrow(RangeError);
    expect(() => act(flop, 1, raise(200))).toThrow(/may not RAISE/);
    expect(() => act(flop, 1, CALL)).toThrow(/may not CALL/);
    const opened = act(flop, 1, bet(250));
    expect(() => act(opened, 2, CHECK)).toThrow(/may not CHECK/);
    expect(legalActions(opened)).toMatchObject({ seat: 2, callMinor: 250, minToMinor: 500 });
  });
});

describe('a short all-in', () => {
  // button 0, small blind 1, big blind 2, first to act 3
  it('raises the bet but does not reopen the betting to a seat that already acted', () => {
    const short = play(deal([450, 5_000, 5_000, 5_000]), [
      [3, raise(300)],
      [0, ALL_IN],
    ]);
    expect([short.betMinor, short.lastRaiseMinor]).toEqual([450, 200]);
    // the blinds have not acted: they may raise, from 450 + 200
    expect(legalActions(short)).toMatchObject({ seat: 1, minToMinor: 650 });
    const back = play(short, [
      [1, FOLD],
      [2, CALL],
    ]);
    expect(legalActions(back)).toEqual({
      seat: 3,
      actions: ['FOLD', 'TIMEOUT', 'CALL'],
      callMinor: 150,
      minToMinor: null,
      maxToMinor: null,
    });
    expect(() => act(back, 3, raise(1_000))).toThrow(RangeError);
    expect(() => act(back, 3, ALL_IN)).toThrow(RangeError);
    expect(act(back, 3, CALL).street).toBe('FLOP');
  });

  it('reopens the betting when short all-ins add up to a full raise over what the seat faced', () => {
    const reopened = play(deal([250, 320, 5_000, 5_000]), [
      [3, raise(200)],
      [0, ALL_IN],
      [1, ALL_IN],
      [2, CALL],
    ]);
    expect(legalActions(reopened)).toMatchObject({
      seat: 3,
      actions: ['FOLD', 'TIMEOUT', 'CALL', 'RAISE', 'ALL_IN'],
    });
    expect(legalActions(reopened).minToMinor).toBe(420);
  });

  it('lets a big blind short of the blind post all-in, the others still calling the full blind', () => {
    const hand = deal([1_000, 1_000, 30]);
    expect(hand.seats[2]).toMatchObject({ committedMinor: 30, allIn: true });
    expect(legalActions(hand)).toMatchObject({ seat: 0, callMinor: 100 });
    const end = play(hand, [
      [0, CALL],
      [1, CALL],
      [1, CHECK],
      [0, CHECK],
      [1, CHECK],
      [0, CHECK],
      [1, CHECK],
      [0, CHECK],
    ]);
    expect(end.result!.pots.map((p) => [p.amountMinor + p.rakeMinor, p.eligible])).toEqual([
      [90, [0, 1, 2]],
      [140, [0, 1]],
    ]);
  });
});

describe('a timeout', () => {
  it('folds a seat facing a bet and checks one that owes nothing, marked in the log', () => {
    const folded = timeout(deal([1_000, 1_000]), 0);
    expect(folded.seats[0]!.folded).toBe(true);
    expect(folded.log.at(-1)).toMatchObject({ seat: 0, type: 'FOLD', timedOut: true });
    const checked = timeout(act(deal([1_000, 1_000]), 0, CALL), 1);
    expect(checked.street).toBe('FLOP');
    expect(checked.log.at(-1)).toMatchObject({ seat: 1, type: 'CHECK', timedOut: true });
  });
});

describe('refused actions and tables', () => {
  it('refuses a seat out of turn and any action once the hand is over', () => {
    const hand = deal([1_000, 1_000]);
    expect(() => act(hand, 1, CALL)).toThrow(/out of turn/);
    const end = act(hand, 0, FOLD);
    expect(() => act(end, 1, CHECK)).toThrow(/over/);
    expect(() => legalActions(end)).toThrow(RangeError);
    expect(() => settlement(hand)).toThrow(RangeError);
  });

  it.each([
    ['one seat', [1_000], {}],
    ['ten seats', new Array(10).fill(1_000), {}],
    ['an empty stack', [1_000, 0], {}],
    ['a fractional stack', [1_000, 10.5], {}],
    ['a small blind above the big', [1_000, 1_000], { smallBlindMinor: 200 }],
    ['a rake above 100 %', [1_000, 1_000], { rakeBps: 10_001 }],
    ['a negative rake cap', [1_000, 1_000], { rakeCapMinor: -1 }],
    ['a button off the table', [1_000, 1_000], { button: 2 }],
  ])('refuses %s', (_, stacks, config) => {
    const seats = (stacks as number[]).map((stackMinor) => ({ stackMinor }));
    const floats = { next: () => 0.5 };
    expect(() => startHand({ ...CONFIG, ...config }, seats, floats)).toThrow(RangeError);
  });
});
