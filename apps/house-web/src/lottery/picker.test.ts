import { describe, expect, it } from 'vitest';
import {
  MAX_TYPED,
  gridNumbers,
  linesOf,
  missingPicks,
  pickerKindOf,
  togglePick,
  typedNumber,
} from './picker.ts';

describe('pickerKindOf', () => {
  it('offers the 00–99 grid for 2 digits, typed numbers for 3, and 0–9 for đầu/đuôi', () => {
    expect(['LO2', 'DE', 'XIEN2', 'XIEN4'].map((b) => pickerKindOf(b as never))).toEqual(
      Array(4).fill('grid100'),
    );
    expect([pickerKindOf('LO3'), pickerKindOf('BA_CANG')]).toEqual(['typed3', 'typed3']);
    expect([pickerKindOf('DAU'), pickerKindOf('DUOI')]).toEqual(['grid10', 'grid10']);
  });

  it('lists every number of a grid, zero-padded', () => {
    expect(gridNumbers('grid100')).toHaveLength(100);
    expect(gridNumbers('grid100').slice(0, 3)).toEqual(['00', '01', '02']);
    expect(gridNumbers('grid100').at(-1)).toBe('99');
    expect(gridNumbers('grid10')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});

describe('togglePick', () => {
  it('picks and unpicks, keeping the picks in ascending order', () => {
    let picks = togglePick([], '27', 'LO2').picks;
    picks = togglePick(picks, '05', 'LO2').picks;
    expect(picks).toEqual(['05', '27']);
    expect(togglePick(picks, '27', 'LO2').picks).toEqual(['05']);
  });

  it('refuses a xiên a number beyond its count instead of dropping one behind the player’s back', () => {
    const full = ['12', '34', '56'];
    expect(togglePick(full, '78', 'XIEN3')).toEqual({ picks: full, refused: 'full' });
    expect(togglePick(full, '34', 'XIEN3')).toEqual({ picks: ['12', '56'], refused: null });
  });

  it('lets lô take any number of grid numbers, and typed numbers up to MAX_TYPED', () => {
    const many = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
    expect(togglePick(many, '99', 'LO2').refused).toBeNull();
    const typed = Array.from({ length: MAX_TYPED }, (_, i) => String(i).padStart(3, '0'));
    expect(togglePick(typed, '999', 'LO3').refused).toBe('full');
  });
});

describe('typedNumber', () => {
  it('takes exactly the type’s digits, so 27 is not read as 027', () => {
    expect(typedNumber(' 027 ', 'LO3')).toBe('027');
    expect(typedNumber('27', 'BA_CANG')).toBeNull();
    expect(typedNumber('1234', 'LO3')).toBeNull();
    expect(typedNumber('1a3', 'LO3')).toBeNull();
  });
});

describe('linesOf', () => {
  it('makes one line per number for lô, đề and đầu/đuôi', () => {
    expect(linesOf('LO2', ['05', '27'])).toEqual([['05'], ['27']]);
    expect(linesOf('DAU', ['3'])).toEqual([['3']]);
  });

  it('makes one xiên line only once it has its count', () => {
    expect(linesOf('XIEN2', ['12'])).toEqual([]);
    expect(linesOf('XIEN2', ['12', '34'])).toEqual([['12', '34']]);
    expect(missingPicks('XIEN4', ['12', '34'])).toBe(2);
    expect(missingPicks('LO2', [])).toBe(0);
  });

  it('drops a number the engine would refuse for the type', () => {
    expect(linesOf('LO2', ['123', '05'])).toEqual([['05']]);
  });
});
