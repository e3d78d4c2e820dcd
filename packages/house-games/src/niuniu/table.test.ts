/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream, type THmac } from '../provably-fair.ts';
import { stackedNiuniu } from './stacked-deal.test-data.ts';
import {
  coverFor,
  isNiuniuTableOver,
  multiplesFor,
  stakeNiuniu,
  startNiuniuTable,
  timeoutNiuniu,
  type TNiuniuTableState,
} from './table.ts';

const CONFIG = { baseMinor: 100, commissionBps: 500 };
const NIU_NIU = 'Jc Qd Kh 3s 7c';
const BULL_8 = '2c 8d Th 4s 4c';
const BULL_3 = 'Tc 6d 4h Ad 2s';
const NO_BULL = '2h 2d 4d 5s 9c';
const FIVE_SMALL = 'Ac As 2s 3h 3d';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const SEED = '5d2e8b4a6c0d9e7f1a3b5c2d4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a0b7e3c9a1f';

describe('a Niu-Niu table hand', () => {
  it('deals every seat five cards, the banker last, and waits for the players’ stakes', () => {
    const state = startNiuniuTable(CONFIG, [1_000, 2_000, 3_000], stackedNiuniu(NIU_NIU, BULL_8, BULL_3));
    expect(state.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(state.multiples).toEqual([null, null]);
    expect(isNiuniuTableOver(state)).toBe(false);
  });

  it('refuses a seat that cannot cover a 1 × stake, and fewer than two seats', () => {
    expect(() => startNiuniuTable(CONFIG, [499, 1_000], stackedNiuniu(NIU_NIU, BULL_8))).toThrow(
      /covers 5 × the base bet \(500\)/,
    );
    expect(() => startNiuniuTable(CONFIG, [1_000], stackedNiuniu(NIU_NIU))).toThrow(/seats 2 to 5/);
    expect(() =>
      startNiuniuTable({ ...CONFIG, baseMinor: 0 }, [1_000, 1_000], stackedNiuniu(NIU_NIU, BULL_8)),
    ).toThrow(/base bet/);
  });

  it('offers only the multiples a player’s stack covers at ×5', () => {
    const state = startNiuniuTable(
      CONFIG,
      [500, 1_499, 1_500, 500],
      stackedNiuniu(NIU_NIU, BULL_8, BULL_3, NO_BULL),
    );
    expect(coverFor(CONFIG, 3)).toBe(1_500);
    expect(multiplesFor(state, 0)).toEqual([1]);
    expect(multiplesFor(state, 1)).toEqual([1, 2]);
    expect(multiplesFor(state, 2)).toEqual([1, 2, 3]);
    expect(multiplesFor(state, 3)).toEqual([]); // the banker
    expect(() => stakeNiuniu(state, 1, 3)).toThrow(/may stake 1, 2 ×, not 3/);
    expect(() => stakeNiuniu(state, 3, 1)).toThrow(/banker stakes nothing/);
    expect(() => stakeNiuniu(state, 7, 1)).toThrow(/no seat 7/);
  });

  it('settles when the last player stakes: wins at the winner’s multiplier, commission on each win', () => {
    // against the banker's bull 3: niu niu (×3) and bull 8 (×2) win, no bull loses at the banker's ×1
    let state = startNiuniuTable(
      CONFIG,
      [2_000, 2_000, 2_000, 2_000],
      stackedNiuniu(NIU_NIU, BULL_8, NO_BULL, BULL_3),
    );
    state = stakeNiuniu(state, 0, 2);
    expect(() => stakeNiuniu(state, 0, 1)).toThrow(/already chosen/);
    state = stakeNiuniu(state, 1, 1);
    expect(state.result).toBeNull();
    state = stakeNiuniu(state, 2, 3);
    const r = state.result!;
    expect(r.seats.map((s) => s.category)).toEqual(['NIU_NIU', 'BULL_8', 'NO_BULL', 'BULL_3']);
    // 0: wins 3 × 2 × 100 = 600, commission 30; 1: wins 2 × 100 = 200, commission 10; 2: loses ×1 × 3 × 100 = 300
    expect(r.seats.map((s) => s.won)).toEqual([true, true, false, null]);
    expect(r.seats.map((s) => s.stakeMinor)).toEqual([600, 200, 300, 1_100]);
    expect(r.seats.map((s) => s.netMinor)).toEqual([570, 190, -300, -800 + 285]);
    expect(r.commissionMinor).toBe(30 + 10 + 15);
    expect(r.bankerShort).toBe(false);
    expect(r.seats.map((s) => s.finalMinor)).toEqual([2_570, 2_190, 1_700, 2_000 - 515]);
    expect(() => stakeNiuniu(state, 0, 1)).toThrow(/hand is over/);
  });

  it('a banker short of chips pays the winners pro rata and ends with no more than the rounding', () => {
    // the banker (500) owes five small ×5 × 3 × 100 = 1,500 and niu niu ×3 × 1 × 100 = 300 and collects nothing
    let state = startNiuniuTable(CONFIG, [1_500, 1_500, 500], stackedNiuniu(FIVE_SMALL, NIU_NIU, NO_BULL));
    state = stakeNiuniu(state, 0, 3);
    state = stakeNiuniu(state, 1, 1);
    const r = state.result!;
    expect(r.bankerShort).toBe(true);
    // 500 shared 1,500 : 300 → 416 and 83 (rounded down), commission 20 and 4
    expect(r.seats.map((s) => s.stakeMinor)).toEqual([416, 83, 499]);
    expect(r.seats.map((s) => s.netMinor)).toEqual([396, 79, -499]);
    expect(r.seats[2]!.finalMinor).toBe(1);
    expect(r.commissionMinor).toBe(24);
  });

  it('times out the players yet to choose at 1 × and marks them', () => {
    let state = startNiuniuTable(CONFIG, [2_000, 2_000, 2_000], stackedNiuniu(NIU_NIU, BULL_8, BULL_3));
    state = stakeNiuniu(state, 0, 2);
    state = timeoutNiuniu(state);
    expect(state.multiples).toEqual([2, 1]);
    expect(state.timedOut).toEqual([false, true]);
    expect(isNiuniuTableOver(state)).toBe(true);
    expect(() => timeoutNiuniu(state)).toThrow(/hand is over/);
  });
});

const table = fc.record({
  stacks: fc.array(fc.integer({ min: 500, max: 1_000_000 }), { minLength: 2, maxLength: 5 }),
  picks: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
  commissionBps: fc.integer({ min: 0, max: 10_000 }),
  nonce: fc.nat({ max: 1_000_000 }),
  timeoutAfter: fc.nat({ max: 4 }),
});

type TTable = typeof table extends fc.Arbitrary<infer T> ? T : never;

function play({ stacks, picks, commissionBps, nonce, timeoutAfter }: TTable) {
  let state: TNiuniuTableState = startNiuniuTable(
    { baseMinor: 100, commissionBps },
    stacks,
    hmacFloatStream(hmac, SEED, 'niuniu-table', nonce),
  );
  for (let i = 0; i < stacks.length - 1 && !state.result; i++) {
    if (i === timeoutAfter) return timeoutNiuniu(state);
    const offered = multiplesFor(state, i);
    state = stakeNiuniu(state, i, offered.includes(picks[i]!) ? picks[i]! : offered[0]!);
  }
  return state;
}

describe('a Niu-Niu table hand, for any stacks, stakes and stream', () => {
  it('creates no money and leaves no stack below zero', () => {
    fc.assert(
      fc.property(table, (t) => {
        const r = play(t).result!;
        expect(r.seats.reduce((sum, s) => sum + s.netMinor, 0) + r.commissionMinor).toBe(0);
        r.seats.forEach((s, i) => {
          expect(s.finalMinor).toBe(t.stacks[i]! + s.netMinor);
          expect(s.finalMinor).toBeGreaterThanOrEqual(0);
          expect(s.stakeMinor + s.netMinor).toBeGreaterThanOrEqual(0); // the payout of its bet
        });
        // the banker's stake is every duel's chips
        const players = r.seats.slice(0, -1).reduce((sum, s) => sum + s.stakeMinor, 0);
        expect(r.seats.at(-1)!.stakeMinor).toBe(players);
      }),
    );
  });
});
