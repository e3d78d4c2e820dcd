import { describe, expect, it } from 'vitest';
import { validateVnSelection, type TVnBetType } from './bet-types.ts';

describe('validateVnSelection', () => {
  it.each<[TVnBetType, string[]]>([
    ['LO2', ['07']],
    ['LO3', ['000']],
    ['DE', ['99']],
    ['BA_CANG', ['352']],
    ['XIEN2', ['83', '00']],
    ['XIEN3', ['01', '02', '03']],
    ['XIEN4', ['00', '41', '89', '12']],
    ['DAU', ['0']],
    ['DUOI', ['9']],
  ])('takes %s %j', (betType, numbers) => {
    expect(validateVnSelection(betType, numbers)).toBeNull();
  });

  it.each<[TVnBetType, string[], string]>([
    ['LO2', [], 'LOTTERY_WRONG_NUMBER_COUNT'],
    ['LO2', ['12', '34'], 'LOTTERY_WRONG_NUMBER_COUNT'],
    ['XIEN2', ['12'], 'LOTTERY_WRONG_NUMBER_COUNT'],
    ['XIEN3', ['12', '34'], 'LOTTERY_WRONG_NUMBER_COUNT'],
    ['XIEN4', ['12', '34', '56', '78', '90'], 'LOTTERY_WRONG_NUMBER_COUNT'],
    ['LO2', ['7'], 'LOTTERY_WRONG_DIGIT_COUNT'],
    ['LO2', ['007'], 'LOTTERY_WRONG_DIGIT_COUNT'],
    ['DE', [''], 'LOTTERY_WRONG_DIGIT_COUNT'],
    ['LO3', ['12'], 'LOTTERY_WRONG_DIGIT_COUNT'],
    ['BA_CANG', ['1234'], 'LOTTERY_WRONG_DIGIT_COUNT'],
    ['DAU', ['12'], 'LOTTERY_WRONG_DIGIT_COUNT'],
    ['XIEN2', ['12', '345'], 'LOTTERY_WRONG_DIGIT_COUNT'],
    ['LO2', ['1a'], 'LOTTERY_NOT_DIGITS'],
    ['LO2', [' 7'], 'LOTTERY_NOT_DIGITS'],
    ['LO2', ['-1'], 'LOTTERY_NOT_DIGITS'],
    ['DE', ['١٢'], 'LOTTERY_NOT_DIGITS'], // Arabic-Indic digits are not 0–9
    ['XIEN2', ['12', '12'], 'LOTTERY_DUPLICATE_NUMBER'],
    ['XIEN4', ['12', '34', '56', '34'], 'LOTTERY_DUPLICATE_NUMBER'],
  ])('refuses %s %j with %s', (betType, numbers, problem) => {
    expect(validateVnSelection(betType, numbers)).toBe(problem);
  });

  it('refuses a bet type it does not know, even one named like an object key', () => {
    expect(validateVnSelection('LO4' as TVnBetType, ['1234'])).toBe('LOTTERY_UNKNOWN_BET_TYPE');
    expect(validateVnSelection('toString' as TVnBetType, ['12'])).toBe('LOTTERY_UNKNOWN_BET_TYPE');
  });

  it('refuses a number that arrives as something other than a string', () => {
    expect(validateVnSelection('LO2', [12 as unknown as string])).toBe('LOTTERY_NOT_DIGITS');
  });
});
