import { LANGUAGE_TAGS } from '@openlobby/contracts';
import { isLanguage } from './i18n.ts';

/** Money with thousands separators and the currency's decimals, in the UI language's style. */
export const formatMoney = (amount: number, decimals: number, language: string): string =>
  new Intl.NumberFormat(isLanguage(language) ? LANGUAGE_TAGS[language] : 'en', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);

/** A moment (ISO string) as a short local date and time in the UI language; the raw text if unreadable. */
export const formatDateTime = (iso: string, language: string): string => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(isLanguage(language) ? LANGUAGE_TAGS[language] : 'en', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(at);
};
