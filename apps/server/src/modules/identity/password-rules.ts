import { readFileSync } from 'node:fs';
import { fitsPasswordRule, isAgentType, passwordRuleOf } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TMemberRow } from './identity.repo.ts';

export const isAgentLike = (m: TMemberRow) => isAgentType(m.type);

/**
 * Whether the login must change its password: the brand's default password, an expired one when
 * the brand forces the change, or an operator's reset. SMS and social logins (no typed password)
 * never must (spec §6).
 */
export function passwordState(brand: TBrand, m: TMemberRow, typedPassword: string | null, at: Date) {
  const s = brand.authSettings;
  const passwordExpired =
    s.passwordExpiryDays !== null &&
    m.passwordChangedAt.getTime() + s.passwordExpiryDays * 86_400_000 < at.getTime();
  // the brand's default password is a string, so an SMS login (null) is never it
  const isDefault = typedPassword === s.defaultPassword;
  const mustChangePassword =
    typedPassword !== null &&
    (isDefault || (passwordExpired && s.forcePasswordChange) || m.mustChangePassword);
  return { passwordExpired, mustChangePassword };
}

/** A word list's entries: one a line, trimmed (a checkout with CRLF endings reads the same), blank lines dropped. */
export function wordListOf(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/**
 * The ~10,000 most common passwords (common-passwords.txt: lower case, one a line, made for this
 * project from the shapes public breach lists are full of), read once when the module loads: every
 * server that takes passwords needs it, and a few milliseconds at start beat a first request's wait.
 */
const COMMON_PASSWORDS = wordListOf(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8'));

/** Whether the password, in any case, is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * The brand's password rule (spec §5, held within the server's bounds: passwordRuleOf): min–max
 * characters, letters or digits unless the brand allows any printable character; not one of the
 * most common passwords; the two entries must agree (an empty confirmation counts as the
 * password), and the default password is never a new one.
 */
export function assertNewPassword(brand: TBrand, password: string, confirm: string | undefined) {
  const rule = passwordRuleOf(brand.registerRules);
  if (!fitsPasswordRule(rule, password)) {
    const { min, max, charset } = rule;
    throw new AppError(
      'VALIDATION_FAILED',
      charset === 'printable'
        ? `Login password must be ${min}-${max} characters.`
        : `Login password must be ${min}-${max} characters, letters or digits.`,
      [{ field: 'password', message: 'passwordRule', min, max, charset }],
    );
  }
  if ((confirm || password) !== password) {
    throw new AppError('VALIDATION_FAILED', 'The two passwords are inconsistent.', [
      { field: 'confirmPassword', message: 'passwordsDiffer' },
    ]);
  }
  if (password === brand.authSettings.defaultPassword) {
    throw new AppError('VALIDATION_FAILED', 'Choose a password of your own.', [
      { field: 'password', message: 'defaultPassword' },
    ]);
  }
  if (isCommonPassword(password)) {
    throw new AppError('PASSWORD_TOO_COMMON', 'This password is too common; choose another.');
  }
}
