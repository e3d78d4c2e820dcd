import { formatCurrency, formatNumber } from '../../../lib/format.ts';

/**
 * Amounts of a room: the brand's currency in a money room, plain chip counts in a free-play room
 * (its demo chips are no currency).
 */
export const roomMoney =
  (freePlay: boolean, currency: string, locale: string) =>
  (v: number | null): string => {
    if (v === null) return '—';
    return freePlay ? formatNumber(v, locale) : formatCurrency(v, currency, locale);
  };

/** A rake in percent (5, 2.5) as the locale writes a percentage. */
export const percentText = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
