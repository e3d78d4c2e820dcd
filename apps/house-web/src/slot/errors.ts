/** The words the slot page shows for a failed call. Pure (no DOM), for the toasts and the boot screen. */
import { ApiError, NetworkError, isInsufficientBalance } from '../shared/api.ts';
import type { TLang, TTranslate } from '../shared/i18n.ts';

/** The server's words for an error are English: other languages get ours. */
export function apiMessage(error: ApiError, t: TTranslate, lang: TLang): string {
  if (error.errorCode === 'BAD_ANSWER') return t('error.badAnswer');
  return lang === 'EN' ? error.message : t('error.generic');
}

/** The toast for a failed call during play (a session that ended is not a toast but the end screen). */
export function errorText(error: unknown, t: TTranslate, lang: TLang): string {
  if (isInsufficientBalance(error)) return t('error.balance');
  if (error instanceof NetworkError) return t('error.network');
  if (error instanceof ApiError) return apiMessage(error, t, lang);
  return t('error.generic');
}
