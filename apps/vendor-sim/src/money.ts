import { z } from 'zod';

/** The largest amount one call may move: 10^15 minor units. */
export const MAX_AMOUNT_MINOR = 10n ** 15n;

/** A positive amount of minor units carried as a decimal string ("12345"), a bigint once parsed. */
export const ZAmountMinor = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer string of minor units')
  .transform((s) => BigInt(s))
  .refine((v) => v <= MAX_AMOUNT_MINOR, 'must be at most 10^15');

/** An ISO 4217 code. */
export const ZCurrency = z.string().regex(/^[A-Z]{3}$/, 'must be 3 upper-case letters');

const ZERO_DECIMALS = new Set('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));
const THREE_DECIMALS = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

/** How many minor units make a major one is 10^digits; only the game page's display needs it. */
export function currencyDigits(currency: string): number {
  if (ZERO_DECIMALS.has(currency)) return 0;
  if (THREE_DECIMALS.has(currency)) return 3;
  return 2;
}

/** "123456" minor units of a 2-digit currency → "1,234.56"; for display only, never arithmetic. */
export function formatMinor(amount: bigint, digits: number): string {
  const negative = amount < 0n;
  const s = (negative ? -amount : amount).toString().padStart(digits + 1, '0');
  const whole = s.slice(0, s.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits > 0 ? `.${s.slice(s.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
