import { describe, expect, it } from 'vitest';
import { VN_BET_TYPES, type TVnBetType } from './bet-types.ts';
import { exactVnRtp, vnExpectedHits, xienProbability } from './exact-rtp.ts';
import { VN_DEFAULT_ODDS } from './odds.ts';
import { VN_REGIONS } from './prize-table.ts';

/**
 * The same chance as xienProbability by another road: a chain over how many of the k numbers have
 * come out so far; each new ending is one of the missing ones with probability missing / 100.
 */
function xienByChain(k: number, n: number): number {
  let seen: number[] = Array.from({ length: k + 1 }, (_, s) => (s === 0 ? 1 : 0));
  for (let draw = 0; draw < n; draw++) {
    const next = new Array<number>(k + 1).fill(0);
    seen.forEach((p, s) => {
      next[s]! += p * (1 - (k - s) / 100);
      if (s < k) next[s + 1]! += p * ((k - s) / 100);
    });
    seen = next;
  }
  return seen[k]!;
}

describe('exactVnRtp', () => {
  it('holds every default odds in the 90–97 % band, pinned so a change to the odds shows', () => {
    const table = Object.fromEntries(
      VN_REGIONS.map((region) => [
        region,
        Object.fromEntries(
          VN_BET_TYPES.map((betType) => [
            betType,
            Number(exactVnRtp(region, betType, VN_DEFAULT_ODDS[region][betType]).toFixed(4)),
          ]),
        ),
      ]),
    );
    for (const region of VN_REGIONS)
      for (const betType of VN_BET_TYPES) {
        expect(table[region]![betType], `${region} ${betType}`).toBeGreaterThanOrEqual(0.9);
        expect(table[region]![betType], `${region} ${betType}`).toBeLessThanOrEqual(0.97);
      }
    const southern = {
      LO2: 0.945,
      LO3: 0.9435,
      DE: 0.95,
      BA_CANG: 0.94,
      XIEN2: 0.9399,
      XIEN3: 0.9392,
      XIEN4: 0.9439,
      DAU: 0.95,
      DUOI: 0.95,
    };
    expect(table).toEqual({
      NORTH: {
        LO2: 0.945,
        LO3: 0.943,
        DE: 0.95,
        BA_CANG: 0.94,
        XIEN2: 0.933,
        XIEN3: 0.9346,
        XIEN4: 0.9345,
        DAU: 0.95,
        DUOI: 0.95,
      },
      CENTRAL: southern,
      SOUTH: southern,
    });
  });

  it('scales with the odds: a brand that pays lô 2 at 3.6 in the North returns 97.2 %', () => {
    expect(exactVnRtp('NORTH', 'LO2', 3_600)).toBeCloseTo(0.972, 12);
  });

  it.each<[TVnBetType, number, number]>([
    ['LO2', 27 / 100, 18 / 100],
    ['LO3', 23 / 1000, 17 / 1000],
    ['DE', 1 / 100, 1 / 100],
    ['BA_CANG', 1 / 1000, 1 / 1000],
    ['DAU', 1 / 10, 1 / 10],
    ['DUOI', 1 / 10, 1 / 10],
  ])('expects %s to be paid %d times a North draw and %d a Southern one', (betType, north, south) => {
    expect(vnExpectedHits('NORTH', betType)).toBeCloseTo(north, 15);
    expect(vnExpectedHits('SOUTH', betType)).toBeCloseTo(south, 15);
  });

  it('refuses a bet type it does not know', () => {
    expect(() => exactVnRtp('NORTH', 'LO4' as TVnBetType, 1_000)).toThrow(RangeError);
  });
});

describe('xienProbability', () => {
  it.each([
    [2, 27],
    [3, 27],
    [4, 27],
    [2, 18],
    [3, 18],
    [4, 18],
  ])('agrees with a chain over the numbers seen for xiên %i among %i endings', (k, n) => {
    expect(xienProbability(k, n)).toBeCloseTo(xienByChain(k, n), 14);
  });

  it('is 1 for no numbers, 0 when there are fewer endings than numbers, and 1/100 for one number in one ending', () => {
    expect(xienProbability(0, 27)).toBe(1);
    expect(xienProbability(4, 3)).toBe(0);
    expect(xienProbability(1, 1)).toBeCloseTo(0.01, 15);
  });

  it('gives xiên 2 in the North its known chance, about 1 in 18', () => {
    expect(xienProbability(2, 27)).toBeCloseTo(1 - 2 * 0.99 ** 27 + 0.98 ** 27, 15);
    expect(1 / xienProbability(2, 27)).toBeCloseTo(18.22, 2);
  });
});
