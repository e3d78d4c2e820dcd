import { describe, expect, it } from 'vitest';
import { lotoTable, sheetRows, specialOf, type TSheet } from './sheet.ts';

/** A sheet of Miền Bắc's shape (27 numbers: ĐB, G1 … G7). */
const north: TSheet = {
  region: 'NORTH',
  prizes: [
    { code: 'DB', numbers: ['07823'] },
    { code: 'G1', numbers: ['48573'] },
    { code: 'G2', numbers: ['96231', '80617'] },
    { code: 'G3', numbers: ['61294', '30156', '15722', '49087', '23498', '67305'] },
    { code: 'G4', numbers: ['4126', '8290', '3351', '9072'] },
    { code: 'G5', numbers: ['2674', '0195', '7836', '5412', '1958', '6043'] },
    { code: 'G6', numbers: ['512', '087', '643'] },
    { code: 'G7', numbers: ['23', '61', '04', '87'] },
  ],
};
const south: TSheet = {
  region: 'SOUTH',
  prizes: [
    { code: 'DB', numbers: ['421586'] },
    { code: 'G1', numbers: ['30917'] },
    { code: 'G2', numbers: ['55204'] },
    { code: 'G3', numbers: ['10382', '92475'] },
    { code: 'G4', numbers: ['07731', '66509', '81146', '24870', '39062', '71293', '58418'] },
    { code: 'G5', numbers: ['4651'] },
    { code: 'G6', numbers: ['9074', '2318', '6602'] },
    { code: 'G7', numbers: ['845'] },
    { code: 'G8', numbers: ['17'] },
  ],
};

describe('sheetRows', () => {
  it('prints Miền Bắc from ĐB down to G7', () => {
    expect(sheetRows(north).map((r) => r.label)).toEqual(['ĐB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
  });

  it('prints the South and the Centre from G8 at the top to ĐB at the bottom', () => {
    expect(sheetRows(south).map((r) => r.code)).toEqual([
      'G8',
      'G7',
      'G6',
      'G5',
      'G4',
      'G3',
      'G2',
      'G1',
      'DB',
    ]);
  });

  it('leaves the sheet itself in the draw’s order (the verifier reads that)', () => {
    sheetRows(south);
    expect(south.prizes[0]!.code).toBe('DB');
  });
});

describe('lotoTable', () => {
  it('groups the last two digits of all 27 North numbers by their first digit', () => {
    const table = lotoTable(north);
    expect(table).toHaveLength(10);
    expect(table.reduce((n, g) => n + g.tails.length, 0)).toBe(27);
    // endings 04 (G7) and 05 (G3 67305): head 0
    expect(table[0]).toEqual({ head: '0', tails: ['4', '5'] });
    // 23 comes out twice (ĐB 07823 and G7 23): a repeat is kept
    expect(table[2]!.tails.filter((d) => d === '3')).toHaveLength(2);
  });

  it('shows an empty group for a head no number ends with', () => {
    expect(lotoTable(south).find((g) => g.head === '2')).toEqual({ head: '2', tails: [] });
  });
});

describe('specialOf', () => {
  it('is the special prize’s number', () => {
    expect(specialOf(north)).toBe('07823');
    expect(specialOf({ region: 'NORTH', prizes: [] })).toBe('');
  });
});
