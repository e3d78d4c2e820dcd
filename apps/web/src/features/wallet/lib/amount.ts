import { MAX_AMOUNT, toMinor } from '@openlobby/contracts';

/** Why an amount is refused; each is a `wallet.amount.<reason>` message. */
export type TAmountError = 'required' | 'invalid' | 'decimals' | 'positive' | 'min' | 'max' | 'balance';

export type TAmountLimits = {
  /** The currency's decimals (the balance answer's `decimals`). */
  decimals: number;
  min?: number;
  max?: number;
  /** What the source wallet holds: more than this is refused before the call. */
  available?: number;
};

export type TAmountCheck = { ok: true; amount: number } | { ok: false; error: TAmountError };

const PLAIN_NUMBER = /^\d+(?:\.\d*)?$|^\.\d+$/;

/**
 * Checks what the member typed as an amount in the currency's major unit: a plain number (no
 * separators), no more decimals than the currency has (exactly, through the contracts' toMinor),
 * above zero and within the limits and the balance.
 */
export const checkAmount = (text: string, limits: TAmountLimits): TAmountCheck => {
  const raw = text.trim();
  if (raw === '') return { ok: false, error: 'required' };
  if (!PLAIN_NUMBER.test(raw)) return { ok: false, error: 'invalid' };
  const amount = Number(raw);
  if (!Number.isFinite(amount)) return { ok: false, error: 'invalid' };
  if (amount > MAX_AMOUNT) return { ok: false, error: 'max' };
  if (toMinor(amount, limits.decimals) === null) return { ok: false, error: 'decimals' };
  if (amount <= 0) return { ok: false, error: 'positive' };
  if (limits.min !== undefined && amount < limits.min) return { ok: false, error: 'min' };
  if (limits.max !== undefined && amount > limits.max) return { ok: false, error: 'max' };
  if (limits.available !== undefined && amount > limits.available) return { ok: false, error: 'balance' };
  return { ok: true, amount };
};

/**
 * What an amount field keeps of a keystroke or a paste: digits and the first decimal point. Extra
 * decimals stay, so checkAmount can say so, rather than the amount changing under the member.
 */
export const cleanAmountInput = (text: string): string => {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
};
