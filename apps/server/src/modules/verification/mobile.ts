import { matchesPattern } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The one form a mobile number is stored, limited and looked up in: spaces and dashes removed.
 * Throws MISSING_PHONE_NUMBER for nothing and INVALID_PHONE_NUMBER for anything the shared
 * `mobile` pattern refuses, so identity and verification agree on what a number is.
 */
export function normalizeMobile(input: string | null | undefined): string {
  const mobile = (input ?? '').replace(/[\s-]/g, '');
  if (!mobile) throw new AppError('MISSING_PHONE_NUMBER', 'Please enter the mobile number.');
  if (!matchesPattern('mobile', mobile))
    throw new AppError('INVALID_PHONE_NUMBER', 'The mobile number format is incorrect.');
  return mobile;
}

/** A number as shown back to its owner: country prefix and last digits only (+66•••••5678). */
export function maskMobile(mobile: string): string {
  const long = mobile.replace(/^\+/, '').length >= 9;
  const head = (mobile.startsWith('+') ? 1 : 0) + (long ? 2 : 0);
  const tail = long ? 4 : 2;
  const hidden = Math.max(0, mobile.length - head - tail);
  return mobile.slice(0, head) + '•'.repeat(hidden) + mobile.slice(mobile.length - tail);
}
