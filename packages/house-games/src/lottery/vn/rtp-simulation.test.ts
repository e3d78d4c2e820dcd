/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { THmac } from '../../provably-fair.ts';
import { drawSource } from '../seeds.ts';
import { VN_BET_TYPES, type TVnBetType } from './bet-types.ts';
import { drawVnResult } from './draw.ts';
import { exactVnRtp } from './exact-rtp.ts';
import { VN_DEFAULT_ODDS } from './odds.ts';
import type { TVnRegion } from './prize-table.ts';
import { settleVnLine } from './settle.ts';

const DRAWS = 20_000;
const STAKE = 1_000; // stake × odds is a whole multiple of 1000 at every default: no flooring
const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = 'c0ffee00d1ce5eed0123456789abcdef0123456789abcdef0123456789abcdef';

/** `count` disjoint xiên of `size` numbers, in order from 00, so a draw's xiên are not all alike. */
const xien = (size: number, count: number) =>
  Array.from({ length: count }, (_, line) =>
    Array.from({ length: size }, (_, i) => String(line * size + i).padStart(2, '0')),
  );
const TWO = ['00', '07', '13', '27', '38', '45', '52', '69', '83', '99'].map((n) => [n]);
const THREE = ['000', '083', '127', '200', '352', '405', '548', '666', '771', '999'].map((n) => [n]);

/** The lines settled on every draw, per bet type (a few of each digit, never all ten: that always pays). */
const LINES: Readonly<Record<TVnBetType, string[][]>> = {
  LO2: TWO,
  LO3: THREE,
  DE: TWO,
  BA_CANG: THREE,
  XIEN2: xien(2, 20),
  XIEN3: xien(3, 20),
  XIEN4: xien(4, 20),
  DAU: [['0'], ['5'], ['9']],
  DUOI: [['1'], ['2'], ['7']],
};

/**
 * How close the 4-standard-error band must be, as a share of the exact return, so a change of rule
 * fails: lô 2 tells one prize more or fewer (1/27 of its return in the North), lô 3 a row of three
 * 3-digit prizes more or fewer (3/23), and the others a rule that pays twice as often or half as often.
 */
const RESOLUTION: Readonly<Record<TVnBetType, number>> = {
  LO2: 1 / 27,
  LO3: 3 / 23,
  DE: 1 / 2,
  BA_CANG: 1 / 2,
  XIEN2: 1 / 2,
  XIEN3: 1 / 2,
  XIEN4: 1 / 2,
  DAU: 1 / 2,
  DUOI: 1 / 2,
};

/** Per bet type: the mean return of its lines over the draws and that mean's standard error. */
function simulate(region: TVnRegion) {
  const sums = Object.fromEntries(VN_BET_TYPES.map((t) => [t, { sum: 0, squares: 0 }]));
  for (let draw = 0; draw < DRAWS; draw++) {
    const result = drawVnResult(drawSource(hmac, serverSeed, `VN:${region}:SIM:${draw}`), region);
    for (const betType of VN_BET_TYPES) {
      const oddsMilli = VN_DEFAULT_ODDS[region][betType];
      const lines = LINES[betType];
      let won = 0;
      for (const numbers of lines)
        won += settleVnLine({ betType, numbers, stakeMinor: STAKE, oddsMilli }, result).winMinor;
      const ret = won / (STAKE * lines.length);
      sums[betType]!.sum += ret;
      sums[betType]!.squares += ret * ret;
    }
  }
  return Object.fromEntries(
    VN_BET_TYPES.map((t) => {
      const mean = sums[t]!.sum / DRAWS;
      const variance = sums[t]!.squares / DRAWS - mean * mean;
      return [t, { mean, standardError: Math.sqrt(variance / DRAWS) }];
    }),
  ) as Record<TVnBetType, { mean: number; standardError: number }>;
}

describe.each<TVnRegion>(['NORTH', 'SOUTH'])('%s over 20,000 seeded draws', (region) => {
  it('returns what exactVnRtp says for every bet type, within 4 standard errors', () => {
    const simulated = simulate(region);
    for (const betType of VN_BET_TYPES) {
      const exact = exactVnRtp(region, betType, VN_DEFAULT_ODDS[region][betType]);
      const { mean, standardError } = simulated[betType];
      expect(
        Math.abs(mean - exact),
        `${region} ${betType}: ${mean} vs ${exact} ± ${standardError}`,
      ).toBeLessThan(4 * standardError);
      expect(4 * standardError, `${region} ${betType}`).toBeLessThan(exact * RESOLUTION[betType]);
    }
  }, 60_000);
});
