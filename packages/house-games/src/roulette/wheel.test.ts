/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatOfBlock } from '../provably-fair.ts';
import {
  colourOf,
  ROULETTE_RED_NUMBERS,
  ROULETTE_SPIN_BLOCKS,
  ROULETTE_WHEEL_ORDER,
  spinRoulette,
  verifyRouletteSpin,
  wheelIndexOf,
} from './wheel.ts';
import { isAdjacent } from './layout.ts';
import { simulateRoulette } from './simulate.ts';

const once = (f: number) => ({ next: () => f });

describe('the European wheel', () => {
  it('holds every number 0–36 once, in the single-zero order from 0', () => {
    expect([...ROULETTE_WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(ROULETTE_WHEEL_ORDER.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    expect(ROULETTE_WHEEL_ORDER.at(-1)).toBe(26);
  });

  it('alternates red and black all the way round after the zero, 18 of each', () => {
    const colours = ROULETTE_WHEEL_ORDER.slice(1).map(colourOf);
    colours.forEach((colour, i) => expect(colour).toBe(i % 2 === 0 ? 'RED' : 'BLACK'));
    expect(ROULETTE_RED_NUMBERS.size).toBe(18);
    expect(colourOf(0)).toBe('GREEN');
  });

  it('finds a number round the wheel for the animation', () => {
    expect(wheelIndexOf(0)).toBe(0);
    expect(wheelIndexOf(26)).toBe(36);
    expect(() => wheelIndexOf(37)).toThrow(new RangeError('no pocket 37 on a European wheel'));
  });
});

describe('spinRoulette', () => {
  it('lands on floor(float × 37)', () => {
    expect(spinRoulette(once(0))).toBe(0);
    expect(spinRoulette(once(0.5))).toBe(18);
    expect(spinRoulette(once(1 / 37))).toBe(1);
    expect(spinRoulette(once((2 ** 32 - 1) / 2 ** 32))).toBe(36);
  });

  it('recomputes from the seeds as the first float of the nonce', () => {
    const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
    const seed = 'ab'.repeat(32);
    const block = hmac(seed, 'client:4');
    expect(verifyRouletteSpin(hmac, seed, 'client', 4)).toBe(Math.floor(floatOfBlock(block, 0) * 37));
    expect(ROULETTE_SPIN_BLOCKS).toBe(1);
  });

  it('reads one float a spin', () => {
    let read = 0;
    spinRoulette({ next: () => (read++, 0.25) });
    expect(read).toBe(1);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => spinRoulette(once(1))).toThrow(new RangeError('a float must lie in [0, 1), got 1'));
    expect(() => spinRoulette(once(-0.1))).toThrow(RangeError);
    expect(() => spinRoulette(once(Number.NaN))).toThrow(RangeError);
  });
});

describe('isAdjacent', () => {
  it('answers the same in either order: across a street, down a column, 0 with 1–3', () => {
    for (const [a, b] of [
      [17, 20],
      [2, 3],
      [0, 2],
    ])
      expect([isAdjacent(a!, b!), isAdjacent(b!, a!)], `${a} ${b}`).toEqual([true, true]);
    expect([isAdjacent(4, 3), isAdjacent(4, 0), isAdjacent(0, 0), isAdjacent(5, 5)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('simulateRoulette', () => {
  it('counts the pocket of each spin, one float a spin', () => {
    const floats = [0, 0.5, 0.999, 0.5];
    let reads = 0;
    const sim = simulateRoulette({ next: () => floats[reads++]! }, 4);
    expect(reads).toBe(4);
    const hits = new Array<number>(37).fill(0);
    hits[0] = 1;
    hits[18] = 2; // floor(0.5 × 37)
    hits[36] = 1;
    expect(sim).toEqual({ spins: 4, hits });
  });
});
