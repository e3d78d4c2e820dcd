import { formatCurrency } from '../../../lib/format.ts';

/**
 * An amount as the agent API gives it, in the brand currency's major unit (the server converts from
 * the stored minor units), with the brand's currency code as the other consoles write money:
 * "CNY 1,234.50". Until the code has come (undefined), the grouped number with at least two
 * decimals: "1,234.50".
 */
export const formatAmount = (amount: number, currency: string | undefined, locale: string): string =>
  currency
    ? formatCurrency(amount, currency, locale)
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(amount);

/** A percent as contracts hold it (0.5 means 0.5 %), with up to 2 decimals: "0.5%". */
export const formatPercent = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(percent / 100);
