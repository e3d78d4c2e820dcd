import { describe, expect, it } from 'vitest';
import { passwordChecks } from './password-checks.ts';
import { formatTotpSecret } from './totp-secret.ts';

describe('formatTotpSecret', () => {
  it('groups a base32 secret by four, upper case', () => {
    expect(formatTotpSecret('jbswy3dpehpk3pxp')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(formatTotpSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(formatTotpSecret('AB CD-EF')).toBe('ABCD EF');
    expect(formatTotpSecret('')).toBe('');
  });
});

describe('passwordChecks', () => {
  it('follows the operator password rule of the contract', () => {
    expect(passwordChecks('short1')).toEqual({ length: false, letter: true, digit: true });
    expect(passwordChecks('longenoughpassword')).toEqual({ length: true, letter: true, digit: false });
    expect(passwordChecks('1234567890')).toEqual({ length: true, letter: false, digit: true });
    expect(passwordChecks('Owner12345')).toEqual({ length: true, letter: true, digit: true });
  });
});
