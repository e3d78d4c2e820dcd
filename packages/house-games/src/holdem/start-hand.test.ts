import { describe, expect, it } from 'vitest';
import { stackedDeck } from './stacked-deck.test-data.ts';
import { HOLDEM_DEAL_BLOCKS, dealPositions, startHand } from './start-hand.ts';
import type { THoldemConfig } from './types.ts';

const CONFIG: THoldemConfig = {
  smallBlindMinor: 50,
  bigBlindMinor: 100,
  rakeBps: 500,
  rakeCapMinor: 300,
  button: 0,
};
const seats = (...stacks: number[]) => stacks.map((stackMinor) => ({ stackMinor }));
const floats = () => ({ next: () => 0.5 });

describe('dealPositions', () => {
  it('deals one card at a time from the seat left of the button, twice round, then burns before each street', () => {
    // four seats, button 1: seat 2 gets the first card, the button the last of each round
    expect(dealPositions(4, 1)).toEqual({
      hole: [
        [2, 6],
        [3, 7],
        [0, 4],
        [1, 5],
      ],
      board: [9, 10, 11, 13, 15],
    });
  });
});

describe('startHand', () => {
  it('posts the blinds as the first two log entries and starts with an empty board', () => {
    const state = startHand(
      CONFIG,
      seats(1_000, 1_000, 1_000),
      stackedDeck(['2c 3d', '4h 5s', '7c 8d'], 'Ac Kd 9h 6s 2h', 0),
    );
    expect(state.board).toEqual([]);
    expect(state.log).toEqual([
      { seat: 1, street: 'PREFLOP', type: 'SMALL_BLIND', addedMinor: 50, toMinor: 50, timedOut: false },
      { seat: 2, street: 'PREFLOP', type: 'BIG_BLIND', addedMinor: 100, toMinor: 100, timedOut: false },
    ]);
  });

  it('reads 51 floats a hand, 7 HMAC blocks', () => {
    let reads = 0;
    startHand(CONFIG, seats(1_000, 1_000), { next: () => (reads++, 0.5) });
    expect([reads, HOLDEM_DEAL_BLOCKS]).toEqual([51, 7]);
  });

  it.each<[string, Partial<THoldemConfig>, number[], string]>([
    ['one seat', {}, [1_000], 'a hand has 2 to 9 seats, got 1'],
    ['ten seats', {}, new Array<number>(10).fill(1_000), 'a hand has 2 to 9 seats, got 10'],
    [
      'no big blind',
      { bigBlindMinor: 0 },
      [1_000, 1_000],
      'the big blind must be a whole number from 1 to 9007199254740991, got 0',
    ],
    [
      'a small blind above the big',
      { smallBlindMinor: 101 },
      [1_000, 1_000],
      'the small blind must be a whole number from 1 to 100, got 101',
    ],
    [
      'a rake above 100 %',
      { rakeBps: 10_001 },
      [1_000, 1_000],
      'the rake (basis points) must be a whole number from 0 to 10000, got 10001',
    ],
    [
      'a negative rake cap',
      { rakeCapMinor: -1 },
      [1_000, 1_000],
      'the rake cap must be a whole number from 0 to 9007199254740991, got -1',
    ],
    [
      'a button off the table',
      { button: 2 },
      [1_000, 1_000],
      'the button must be a whole number from 0 to 1, got 2',
    ],
    [
      'an empty stack',
      {},
      [1_000, 0],
      'the stack of seat 1 must be a whole number from 1 to 9007199254740991, got 0',
    ],
    [
      'more chips than a number holds',
      {},
      [2 ** 52, 2 ** 52],
      'the chips on the table must be a whole number from 1 to 9007199254740991, got 9007199254740992',
    ],
  ])('refuses %s and says why', (_, config, stacks, message) => {
    expect(() => startHand({ ...CONFIG, ...config }, seats(...stacks), floats())).toThrow(
      new RangeError(message),
    );
  });
});
