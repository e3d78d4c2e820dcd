import { toMinor } from '@openlobby/contracts';

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    formatters.set(decimals, f);
  }
  return f;
}

/** An amount in major units with the currency's decimals and thousands separators: 1234.5 → "1,234.50". */
export function formatAmount(amount: number, decimals: number): string {
  const text = formatter(decimals).format(amount);
  // Intl writes "-0.00" for tiny negatives; an amount is never shown negative zero.
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** The same with the currency code after it: "1,234.50 THB". */
export function formatMoney(amount: number, decimals: number, currency: string): string {
  return currency ? `${formatAmount(amount, decimals)} ${currency}` : formatAmount(amount, decimals);
}

/** Minor units of a major-unit amount as a number, exactly; null when it has too many decimals. */
export function minorOf(amount: number, decimals: number): number | null {
  const minor = toMinor(amount, decimals);
  return minor === null ? null : Number(minor);
}

/** Major units of an integer amount of minor units (exact for any safe integer). */
export function majorOf(minor: number, decimals: number): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/** The win as a multiple of the bet, for the "BIG WIN" tiers; 0 for a zero bet. */
export function winMultiple(win: number, bet: number): number {
  return bet > 0 ? win / bet : 0;
}

export type TWinTier = 'none' | 'win' | 'big' | 'mega' | 'epic';

/** Big wins start at 10× the bet; mega at 25×, epic at 50×. */
export function winTier(win: number, bet: number): TWinTier {
  if (win <= 0) return 'none';
  const m = winMultiple(win, bet);
  if (m >= 50) return 'epic';
  if (m >= 25) return 'mega';
  if (m >= 10) return 'big';
  return 'win';
}

/** A round's time for lists, in the viewer's time zone: "21 Nov 14:05:09". */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString('en-GB', { day: '2-digit', month: 'short' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return `${day} ${time}`;
}

/** The declared return to player as "96.12 %". */
export function formatRtp(rtp: number): string {
  return `${(rtp * 100).toFixed(2)} %`;
}

/** A long hex string shortened for narrow places: "3f9a1c…be07". */
export function shortHex(hex: string, head = 8, tail = 6): string {
  return hex.length <= head + tail + 1 ? hex : `${hex.slice(0, head)}…${hex.slice(-tail)}`;
}
