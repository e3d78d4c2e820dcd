import type { TLotterySheetTemplate } from '@openlobby/contracts';
import { ZAdminLotterySheet } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { badCells, blankCells, headlineOf, isSheetComplete, sheetOfCells } from './sheet-form.ts';

const south: TLotterySheetTemplate = {
  kind: 'VN',
  prizes: [
    { code: 'DB', count: 1, digits: 6 },
    { code: 'G7', count: 1, digits: 3 },
    { code: 'G8', count: 2, digits: 2 },
  ],
};
const balls: TLotterySheetTemplate = { kind: 'ELOTT', balls: 5 };

describe('the results sheet form', () => {
  it('starts empty in the template’s shape', () => {
    expect(blankCells(south)).toEqual([[''], [''], ['', '']]);
    expect(blankCells(balls)).toEqual([['', '', '', '', '']]);
  });

  it('marks each cell that does not hold exactly its prize’s digits', () => {
    const cells = [['12345'], ['007'], ['4', 'ab']];
    expect(badCells(south, cells)).toEqual([[true], [false], [true, true]]);
    expect(isSheetComplete(south, cells)).toBe(false);
    expect(isSheetComplete(south, [['123456'], ['007'], ['04', '99']])).toBe(true);
  });

  it('takes one digit per e-lottery ball', () => {
    expect(badCells(balls, [['1', '2', '10', '', '9']])).toEqual([[false, false, true, true, false]]);
  });

  it('sends the prizes in the table’s order with their leading zeros, or the balls as numbers', () => {
    const sheet = sheetOfCells(south, [['000123'], [' 007'], ['04', '99']]);
    expect(sheet).toEqual({
      kind: 'VN',
      prizes: [
        { code: 'DB', numbers: ['000123'] },
        { code: 'G7', numbers: ['007'] },
        { code: 'G8', numbers: ['04', '99'] },
      ],
    });
    expect(ZAdminLotterySheet.safeParse(sheet).success).toBe(true);
    expect(sheetOfCells(balls, [['0', '9', '3', '3', '1']])).toEqual({
      kind: 'ELOTT',
      balls: [0, 9, 3, 3, 1],
    });
  });

  it('heads a result with its special prize, or its balls', () => {
    expect(
      headlineOf({
        kind: 'VN',
        region: 'SOUTH',
        prizes: [
          { code: 'G8', numbers: ['12'] },
          { code: 'DB', numbers: ['123405'] },
        ],
      }),
    ).toBe('123405');
    expect(headlineOf({ kind: 'ELOTT', balls: [1, 2, 3, 4, 5] })).toBe('1 2 3 4 5');
  });
});
