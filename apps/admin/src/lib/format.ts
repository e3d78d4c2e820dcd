/** Date-times in the operator's locale, e.g. 2025-05-01 14:03:22; invalid input is shown as is. */
export const formatDateTime = (iso: string | null | undefined, locale: string): string => {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
};

export const formatNumber = (n: number, locale: string): string => new Intl.NumberFormat(locale).format(n);

/**
 * An amount with its currency code, e.g. "CNY 1,234.50"; a code Intl does not take (USDT) falls
 * back to the plain number followed by the code.
 */
export const formatCurrency = (amount: number, currency: string, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(
      amount,
    );
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(amount)} ${currency}`;
  }
};

/** A short number for chart axes, e.g. 12K (en) or 1.2万 (zh-CN). */
export const formatCompact = (n: number, locale: string): string =>
  new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** ISO datetime → the value of an <input type="datetime-local"> in local time. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** <input type="datetime-local"> value → ISO datetime with offset (UTC), or null when empty. */
export const fromLocalInput = (value: string): string | null => {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};
