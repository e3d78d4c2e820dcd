import { describe, expect, it } from 'vitest';
import type { TVnBetType } from './bet-types.ts';
import { validateVnResult, type TVnResult } from './draw.ts';
import { VN_DEFAULT_ODDS } from './odds.ts';
import { settleVnLine } from './settle.ts';
import { HCM_2026_09_28, NORTH_2026_09_11, VUNG_TAU_2026_09_29 } from './sheets.test-data.ts';

type TRow = [betType: TVnBetType, numbers: string[], hits: number, winMinor: number, why: string];

/** Settles each row at the region's default odds and the given stake, as the sheet and the rule say. */
function settleRows(result: TVnResult, stakeMinor: number, rows: TRow[]) {
  it.each(rows)('%s %j: %i hit(s), wins %i (%s)', (betType, numbers, hits, winMinor) => {
    const oddsMilli = VN_DEFAULT_ODDS[result.region][betType];
    expect(settleVnLine({ betType, numbers, stakeMinor, oddsMilli }, result)).toEqual({ hits, winMinor });
  });
}

describe('the sheets are in the real format', () => {
  it.each([NORTH_2026_09_11, HCM_2026_09_28, VUNG_TAU_2026_09_29])('sheet %#', (result) => {
    expect(validateVnResult(result)).toBeNull();
  });
});

// Endings of the 27 numbers: 52 83 90 53 00 39 54 47 05 97 99 83 02 31 10 71 64 33 08 74 27 83 75 00 41 89 12
describe('Miền Bắc 2026-09-11 (ĐB 29352), stake 10,000', () => {
  settleRows(NORTH_2026_09_11, 10_000, [
    ['LO2', ['83'], 3, 105_000, 'G1 76083, G4 8383, G6 083: 3 × 3.5'],
    ['LO2', ['00'], 2, 70_000, 'G3 88200 and G7 00'],
    ['LO2', ['52'], 1, 35_000, 'the special prize is a lô chance too'],
    ['LO2', ['11'], 0, 0, 'G5 2110 has 11 inside, not at the end'],
    ['LO3', ['083'], 2, 820_000, 'G1 76083 and G6 083: 2 × 41'],
    ['LO3', ['008'], 1, 410_000, 'G5 0008: leading zeros count'],
    ['LO3', ['041'], 0, 0, 'G7 41 has 2 digits, no lô 3 chance'],
    ['DE', ['52'], 1, 950_000, 'last two of ĐB 29352: 95'],
    ['DE', ['83'], 0, 0, 'three lô hits, but not the special prize'],
    ['BA_CANG', ['352'], 1, 9_400_000, 'last three of ĐB: 940'],
    ['BA_CANG', ['952'], 0, 0, 'ĐB ends 352'],
    ['XIEN2', ['83', '00'], 1, 170_000, 'both came out, paid once: 17'],
    ['XIEN2', ['83', '11'], 0, 0, '11 did not come out'],
    ['XIEN3', ['52', '90', '12'], 1, 760_000, 'ĐB, G2 08590, G7 12: 76'],
    ['XIEN4', ['00', '41', '89', '12'], 1, 3_500_000, 'the four G7 numbers: 350'],
    ['XIEN4', ['00', '41', '89', '13'], 0, 0, '13 did not come out'],
    ['DAU', ['5'], 1, 95_000, 'ĐB ends 52: đầu 5, 9.5'],
    ['DAU', ['2'], 0, 0, '2 is the đuôi'],
    ['DUOI', ['2'], 1, 95_000, 'ĐB ends 52: đuôi 2'],
    ['DUOI', ['5'], 0, 0, '5 is the đầu'],
  ]);
});

// Endings of the 18 numbers: 72 69 72 13 19 69 78 13 31 97 88 86 11 61 55 55 85 21
describe('Miền Nam TP. HCM 2026-09-28 (ĐB 760372), stake 10,000', () => {
  settleRows(HCM_2026_09_28, 10_000, [
    ['LO2', ['72'], 2, 105_000, 'ĐB 760372 and G2 10072: 2 × 5.25'],
    ['LO2', ['55'], 2, 105_000, 'G6 6655 and 2155'],
    ['LO2', ['21'], 1, 52_500, 'G8 21, the 2-digit prize'],
    ['LO2', ['37'], 0, 0, 'no number ends 37'],
    ['LO3', ['072'], 1, 555_000, 'G2 10072: 55.5'],
    ['LO3', ['372'], 1, 555_000, 'the special prize'],
    ['LO3', ['021'], 0, 0, 'G8 21 has 2 digits, no lô 3 chance'],
    ['DE', ['72'], 1, 950_000, 'last two of ĐB 760372'],
    ['DE', ['69'], 0, 0, 'two lô hits, not the special prize'],
    ['BA_CANG', ['372'], 1, 9_400_000, 'last three of ĐB'],
    ['BA_CANG', ['072'], 0, 0, 'G2 ends 072, ĐB ends 372'],
    ['XIEN2', ['72', '21'], 1, 360_000, '36'],
    ['XIEN3', ['13', '55', '69'], 1, 2_400_000, '240'],
    ['XIEN4', ['72', '69', '13', '55'], 1, 17_000_000, '1700'],
    ['XIEN4', ['72', '69', '13', '56'], 0, 0, '56 did not come out'],
    ['DAU', ['7'], 1, 95_000, 'ĐB ends 72'],
    ['DUOI', ['2'], 1, 95_000, 'ĐB ends 72'],
    ['DUOI', ['7'], 0, 0, '7 is the đầu'],
  ]);
});

// Endings: 71 92 50 88 73 32 59 94 65 03 50 99 66 27 42 99 05 14; the stake of 333 leaves fractions to floor
describe('Miền Nam Vũng Tàu 2026-09-29 (ĐB 333771), stake 333', () => {
  settleRows(VUNG_TAU_2026_09_29, 333, [
    ['LO2', ['50'], 2, 3_496, 'G2 67850 and G4 07250: 333 × 5.25 × 2 = 3496.5, floored'],
    ['LO2', ['03'], 1, 1_748, 'G4 03103: 1748.25, floored'],
    ['LO3', ['103'], 1, 18_481, 'G4 03103: 18481.5, floored'],
    ['LO3', ['405'], 1, 18_481, 'G7 405, the 3-digit prize'],
    ['DE', ['71'], 1, 31_635, '333 × 95'],
    ['BA_CANG', ['771'], 1, 313_020, '333 × 940'],
    ['XIEN2', ['99', '50'], 1, 11_988, 'each came out twice, paid once'],
    ['XIEN3', ['14', '05', '03'], 1, 79_920, 'G8 14, G7 405, G4 03103'],
    ['XIEN4', ['66', '27', '42', '99'], 1, 566_100, 'G5 and G6'],
    ['DAU', ['7'], 1, 3_163, '3163.5, floored'],
    ['DUOI', ['1'], 1, 3_163, 'ĐB ends 71'],
    ['DUOI', ['7'], 0, 0, '7 is the đầu'],
  ]);
});

describe('a Central sheet', () => {
  it('settles as a Southern one: the two regions share the prize table and the default odds', () => {
    const central: TVnResult = { ...HCM_2026_09_28, region: 'CENTRAL' };
    expect(validateVnResult(central)).toBeNull();
    const line = { betType: 'LO2' as const, numbers: ['72'], stakeMinor: 10_000 };
    expect(settleVnLine({ ...line, oddsMilli: VN_DEFAULT_ODDS.CENTRAL.LO2 }, central)).toEqual({
      hits: 2,
      winMinor: 105_000,
    });
  });
});
