import { isAgentType, matchesPattern } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TMemberRow } from './identity.repo.ts';

export const isAgentLike = (m: TMemberRow) => isAgentType(m.type);

/**
 * Whether the login must change its password: the brand's default password, or an expired one
 * when the brand forces the change. SMS and social logins (no typed password) never must.
 */
export function passwordState(brand: TBrand, m: TMemberRow, typedPassword: string | null, at: Date) {
  const s = brand.authSettings;
  const passwordExpired =
    s.passwordExpiryDays !== null &&
    m.passwordChangedAt.getTime() + s.passwordExpiryDays * 86_400_000 < at.getTime();
  const isDefault = typedPassword !== null && typedPassword === s.defaultPassword;
  const mustChangePassword =
    typedPassword !== null && (isDefault || (passwordExpired && s.forcePasswordChange));
  return { passwordExpired, mustChangePassword };
}

/**
 * The brand's password rule (spec §5): min–max characters, letters or digits; the two entries must
 * agree (an empty confirmation counts as the password), and the default password is never a new one.
 */
export function assertNewPassword(brand: TBrand, password: string, confirm: string | undefined) {
  const { passwordMin: min, passwordMax: max } = brand.registerRules;
  if (password.length < min || password.length > max || !matchesPattern('lettersOrDigits', password)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Login password must be ${min}-${max} characters, letters or digits.`,
      [{ field: 'password', message: 'passwordRule', min, max }],
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
}
