import { z } from 'zod';

/**
 * Money crosses the API as a number in the currency's major unit (12.5 = 12.50) and lives everywhere
 * else as an integer of minor units (bigint on the server). These are the only conversions.
 */

/** The largest amount one request may move, in major units. */
export const MAX_AMOUNT = 100_000_000_000;

/** A positive amount in major units; its precision is checked against the currency by `toMinor`. */
export const ZAmount = z.number().positive().max(MAX_AMOUNT);

/**
 * Minor units of a major-unit amount, exactly (from the number's decimal form, never by float
 * multiplication); null when it has more decimals than the currency allows.
 */
export function toMinor(amount: number, decimals: number): bigint | null {
  if (!Number.isFinite(amount)) return null;
  const text = Math.abs(amount).toString();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null; // exponent form: below 1e-6 (too precise) or above 1e21 (too large)
  const [, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const minor = BigInt(whole! + fraction.padEnd(decimals, '0'));
  return amount < 0 ? -minor : minor;
}

/** The major-unit number of an amount in minor units, for answers. */
export function fromMinor(minor: bigint, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / scale}.${(abs % scale).toString().padStart(decimals, '0')}`;
  return Number(negative ? `-${text}` : text);
}
