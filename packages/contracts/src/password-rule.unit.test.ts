import { describe, expect, it } from 'vitest';
import {
  PASSWORD_BOUNDS,
  ZPasswordSettings,
  fitsPasswordRule,
  passwordLength,
  passwordRuleMessage,
  passwordRuleOf,
  type TPasswordRule,
} from './password-rule.ts';

const lettersOrDigits: TPasswordRule = { min: 10, max: 12, charset: 'lettersOrDigits' };
const printable: TPasswordRule = { min: 10, max: 12, charset: 'printable' };

describe('passwordRuleOf', () => {
  it('keeps the bounds the server promises', () => {
    expect(PASSWORD_BOUNDS).toEqual({ minFloor: 8, maxFloor: 64, maxCeiling: 128 });
  });

  it.each([
    [7, 8],
    [8, 8],
    [9, 9],
    [64, 64],
    [65, 64],
  ])('holds a brand minimum of %i to %i', (passwordMin, min) => {
    expect(passwordRuleOf({ passwordMin, passwordMax: 100 }).min).toBe(min);
  });

  it.each([
    [63, 64],
    [64, 64],
    [65, 65],
    [128, 128],
    [129, 128],
  ])('holds a brand maximum of %i to %i', (passwordMax, max) => {
    expect(passwordRuleOf({ passwordMin: 8, passwordMax }).max).toBe(max);
  });

  it('is letters or digits unless the brand chose printable characters', () => {
    expect(passwordRuleOf({ passwordMin: 8, passwordMax: 64 }).charset).toBe('lettersOrDigits');
    expect(passwordRuleOf({ passwordMin: 8, passwordMax: 64, passwordCharset: null }).charset).toBe(
      'lettersOrDigits',
    );
    expect(passwordRuleOf({ passwordMin: 8, passwordMax: 64, passwordCharset: 'printable' }).charset).toBe(
      'printable',
    );
  });
});

describe('fitsPasswordRule', () => {
  it.each([
    [9, false],
    [10, true],
    [12, true],
    [13, false],
  ])('takes %i characters against a 10–12 rule: %s', (n, fits) => {
    expect(fitsPasswordRule(lettersOrDigits, 'aB3'.repeat(5).slice(0, n))).toBe(fits);
    expect(fitsPasswordRule(printable, 'a B#'.repeat(4).slice(0, n))).toBe(fits);
  });

  it('counts code points as a person does: an emoji or a Thai letter is one character', () => {
    expect(passwordLength('🐉🐉')).toBe(2);
    expect(passwordLength('รหัส')).toBe(4);
    expect(fitsPasswordRule(printable, '🐉'.repeat(10))).toBe(true);
    expect(fitsPasswordRule(printable, '🐉'.repeat(13))).toBe(false);
  });

  it('takes only ASCII letters and digits under the letters-or-digits rule', () => {
    expect(fitsPasswordRule(lettersOrDigits, 'Abcdef1234')).toBe(true);
    for (const password of ['Abcdef 1234', 'Abcdef-1234', 'Abcdéf1234', 'รหัสผ่านของ'])
      expect(fitsPasswordRule(lettersOrDigits, password), password).toBe(false);
  });

  it('takes letters of any script, symbols, spaces and emoji under the printable rule, never a control character', () => {
    for (const password of ['horse staple', 'Tr0ub4dor&3x', 'รหัสผ่านของ', 'pass 🐉 word'])
      expect(fitsPasswordRule(printable, password), password).toBe(true);
    for (const password of [
      'tab\there-x1', // control
      'nul\u0000here-x1',
      'lone\ud800surrogate'.slice(0, 11), // a lone surrogate
      'unassigned\u0378', // an unassigned code point
    ])
      expect(fitsPasswordRule(printable, password), JSON.stringify(password)).toBe(false);
  });
});

describe('passwordRuleMessage', () => {
  it('names the message that matches the rule', () => {
    expect(passwordRuleMessage(lettersOrDigits)).toBe('validation.passwordLength');
    expect(passwordRuleMessage(printable)).toBe('validation.passwordLengthAny');
  });
});

describe('ZPasswordSettings', () => {
  const accepts = (passwordMin: number, passwordMax: number, passwordCharset?: string) =>
    ZPasswordSettings.safeParse({ passwordMin, passwordMax, passwordCharset }).success;

  it('saves a minimum of 8 to 64 and a maximum of 64 to 128 characters, whole numbers only', () => {
    expect([7, 8, 64, 65].map((min) => accepts(min, 100))).toEqual([false, true, true, false]);
    expect([63, 64, 128, 129].map((max) => accepts(8, max))).toEqual([false, true, true, false]);
    expect(accepts(8.5, 100)).toBe(false);
    expect(accepts(8, 100.5)).toBe(false);
  });

  it('takes either charset, or none', () => {
    expect(accepts(8, 64, 'printable')).toBe(true);
    expect(accepts(8, 64, 'lettersOrDigits')).toBe(true);
    expect(accepts(8, 64)).toBe(true);
    expect(accepts(8, 64, 'anything')).toBe(false);
  });
});
