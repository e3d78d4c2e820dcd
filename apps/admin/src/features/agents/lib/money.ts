/**
 * An amount as the agent API gives it, in the brand currency's major unit (the server converts from
 * the stored minor units), grouped with at least two decimals: 1234.5 → "1,234.50". The agent API
 * names no currency, so none is shown.
 */
export const formatAmount = (amount: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(amount);

/** A percent as contracts hold it (0.5 means 0.5 %), with up to 2 decimals: "0.5%". */
export const formatPercent = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(percent / 100);
