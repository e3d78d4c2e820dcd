import { matchesPattern } from '@openlobby/contracts';

/**
 * The mobile number sent to the server: the chosen country code and the local number without
 * spaces, dashes or a trunk 0. A number typed with its own + prefix is taken as it is.
 */
export const fullMobile = (countryCode: string | undefined, local: string): string => {
  const digits = local.replace(/[\s-]/g, '');
  if (digits.startsWith('+') || !countryCode) return digits;
  return `${countryCode}${digits.replace(/^0+/, '')}`;
};

/** Whether the local number, with its country code, is a valid mobile number (pattern `mobile`). */
export const isValidMobile = (countryCode: string | undefined, local: string): boolean =>
  local.trim() !== '' && matchesPattern('mobile', fullMobile(countryCode, local));
