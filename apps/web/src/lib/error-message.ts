import { LIMITS } from '@openlobby/contracts';
import type { TTranslate } from './translator.ts';
import { isApiError } from './api-error.ts';

/** The error code of anything thrown by a call; unknown throws count as SYSTEM_ERROR. */
export const errorCodeOf = (e: unknown): string => (isApiError(e) ? e.errorCode : 'SYSTEM_ERROR');

/**
 * The translated message for a failed call (`errors.<CODE>`), with the wait of ACCOUNT_LOCKED and
 * TOO_MANY_REQUESTS filled in from `value.retryAfterSeconds`. Unknown codes read as a system error.
 */
export const errorMessage = (t: TTranslate, e: unknown): string => {
  const code = errorCodeOf(e);
  const value = isApiError(e) && e.value && typeof e.value === 'object' ? e.value : {};
  const retry = (value as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  const minutes =
    typeof retry === 'number' && retry > 0 ? Math.ceil(retry / 60) : LIMITS.authThrottleWaitMinutes;
  // The wait is the count the plural forms of the message follow ("1 minute", "5 minutes").
  return t(`errors.${code}`, { defaultValue: t('errors.SYSTEM_ERROR'), count: minutes });
};
