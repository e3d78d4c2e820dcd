import { describe, expect, it } from 'vitest';
import type { TVnBetType, TVnLine } from './bet-types.ts';
import type { TVnResult } from './draw.ts';
import { vnLiabilityKeys, vnLineMaxWin } from './liability.ts';
import { VN_DEFAULT_ODDS } from './odds.ts';
import { VN_PRIZE_TABLES, type TVnRegion } from './prize-table.ts';
import { settleVnLine } from './settle.ts';

const line = (region: TVnRegion, betType: TVnBetType, numbers: string[], stakeMinor = 1_000): TVnLine => ({
  betType,
  numbers,
  stakeMinor,
  oddsMilli: VN_DEFAULT_ODDS[region][betType],
});

/** A sheet whose every number ends in `ending` (padded in front with 1s to each prize's digits). */
function allEnding(region: TVnRegion, ending: string): TVnResult {
  return {
    region,
    prizes: VN_PRIZE_TABLES[region].map(({ code, count, digits }) => ({
      code,
      numbers: new Array<string>(count).fill(ending.slice(-digits).padStart(digits, '1')),
    })),
  };
}

describe('vnLineMaxWin', () => {
  it.each<[TVnRegion, TVnBetType, string[], number]>([
    ['NORTH', 'LO2', ['27'], 94_500], // 27 × 1,000 × 3.5
    ['SOUTH', 'LO2', ['27'], 94_500], // 18 × 1,000 × 5.25
    ['NORTH', 'LO3', ['127'], 943_000], // 23 × 41
    ['SOUTH', 'LO3', ['127'], 943_500], // 17 × 55.5
    ['NORTH', 'DE', ['27'], 95_000],
    ['NORTH', 'BA_CANG', ['127'], 940_000],
    ['NORTH', 'XIEN2', ['27', '11'], 17_000],
    ['SOUTH', 'XIEN4', ['27', '11', '12', '13'], 1_700_000],
    ['NORTH', 'DAU', ['2'], 9_500],
    ['SOUTH', 'DUOI', ['7'], 9_500],
  ])('%s %s %j at a stake of 1,000 is %i', (region, betType, numbers, most) => {
    expect(vnLineMaxWin(line(region, betType, numbers), region)).toBe(most);
  });

  it.each<[TVnRegion, TVnBetType, string[]]>([
    ['NORTH', 'LO2', ['27']],
    ['SOUTH', 'LO2', ['27']],
    ['NORTH', 'LO3', ['127']],
    ['CENTRAL', 'LO3', ['127']],
    ['NORTH', 'DE', ['27']],
    ['SOUTH', 'BA_CANG', ['127']],
  ])('is reached in %s by %s %j on a sheet where every number ends alike', (region, betType, numbers) => {
    const sheet = allEnding(region, '1127');
    const l = line(region, betType, numbers, 777);
    expect(settleVnLine(l, sheet).winMinor).toBe(vnLineMaxWin(l, region));
  });

  it('floors as settlement floors: 1 × 3.599 × 27 = 97.173 is 97', () => {
    expect(vnLineMaxWin({ ...line('NORTH', 'LO2', ['27'], 1), oddsMilli: 3_599 }, 'NORTH')).toBe(97);
  });

  it('throws for a line that cannot have been placed', () => {
    expect(() => vnLineMaxWin(line('NORTH', 'LO2', ['2']), 'NORTH')).toThrow(RangeError);
    expect(() => vnLineMaxWin(line('NORTH', 'LO2', ['27'], 0), 'NORTH')).toThrow(RangeError);
  });
});

describe('vnLiabilityKeys', () => {
  it.each<[TVnBetType, string[], string[]]>([
    ['LO2', ['27'], ['LO2:27']],
    ['LO3', ['083'], ['LO3:083']],
    ['DE', ['52'], ['DE:52']],
    ['BA_CANG', ['352'], ['BA_CANG:352']],
    ['DAU', ['5'], ['DAU:5']],
    ['DUOI', ['2'], ['DUOI:2']],
    ['XIEN2', ['83', '00'], ['LO2:83', 'LO2:00']],
    ['XIEN4', ['00', '41', '89', '12'], ['LO2:00', 'LO2:41', 'LO2:89', 'LO2:12']],
  ])('counts %s %j against %j', (betType, numbers, keys) => {
    expect(vnLiabilityKeys({ betType, numbers })).toEqual(keys);
  });

  it('puts a xiên on the same key as a lô 2 on its number, so the number has one cap', () => {
    const [key] = vnLiabilityKeys({ betType: 'LO2', numbers: ['27'] });
    expect(vnLiabilityKeys({ betType: 'XIEN3', numbers: ['11', '27', '45'] })).toContain(key);
  });

  it('keeps lô 2 on a number apart from đề on it: they pay on different events', () => {
    expect(vnLiabilityKeys({ betType: 'LO2', numbers: ['27'] })).not.toEqual(
      vnLiabilityKeys({ betType: 'DE', numbers: ['27'] }),
    );
  });

  it('throws for a selection that cannot have been placed', () => {
    expect(() => vnLiabilityKeys({ betType: 'XIEN2', numbers: ['27', '27'] })).toThrow(RangeError);
  });
});
