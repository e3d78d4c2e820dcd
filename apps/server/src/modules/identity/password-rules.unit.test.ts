import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PASSWORD_BOUNDS, passwordRuleOf, type TPasswordCharset } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { assertNewPassword, isCommonPassword } from './password-rules.ts';

/** A brand as far as the password rule reads it. */
const brandWith = (passwordMin: number, passwordMax: number, passwordCharset?: TPasswordCharset) =>
  ({
    registerRules: { passwordMin, passwordMax, ...(passwordCharset && { passwordCharset }) },
    authSettings: { defaultPassword: 'Aa123456' },
  }) as unknown as TBrand;

/** The error code assertNewPassword answers, or 'OK'. */
const verdict = (brand: TBrand, password: string, confirm?: string) => {
  try {
    assertNewPassword(brand, password, confirm);
    return 'OK';
  } catch (e) {
    return (e as AppError).code;
  }
};

/** A password of `n` characters that is in no common list. */
const ofLength = (n: number) => 'Zq7xK2mW9pL4vB8nR3tY6hJ5cF1gD0sQ'.repeat(5).slice(0, n);

describe('passwordRuleOf', () => {
  it.each([
    ['a brand minimum under the floor', [6, 20], { min: 8, max: 64 }],
    ['a brand maximum under 64', [10, 32], { min: 10, max: 64 }],
    ['a brand maximum over the ceiling', [12, 500], { min: 12, max: 128 }],
    ['a brand minimum over 64', [100, 128], { min: 64, max: 128 }],
    ['settings within the bounds', [9, 100], { min: 9, max: 100 }],
  ])('holds %s within the server’s bounds', (_name, [min, max], rule) => {
    expect(passwordRuleOf({ passwordMin: min!, passwordMax: max! })).toEqual({
      ...rule,
      charset: 'lettersOrDigits',
    });
  });

  it('keeps the bounds the server promises', () => {
    expect(PASSWORD_BOUNDS).toEqual({ minFloor: 8, maxFloor: 64, maxCeiling: 128 });
  });
});

describe('assertNewPassword', () => {
  const brand = brandWith(10, 80);

  it.each([
    [9, 'VALIDATION_FAILED'],
    [10, 'OK'],
    [80, 'OK'],
    [81, 'VALIDATION_FAILED'],
  ])('answers a password of %i characters against a 10–80 rule with %s', (n, code) => {
    expect(verdict(brand, ofLength(n))).toBe(code);
  });

  it.each([
    [7, 'VALIDATION_FAILED'],
    [8, 'OK'],
    [64, 'OK'],
    [65, 'VALIDATION_FAILED'],
  ])('holds a brand asking 6–20 to 8–64: %i characters is %s', (n, code) => {
    expect(verdict(brandWith(6, 20), ofLength(n))).toBe(code);
  });

  it.each([
    [128, 'OK'],
    [129, 'VALIDATION_FAILED'],
  ])('never lets a password pass 128 characters: %i is %s', (n, code) => {
    expect(verdict(brandWith(8, 1000), ofLength(n))).toBe(code);
  });

  it('names the rule in the field error', () => {
    try {
      assertNewPassword(brandWith(6, 20), 'short', undefined);
      expect.unreachable();
    } catch (e) {
      expect((e as AppError).value).toEqual([
        { field: 'password', message: 'passwordRule', min: 8, max: 64, charset: 'lettersOrDigits' },
      ]);
    }
  });

  it('takes only letters or digits under the default rule', () => {
    expect(verdict(brand, 'Tr0ub4dor&3x')).toBe('VALIDATION_FAILED');
    expect(verdict(brand, 'Tr0ub4dor3xq')).toBe('OK');
  });

  it('takes any printable character where the brand allows it, counting characters as a person does', () => {
    const printable = brandWith(10, 64, 'printable');
    expect(verdict(printable, 'correct horse battery staple')).toBe('OK');
    expect(verdict(printable, 'Tr0ub4dor&3x')).toBe('OK');
    expect(verdict(printable, 'รหัสผ่านของฉันยาว')).toBe('OK');
    // Nine emoji are nine characters (18 UTF-16 units): one short of ten.
    expect(verdict(printable, '🐉'.repeat(9))).toBe('VALIDATION_FAILED');
    expect(verdict(printable, '🐉'.repeat(10))).toBe('OK');
    expect(verdict(printable, 'tab\there-x1')).toBe('VALIDATION_FAILED');
  });

  it('refuses the most common passwords in any case with PASSWORD_TOO_COMMON', () => {
    for (const p of ['password123', 'Password123', 'QWERTY123456', 'woaini1314', '1qaz2wsx3edc'])
      expect(verdict(brandWith(8, 64, 'printable'), p)).toBe('PASSWORD_TOO_COMMON');
    expect(verdict(brand, 'Zq7xK2mW9p')).toBe('OK');
  });

  it('refuses a mismatched confirmation and the brand’s default password', () => {
    expect(verdict(brand, ofLength(12), `${ofLength(11)}x`)).toBe('VALIDATION_FAILED');
    expect(verdict(brand, ofLength(12), '')).toBe('OK');
    expect(verdict(brandWith(8, 64), 'Aa123456')).toBe('VALIDATION_FAILED');
  });
});

describe('the common password list', () => {
  const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .trimEnd()
    .split('\n');

  it('holds thousands of distinct lower-case entries, one a line', () => {
    expect(lines.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.filter((line) => !/^[^\sA-Z]+$/.test(line))).toEqual([]);
  });

  it('is read into a set that answers in any case', () => {
    expect(isCommonPassword('Sunshine1')).toBe(true);
    expect(isCommonPassword('Zq7xK2mW9p')).toBe(false);
  });
});
