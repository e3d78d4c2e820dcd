import { describe, expect, it } from 'vitest';
import { act } from './act.ts';
import { buildPots, rakePots, splitPot } from './pots.ts';
import { settlement } from './settlement.ts';
import { stackedDeck } from './stacked-deck.test-data.ts';
import { startHand } from './start-hand.ts';
import type { THoldemAction, THoldemConfig, THoldemSeat, THoldemState } from './types.ts';

const play = (state: THoldemState, moves: [number, THoldemAction][]) =>
  moves.reduce((s, [seat, action]) => act(s, seat, action), state);

/** A seat at the end of a hand that put `committedMinor` in. */
const seat = (committedMinor: number, folded = false): THoldemSeat => ({
  stackMinor: 0,
  committedMinor,
  streetMinor: 0,
  holeCards: [0, 1],
  folded,
  allIn: false,
  actedAtMinor: null,
});

describe('three seats all-in against a covering caller', () => {
  // button 0 (1,000), small blind 1 (100), big blind 2 (300), first to act 3 (600); blinds 5/10
  const config: THoldemConfig = {
    smallBlindMinor: 5,
    bigBlindMinor: 10,
    rakeBps: 500,
    rakeCapMinor: 60,
    button: 0,
  };
  const holes = ['Th Td', 'Ah Ad', 'Kh Kd', 'Qh Qd'];
  const start = startHand(
    config,
    [1_000, 100, 300, 600].map((stackMinor) => ({ stackMinor })),
    stackedDeck(holes, '2c 7d 9h Js 3c', 0),
  );
  const end = play(start, [
    [3, { type: 'ALL_IN' }],
    [0, { type: 'CALL' }],
    [1, { type: 'ALL_IN' }],
    [2, { type: 'ALL_IN' }],
  ]);

  it('builds a main pot and two side pots from the all-in amounts', () => {
    expect(end.result!.pots.map((p) => [p.amountMinor + p.rakeMinor, p.eligible])).toEqual([
      [400, [0, 1, 2, 3]],
      [600, [0, 2, 3]],
      [600, [0, 3]],
    ]);
    expect(end.result!.uncalled).toBeNull();
  });

  it('gives each pot to the best hand among the seats that reached it', () => {
    expect(end.result!.pots.map((p) => p.winners)).toEqual([[1], [2], [3]]);
  });

  it('rakes 5 % of each pot, main pot first, until the 60 cap', () => {
    expect(end.result!.pots.map((p) => p.rakeMinor)).toEqual([20, 30, 10]);
    expect(settlement(end)).toEqual({
      seats: [
        { seat: 0, initialMinor: 1_000, finalMinor: 400, netMinor: -600 },
        { seat: 1, initialMinor: 100, finalMinor: 380, netMinor: 280 },
        { seat: 2, initialMinor: 300, finalMinor: 570, netMinor: 270 },
        { seat: 3, initialMinor: 600, finalMinor: 590, netMinor: -10 },
      ],
      rakeMinor: 60,
    });
  });
});

describe('a split pot', () => {
  it('shares the pot and gives the odd chip to the first winner left of the button', () => {
    // blinds 5/10, no rake; the button calls, the small blind folds, the board's straight plays for both
    const config: THoldemConfig = {
      smallBlindMinor: 5,
      bigBlindMinor: 10,
      rakeBps: 0,
      rakeCapMinor: 0,
      button: 0,
    };
    const start = startHand(
      config,
      [1_000, 1_000, 1_000].map((stackMinor) => ({ stackMinor })),
      stackedDeck(['2c 3d', '4h 4s', '2h 3c'], 'Tc Jd Qh Ks Ac', 0),
    );
    const checks: [number, THoldemAction][] = [2, 0, 2, 0, 2, 0].map((s) => [s, { type: 'CHECK' }]);
    const end = play(start, [
      [0, { type: 'CALL' }],
      [1, { type: 'FOLD' }],
      [2, { type: 'CHECK' }],
      ...checks,
    ]);
    expect(end.result!.pots).toEqual([
      { amountMinor: 25, rakeMinor: 0, eligible: [0, 2], winners: [0, 2], shares: { 0: 12, 2: 13 } },
    ]);
    expect(settlement(end).seats.map((s) => s.netMinor)).toEqual([2, -5, 3]);
  });

  it('counts the odd chips out in seat order from the left of the button, wrapping round', () => {
    expect(splitPot(11, [0, 1, 3], 1, 4)).toEqual({ 0: 4, 1: 3, 3: 4 });
    expect(splitPot(10, [0, 1, 3], 3, 4)).toEqual({ 0: 4, 1: 3, 3: 3 });
    expect(splitPot(9, [2, 3], 3, 4)).toEqual({ 2: 5, 3: 4 });
    expect(splitPot(9, [0, 1], 0, 2)).toEqual({ 0: 4, 1: 5 });
  });
});

describe('buildPots', () => {
  it('returns the uncalled part of the largest commitment to its seat, outside every pot', () => {
    expect(buildPots([seat(500), seat(200), seat(200, true)])).toEqual({
      pots: [{ amountMinor: 600, eligible: [0, 1] }],
      uncalled: { seat: 0, amountMinor: 300 },
    });
  });

  it('keeps a folded seat’s chips in the pots it paid into without letting it win them', () => {
    expect(buildPots([seat(100), seat(300, true), seat(400), seat(400)])).toEqual({
      pots: [
        { amountMinor: 400, eligible: [0, 2, 3] },
        { amountMinor: 800, eligible: [2, 3] },
      ],
      uncalled: null,
    });
  });

  it('leaves a seat that put nothing in out of every pot', () => {
    expect(buildPots([seat(0), seat(100), seat(100)])).toEqual({
      pots: [{ amountMinor: 200, eligible: [1, 2] }],
      uncalled: null,
    });
  });

  it('adds a layer only folded seats reached to the pot below it', () => {
    // seat 0 is all-in for 100; seats 1 and 2 went on to 200 and 300 and then folded
    expect(buildPots([seat(100), seat(200, true), seat(300, true)])).toEqual({
      pots: [{ amountMinor: 500, eligible: [0] }],
      uncalled: { seat: 2, amountMinor: 100 },
    });
  });

  it('merges neighbouring layers that the same seats contest', () => {
    expect(buildPots([seat(50, true), seat(100), seat(100)]).pots).toEqual([
      { amountMinor: 250, eligible: [1, 2] },
    ]);
  });
});

describe('rakePots', () => {
  it.each([
    [[1_000], 500, 300, true, [50]],
    [[10_000], 500, 300, true, [300]],
    [[1_000, 3_000, 5_000], 500, 150, true, [50, 100, 0]],
    [[19], 500, 300, true, [0]],
    [[1_000], 500, 300, false, [0]],
  ])('rakes pots %j at %i bps capped at %i (flop seen: %s) as %j', (amounts, bps, cap, sawFlop, expected) => {
    const pots = amounts.map((amountMinor) => ({ amountMinor, eligible: [0, 1] }));
    expect(rakePots(pots, bps, cap, sawFlop)).toEqual(expected);
  });
});
