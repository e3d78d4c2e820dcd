import { formatNumber } from '../../../lib/format.ts';

/**
 * Amounts of a room, short enough for a dense list: a money room's in the currency's decimals
 * (the page names the currency once), a free-play room's as plain chip counts (demo chips).
 */
export const roomMoney =
  (freePlay: boolean, decimals: number, locale: string) =>
  (v: number | null): string => {
    if (v === null) return '—';
    if (freePlay) return formatNumber(v, locale);
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(v);
  };

/** A rake in percent (5, 2.5) as the locale writes a percentage. */
export const percentText = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
