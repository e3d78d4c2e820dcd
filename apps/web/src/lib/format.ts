import { LANGUAGE_TAGS } from '@openlobby/contracts';
import { isLanguage } from './i18n.ts';

/** Money with thousands separators and the currency's decimals, in the UI language's style. */
export const formatMoney = (amount: number, decimals: number, language: string): string =>
  new Intl.NumberFormat(isLanguage(language) ? LANGUAGE_TAGS[language] : 'en', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
