/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  StreamExhausted,
  computeBlocks,
  floatsFromBlocks,
  type TFloatSource,
  type THmac,
} from '../provably-fair.ts';
import { SLOT_MAX_TOTAL_BET, isValidBetForLines, isValidTotalBet } from './bet.ts';
import { SLOT_PAYTABLE } from './paytable.ts';
import { SLOT_MAX_BLOCKS, SLOT_MAX_FLOATS, playSlotRound } from './play-slot-round.ts';
import { SLOT_REELS } from './reels.ts';
import { SCATTER } from './symbols.ts';
import type { TSlotSpin } from './types.ts';
import { verifySlotRound, verifySlotRoundAsync } from './verify-round.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** The float that stops a strip of `length` at `stop`. */
const at = (stop: number, length: number) => (stop + 0.5) / length;

/** Floats that show a scatter on the top row of each listed reel (0-based) and stop 0 elsewhere. */
function scattersOn(reels: readonly (readonly string[])[], which: number[]): number[] {
  return reels.map((strip, reel) => (which.includes(reel) ? at(strip.indexOf(SCATTER), strip.length) : 0));
}

/** A stream that plays the given floats, then rest(0), rest(1), … forever. */
function scripted(floats: number[], rest: (i: number) => number = () => 0): TFloatSource {
  let read = 0;
  return {
    next: () => {
      const float = read < floats.length ? floats[read]! : rest(read - floats.length);
      read++;
      return float;
    },
  };
}

/** What a spin should pay, recomputed from the paytable, the bet and the spin's own multiplier. */
function expectedWin(spin: TSlotSpin, totalBet: number): number {
  const lines = spin.lineWins.reduce((sum, w) => {
    const pays = (SLOT_PAYTABLE.lines as Record<string, readonly number[]>)[w.symbol]!;
    return sum + pays[w.count - 3]! * (totalBet / 20) * spin.multiplier;
  }, 0);
  const scatter = spin.scatter.count >= 3 ? SLOT_PAYTABLE.scatter[Math.min(spin.scatter.count, 5) - 3]! : 0;
  return lines + scatter * totalBet * spin.multiplier;
}

describe('a slot round', () => {
  it('awards 10 free spins for 3 scatters and plays them with doubled wins', () => {
    const floats = scripted(scattersOn(SLOT_REELS.base, [0, 2, 4]));
    const round = playSlotRound(floats, 200);
    expect(round.base.scatter).toMatchObject({ count: 3, win: 200 });
    expect(round.freeSpinsAwarded).toBe(10);
    expect(round.freeSpins).toHaveLength(10);
    expect(round.floatsUsed).toBe(55);
    expect(round.freeSpins[0]!.lineWins.length).toBeGreaterThan(0);
    for (const spin of round.freeSpins) {
      expect(spin.multiplier).toBe(2);
      expect(spin.win).toBe(expectedWin(spin, 200));
    }
    expect(round.totalWin).toBe(round.base.win + round.freeSpins.reduce((sum, s) => sum + s.win, 0));
  });

  it('awards 12 and 15 free spins for 4 and 5 scatters', () => {
    expect(playSlotRound(scripted(scattersOn(SLOT_REELS.base, [0, 1, 2, 4])), 20).freeSpinsAwarded).toBe(12);
    const five = playSlotRound(scripted(scattersOn(SLOT_REELS.base, [0, 1, 2, 3, 4])), 20);
    expect(five.freeSpinsAwarded).toBe(15);
    expect(five.base.scatter).toMatchObject({ count: 5, win: 50 * 20 });
  });

  it('retriggers free spins but never plays more than 50 in a round', () => {
    const base = scattersOn(SLOT_REELS.base, [0, 1, 2, 3, 4]);
    const free = scattersOn(SLOT_REELS.free, [0, 1, 2, 3, 4]);
    const floats = scripted(base, (i) => free[i % 5]!);
    const round = playSlotRound(floats, 20);
    expect(round.freeSpins.every((spin) => spin.scatter.count === 5)).toBe(true);
    expect(round.freeSpinsAwarded).toBe(50);
    expect(round.freeSpins).toHaveLength(50);
    expect(round.floatsUsed).toBe(255);
  });

  it('gives the same round for the same seeds, nonce and bet', () => {
    const one = verifySlotRound(hmac, serverSeed, 'player-seed', 42, 1000);
    expect(verifySlotRound(hmac, serverSeed, 'player-seed', 42, 1000)).toEqual(one);
    expect(verifySlotRound(hmac, serverSeed, 'player-seed', 43, 1000).base.stops).not.toEqual(one.base.stops);
  });

  it('is plain JSON', () => {
    const round = verifySlotRound(hmac, serverSeed, 'player-seed', 7, 100);
    expect(JSON.parse(JSON.stringify(round))).toEqual(round);
  });

  it('refuses a bet that is not a positive multiple of 20 minor units', () => {
    for (const bet of [0, -20, 10, 30, 20.5, Number.NaN, 2 ** 60]) {
      expect(isValidTotalBet(bet)).toBe(false);
      expect(() => playSlotRound(scripted([]), bet)).toThrow(RangeError);
    }
    for (const bet of [20, 40, 2000]) expect(isValidTotalBet(bet)).toBe(true);
    expect(() => playSlotRound(scripted([]), 30)).toThrow(
      new RangeError('the total bet must be a positive whole multiple of 20 minor units, got 30'),
    );
  });

  it('takes a total bet up to 10^10 minor units and not one line bet more', () => {
    expect(SLOT_MAX_TOTAL_BET).toBe(10_000_000_000);
    expect(isValidTotalBet(SLOT_MAX_TOTAL_BET - 20)).toBe(true);
    expect(isValidTotalBet(SLOT_MAX_TOTAL_BET)).toBe(true);
    expect(isValidTotalBet(SLOT_MAX_TOTAL_BET + 20)).toBe(false);
    expect(isValidTotalBet(SLOT_MAX_TOTAL_BET - 1)).toBe(false);
    expect(() => playSlotRound(scripted([]), SLOT_MAX_TOTAL_BET + 20)).toThrow(
      new RangeError('the total bet must be a positive whole multiple of 20 minor units, got 10000000020'),
    );
    // at the cap, the richest scripted round (5 scatters, retriggered to 50 free spins) stays exact
    const base = scattersOn(SLOT_REELS.base, [0, 1, 2, 3, 4]);
    const free = scattersOn(SLOT_REELS.free, [0, 1, 2, 3, 4]);
    const round = playSlotRound(
      scripted(base, (i) => free[i % 5]!),
      SLOT_MAX_TOTAL_BET,
    );
    expect(round.freeSpins).toHaveLength(50);
    expect(round.base.scatter.win).toBe(50 * SLOT_MAX_TOTAL_BET);
    expect(Number.isSafeInteger(round.totalWin)).toBe(true);
    expect(round.totalWin).toBe(round.base.win + round.freeSpins.reduce((sum, s) => sum + s.win, 0));
  });

  it('spreads a bet over any line count: a positive whole multiple of it, up to the cap', () => {
    expect(isValidBetForLines(9, 3)).toBe(true);
    expect(isValidBetForLines(10, 3)).toBe(false);
    expect(isValidBetForLines(3, 3)).toBe(true);
    expect(isValidBetForLines(0, 3)).toBe(false);
    expect(isValidBetForLines(SLOT_MAX_TOTAL_BET, 25)).toBe(true);
    expect(isValidBetForLines(SLOT_MAX_TOTAL_BET + 25, 25)).toBe(false);
  });

  it('gives the same round from async precomputed blocks, after running out of one block', async () => {
    let nonce = 0;
    while (verifySlotRound(hmac, serverSeed, 'verifier', nonce, 20).freeSpins.length === 0) nonce++;
    const expected = verifySlotRound(hmac, serverSeed, 'verifier', nonce, 20);
    const oneBlock = await computeBlocks(async (k, m) => hmac(k, m), serverSeed, 'verifier', nonce, 1);
    expect(() => playSlotRound(floatsFromBlocks(oneBlock), 20)).toThrow(StreamExhausted);
    const all = await computeBlocks(
      async (k, m) => hmac(k, m),
      serverSeed,
      'verifier',
      nonce,
      SLOT_MAX_BLOCKS,
    );
    expect(playSlotRound(floatsFromBlocks(all), 20)).toEqual(expected);
    await expect(
      verifySlotRoundAsync(async (k, m) => hmac(k, m), serverSeed, 'verifier', nonce, 20),
    ).resolves.toEqual(expected);
  });

  it('computes one block for a round without free spins, and every block only when it needs more', async () => {
    let asked = 0;
    const counting = async (key: string, message: string) => {
      asked++;
      return hmac(key, message);
    };
    let plain = 0;
    while (verifySlotRound(hmac, serverSeed, 'verifier', plain, 20).freeSpins.length > 0) plain++;
    await expect(verifySlotRoundAsync(counting, serverSeed, 'verifier', plain, 20)).resolves.toEqual(
      verifySlotRound(hmac, serverSeed, 'verifier', plain, 20),
    );
    expect(asked).toBe(1);

    let rich = 0;
    while (verifySlotRound(hmac, serverSeed, 'verifier', rich, 20).freeSpins.length === 0) rich++;
    asked = 0;
    await verifySlotRoundAsync(counting, serverSeed, 'verifier', rich, 20);
    expect(asked).toBe(1 + SLOT_MAX_BLOCKS);

    // a refused bet is refused at once, not played again over every block
    asked = 0;
    await expect(verifySlotRoundAsync(counting, serverSeed, 'verifier', plain, 30)).rejects.toThrow(
      RangeError,
    );
    expect(asked).toBe(1);
  });

  it('bounds a round to 255 floats, 32 HMAC blocks', () => {
    expect(SLOT_MAX_FLOATS).toBe(5 * 51);
    expect(SLOT_MAX_BLOCKS).toBe(32);
  });
});
