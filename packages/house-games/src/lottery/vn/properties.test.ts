/// <reference types="node" />
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBlocks, floatsFromBlocks, type TFloatSource, type THmac } from '../../provably-fair.ts';
import { LOTTERY_DRAW_NONCE, drawSource } from '../seeds.ts';
import { VN_BET_TYPES, VN_SELECTION_RULES, type TVnBetType, type TVnLine } from './bet-types.ts';
import { VN_DRAW_BLOCKS, drawVnResult, validateVnResult, type TVnResult } from './draw.ts';
import { vnLineMaxWin } from './liability.ts';
import { VN_PRIZE_TABLES, VN_REGIONS, vnChances, vnDrawFloats, type TVnRegion } from './prize-table.ts';
import { settleVnLine } from './settle.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();

/** Floats as the stream gives them: 32-bit fractions. */
const floatsOf = (words: number[]): TFloatSource => {
  let i = 0;
  return { next: () => words[i++]! / 2 ** 32 };
};

const region = fc.constantFrom(...VN_REGIONS);
const resultIn = (r: TVnRegion) =>
  fc
    .array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), {
      minLength: vnDrawFloats(r),
      maxLength: vnDrawFloats(r),
    })
    .map((words) => drawVnResult(floatsOf(words), r));
const numbersFor = (betType: TVnBetType) => {
  const { digits, count } = VN_SELECTION_RULES[betType];
  return fc
    .uniqueArray(fc.integer({ min: 0, max: 10 ** digits - 1 }), { minLength: count, maxLength: count })
    .map((ns) => ns.map((n) => String(n).padStart(digits, '0')));
};
const line: fc.Arbitrary<TVnLine> = fc.constantFrom(...VN_BET_TYPES).chain((betType) =>
  fc.record({
    betType: fc.constant(betType),
    numbers: numbersFor(betType),
    stakeMinor: fc.integer({ min: 1, max: 1_000_000_000 }),
    oddsMilli: fc.integer({ min: 1, max: 2_000_000 }),
  }),
);
const lineAndResult = fc.tuple(line, region.chain(resultIn));

/** Freezes a value and everything in it, so any write to it throws (modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('settleVnLine, for any line and any sheet', () => {
  it('is deterministic and pure: settling twice gives the same and changes neither input', () => {
    fc.assert(
      fc.property(lineAndResult, ([l, result]) => {
        const before = structuredClone([l, result]);
        deepFreeze(l);
        deepFreeze(result);
        const first = settleVnLine(l, result);
        expect(settleVnLine(l, result)).toEqual(first);
        expect([l, result]).toEqual(before);
      }),
    );
  });

  it('wins a whole number of minor units, never below zero nor above vnLineMaxWin, and nothing when it misses', () => {
    fc.assert(
      fc.property(lineAndResult, ([l, result]) => {
        const { hits, winMinor } = settleVnLine(l, result);
        expect(Number.isSafeInteger(winMinor)).toBe(true);
        expect(winMinor).toBeGreaterThanOrEqual(0);
        expect(winMinor).toBeLessThanOrEqual(vnLineMaxWin(l, result.region));
        if (hits === 0) expect(winMinor).toBe(0);
      }),
    );
  });

  it('counts every number of the sheet once: lô 2 on all 100 endings hits as many times as the sheet has numbers', () => {
    fc.assert(
      fc.property(region.chain(resultIn), (result) => {
        const hitsOver = (betType: TVnBetType, digits: number) =>
          Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0')).reduce(
            (sum, n) =>
              sum + settleVnLine({ betType, numbers: [n], stakeMinor: 1, oddsMilli: 1 }, result).hits,
            0,
          );
        expect(hitsOver('LO2', 2)).toBe(vnChances(result.region, 2));
        expect(hitsOver('LO3', 3)).toBe(vnChances(result.region, 3));
        // one special prize: exactly one đề, one 3 càng, one đầu and one đuôi win
        expect([hitsOver('DE', 2), hitsOver('BA_CANG', 3), hitsOver('DAU', 1), hitsOver('DUOI', 1)]).toEqual([
          1, 1, 1, 1,
        ]);
      }),
      { numRuns: 30 },
    );
  });

  it('pays a xiên exactly when a lô 2 on each of its numbers would pay', () => {
    const xien = fc
      .constantFrom<TVnBetType>('XIEN2', 'XIEN3', 'XIEN4')
      .chain((betType) => fc.tuple(fc.constant(betType), numbersFor(betType)));
    fc.assert(
      fc.property(xien, region.chain(resultIn), ([betType, numbers], result) => {
        const lo = (n: string) =>
          settleVnLine({ betType: 'LO2', numbers: [n], stakeMinor: 1, oddsMilli: 1 }, result);
        const { hits } = settleVnLine({ betType, numbers, stakeMinor: 1, oddsMilli: 1 }, result);
        expect(hits).toBe(numbers.every((n) => lo(n).hits > 0) ? 1 : 0);
      }),
    );
  });
});

describe('drawVnResult, for any seed and draw key', () => {
  const seed = fc.stringMatching(/^[0-9a-f]{64}$/);
  const drawKey = fc.string({ minLength: 1, maxLength: 40 });

  it('gives a well-formed sheet of digits 0–9, the same again, and the same from precomputed blocks', async () => {
    await fc.assert(
      fc.asyncProperty(seed, drawKey, region, async (serverSeed, key, r) => {
        const result: TVnResult = drawVnResult(drawSource(hmac, serverSeed, key), r);
        expect(validateVnResult(result)).toBeNull();
        result.prizes.forEach((prize, i) => {
          const { digits } = VN_PRIZE_TABLES[r][i]!;
          for (const number of prize.numbers) expect(number).toMatch(new RegExp(`^[0-9]{${digits}}$`));
        });
        expect(drawVnResult(drawSource(hmac, serverSeed, key), r)).toEqual(result);
        const blocks = await computeBlocks(
          async (k, m) => hmac(k, m),
          serverSeed,
          key,
          LOTTERY_DRAW_NONCE,
          VN_DRAW_BLOCKS[r],
        );
        expect(drawVnResult(floatsFromBlocks(blocks), r)).toEqual(result);
      }),
      { numRuns: 50 },
    );
  });
});
