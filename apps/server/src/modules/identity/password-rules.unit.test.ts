import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PASSWORD_BOUNDS, passwordRuleOf, type TPasswordCharset } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TMemberRow } from './identity.repo.ts';
import {
  assertNewPassword,
  isAgentLike,
  isCommonPassword,
  passwordState,
  wordListOf,
} from './password-rules.ts';

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

/** What assertNewPassword throws: code, message and field details, or 'OK'. */
const refusal = (brand: TBrand, password: string, confirm?: string) => {
  try {
    assertNewPassword(brand, password, confirm);
    return 'OK';
  } catch (e) {
    const { code, message, value } = e as AppError;
    return { code, message, value };
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

  it('names the rule in the error: code, message and the field’s details', () => {
    expect(refusal(brandWith(6, 20), 'short')).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Login password must be 8-64 characters, letters or digits.',
      value: [{ field: 'password', message: 'passwordRule', min: 8, max: 64, charset: 'lettersOrDigits' }],
    });
    expect(refusal(brandWith(10, 100, 'printable'), 'short pw')).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Login password must be 10-100 characters.',
      value: [{ field: 'password', message: 'passwordRule', min: 10, max: 100, charset: 'printable' }],
    });
    expect(refusal(brandWith(10, 80), `${ofLength(10)}!`)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Login password must be 10-80 characters, letters or digits.',
      value: [{ field: 'password', message: 'passwordRule', min: 10, max: 80, charset: 'lettersOrDigits' }],
    });
  });

  it('names the confirmation field when the two entries differ', () => {
    expect(refusal(brand, ofLength(12), ofLength(13))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The two passwords are inconsistent.',
      value: [{ field: 'confirmPassword', message: 'passwordsDiffer' }],
    });
    expect(refusal(brand, ofLength(12), ofLength(12))).toBe('OK');
  });

  it('refuses the brand’s default password as a new one, with its own detail', () => {
    expect(refusal(brandWith(8, 64), 'Aa123456', 'Aa123456')).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Choose a password of your own.',
      value: [{ field: 'password', message: 'defaultPassword' }],
    });
  });

  it('says a common password is too common, without field details', () => {
    expect(refusal(brand, 'Password123')).toEqual({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common; choose another.',
      value: undefined,
    });
  });

  it('takes only letters or digits under the default rule', () => {
    expect(verdict(brand, 'Tr0ub4dor&3x')).toBe('VALIDATION_FAILED');
    expect(verdict(brand, 'Tr0ub4dor 3x')).toBe('VALIDATION_FAILED');
    expect(verdict(brand, 'Tr0ub4dor3xq')).toBe('OK');
    expect(verdict(brand, '8305172946')).toBe('OK');
    expect(verdict(brand, 'XkcdPqzrwv')).toBe('OK');
  });

  it.each([
    [9, 'VALIDATION_FAILED'],
    [10, 'OK'],
    [100, 'OK'],
    [101, 'VALIDATION_FAILED'],
  ])('holds printable passwords to the same 10–100 bounds: %i characters is %s', (n, code) => {
    expect(verdict(brandWith(10, 100, 'printable'), `${ofLength(n - 1)}#`)).toBe(code);
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

describe('passwordState', () => {
  const DAY = 86_400_000;
  const changedAt = new Date('2026-03-01T08:00:00Z');
  const after = (ms: number) => new Date(changedAt.getTime() + ms);
  const brandOf = (passwordExpiryDays: number | null, forcePasswordChange: boolean) =>
    ({
      authSettings: { defaultPassword: 'Aa123456', passwordExpiryDays, forcePasswordChange },
    }) as unknown as TBrand;
  const member = (mustChangePassword = false) =>
    ({ type: 0, passwordChangedAt: changedAt, mustChangePassword }) as TMemberRow;
  const typed = 'Zq7xK2mW9p';

  it.each([
    ['the day before the 90 days end', 89 * DAY, false],
    ['a moment before they end', 90 * DAY - 1, false],
    ['the very moment they end', 90 * DAY, false],
    ['a moment after', 90 * DAY + 1, true],
    ['the day after', 91 * DAY, true],
  ])('counts a 90-day password as expired %s: %s', (_when, elapsed, expired) => {
    expect(passwordState(brandOf(90, true), member(), typed, after(elapsed))).toEqual({
      passwordExpired: expired,
      mustChangePassword: expired,
    });
  });

  it('counts a password as expired by its own brand’s days', () => {
    expect(passwordState(brandOf(1, true), member(), typed, after(DAY + 1)).passwordExpired).toBe(true);
    expect(passwordState(brandOf(30, true), member(), typed, after(DAY + 1)).passwordExpired).toBe(false);
  });

  it('never expires a password where the brand sets no expiry', () => {
    expect(passwordState(brandOf(null, true), member(), typed, after(3650 * DAY))).toEqual({
      passwordExpired: false,
      mustChangePassword: false,
    });
  });

  it('reports an expired password but forces no change where the brand does not force it', () => {
    expect(passwordState(brandOf(90, false), member(), typed, after(91 * DAY))).toEqual({
      passwordExpired: true,
      mustChangePassword: false,
    });
  });

  it('forces a change after logging in with the brand’s default password, however fresh', () => {
    expect(passwordState(brandOf(null, false), member(), 'Aa123456', changedAt)).toEqual({
      passwordExpired: false,
      mustChangePassword: true,
    });
    expect(passwordState(brandOf(null, false), member(), 'aa123456', changedAt).mustChangePassword).toBe(
      false,
    );
  });

  it('forces a change after an operator’s reset, whatever the brand’s expiry', () => {
    expect(passwordState(brandOf(null, false), member(true), typed, changedAt)).toEqual({
      passwordExpired: false,
      mustChangePassword: true,
    });
  });

  it('never forces a change on an SMS or social login (no typed password)', () => {
    expect(passwordState(brandOf(90, true), member(true), null, after(91 * DAY))).toEqual({
      passwordExpired: true,
      mustChangePassword: false,
    });
    expect(passwordState(brandOf(null, false), member(), null, changedAt)).toEqual({
      passwordExpired: false,
      mustChangePassword: false,
    });
  });
});

describe('isAgentLike', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [4, false],
    [41, true],
    [42, true],
  ])('takes member type %i as an agent: %s', (type, agent) => {
    expect(isAgentLike({ type } as TMemberRow)).toBe(agent);
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
    expect(isCommonPassword('SUNSHINE1')).toBe(true);
    expect(isCommonPassword(lines[0]!)).toBe(true);
    expect(isCommonPassword(lines.at(-1)!)).toBe(true);
    expect(isCommonPassword('Zq7xK2mW9p')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });

  it('reads a word list one entry a line, trimmed, without blank entries, whatever the line endings', () => {
    expect([...wordListOf('abc\r\n  def \n\n\tghi\n')]).toEqual(['abc', 'def', 'ghi']);
    expect([...wordListOf('')]).toEqual([]);
  });
});
