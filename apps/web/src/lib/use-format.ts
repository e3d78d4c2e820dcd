import { useMemo } from 'react';
import { brandTimeZone } from './brand-clock.ts';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  type TFormatContext,
} from './format.ts';
import { useLanguage } from './use-language.ts';

/** The lib/format helpers bound to one language and zone. */
export const boundFormat = (ctx: TFormatContext) => ({
  number: (value: number, maximumFractionDigits?: number) => formatNumber(value, ctx, maximumFractionDigits),
  money: (amount: number, decimals: number) => formatMoney(amount, decimals, ctx),
  percent: (ratio: number, decimals?: number) => formatPercent(ratio, ctx, decimals),
  day: (day: string) => formatDay(day, ctx),
  date: (iso: string) => formatDate(iso, ctx),
  dateTime: (iso: string) => formatDateTime(iso, ctx),
  time: (iso: string) => formatTime(iso, ctx),
});
export type TFormat = ReturnType<typeof boundFormat>;

/**
 * The formatters in the member's language and the brand's time zone; components re-render with a
 * new set when the language changes.
 */
export const useFormat = (): TFormat => {
  const language = useLanguage();
  return useMemo(() => boundFormat({ language, timeZone: brandTimeZone() }), [language]);
};
