import {
  fromMinor,
  MAX_AMOUNT,
  toMinor,
  ZMemberAdjustRequest,
  ZReason,
  type TMemberWallet,
} from '@openlobby/contracts';
import type { z } from 'zod';

export type TAdjustDirection = 'credit' | 'debit';
export type TMemberAdjustRequest = z.infer<typeof ZMemberAdjustRequest>;
export type TWalletEntry = TMemberWallet['entries'][number];
export type TWalletAccount = TMemberWallet['accounts'][number];
type TMoneyUnit = Pick<TMemberWallet, 'currency' | 'decimals'>;

/** The balance of the main wallet (0 when the member has none yet). */
export const mainBalance = (wallet: Pick<TMemberWallet, 'accounts'>): number =>
  wallet.accounts.find((a) => a.kind === 'MAIN')?.balance ?? 0;

/** Every account but the main one: vendor wallets, then the funds held for withdrawals. */
export const otherAccounts = (wallet: Pick<TMemberWallet, 'accounts'>): TWalletAccount[] =>
  wallet.accounts
    .filter((a) => a.kind !== 'MAIN')
    .sort((a, b) =>
      a.kind === b.kind
        ? (a.vendorCode ?? '').localeCompare(b.vendorCode ?? '')
        : a.kind === 'VENDOR'
          ? -1
          : 1,
    );

/**
 * An amount in major units with the currency code and exactly the currency's decimals, e.g.
 * "CNY 1,234.50"; `signed` adds + to positive amounts (ledger entries). An unknown currency code
 * falls back to the plain number followed by the code.
 */
export const formatMoney = (amount: number, unit: TMoneyUnit, locale: string, signed = false): string => {
  const digits = Math.min(Math.max(Math.trunc(unit.decimals), 0), 20);
  const base: Intl.NumberFormatOptions = {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  };
  try {
    return new Intl.NumberFormat(locale, {
      ...base,
      style: 'currency',
      currency: unit.currency,
      currencyDisplay: 'code',
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, base).format(amount)} ${unit.currency}`;
  }
};

/** Badge colour of each ledger entry kind; unknown kinds are grey. */
export const ENTRY_KIND_COLORS: Readonly<Record<string, string>> = {
  ADJUSTMENT: 'ops',
  DEPOSIT: 'green',
  WITHDRAWAL_HOLD: 'orange',
  WITHDRAWAL_RELEASE: 'cyan',
  WITHDRAWAL_PAYOUT: 'red',
  TRANSFER_IN: 'teal',
  TRANSFER_OUT: 'pink',
  UPLINE_TRANSFER: 'violet',
  DOWNLINE_TRANSFER: 'indigo',
  BET: 'yellow',
  WIN: 'lime',
  ROLLBACK: 'dark',
  BONUS: 'grape',
  GAME_SETTLEMENT: 'blue',
  AGENT_PAY: 'gold',
  // Both come from or go back to the brand's bonus account: the bonus's colour.
  POINTS_CONVERT: 'grape',
  BONUS_CANCEL: 'grape',
};
export const ENTRY_KINDS = Object.keys(ENTRY_KIND_COLORS);

export const entryKindColor = (kind: string): string =>
  Object.hasOwn(ENTRY_KIND_COLORS, kind) ? ENTRY_KIND_COLORS[kind]! : 'gray';

/** Colour of a signed amount: green in, red out, dimmed for zero. */
export const amountColor = (amount: number): string => (amount > 0 ? 'green' : amount < 0 ? 'red' : 'dimmed');

/** The operator's reason stored in an entry's memo (adjustments carry one), or null. */
export const memoReason = (memo: TWalletEntry['memo']): string | null => {
  const reason = memo?.['reason'];
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null;
};

/** Minor units of a balance the server sent (always exact); a float artefact is rounded. */
const minorOf = (amount: number, decimals: number): bigint =>
  toMinor(amount, decimals) ?? BigInt(Math.round(amount * 10 ** decimals));

/** What NumberInput hands back ('' while empty, a string for partial or huge input) as a number. */
export const parseAmount = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.replace(/[\s,]/g, '');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

export type TAmountIssue = 'required' | 'positive' | 'tooPrecise' | 'tooLarge' | 'insufficient';

/** The amount checked against the currency and the main balance, with the balance it leads to. */
export type TAdjustPreview =
  | { ok: true; amount: number; balanceAfter: number }
  | { ok: false; issue: TAmountIssue; balanceAfter: number | null };

/**
 * The balance after an adjustment, computed in minor units (no float drift). A debit above the
 * main balance is refused like the server does (INSUFFICIENT_BALANCE), still with its preview.
 */
export const previewAdjustment = (
  input: number | string | null | undefined,
  direction: TAdjustDirection,
  balance: number,
  decimals: number,
): TAdjustPreview => {
  const amount = parseAmount(input);
  if (amount === null) return { ok: false, issue: 'required', balanceAfter: null };
  if (amount <= 0) return { ok: false, issue: 'positive', balanceAfter: null };
  if (amount > MAX_AMOUNT) return { ok: false, issue: 'tooLarge', balanceAfter: null };
  const minor = toMinor(amount, decimals);
  if (minor === null) return { ok: false, issue: 'tooPrecise', balanceAfter: null };
  const before = minorOf(balance, decimals);
  const after = direction === 'credit' ? before + minor : before - minor;
  const balanceAfter = fromMinor(after, decimals);
  if (after < 0n) return { ok: false, issue: 'insufficient', balanceAfter };
  return { ok: true, amount, balanceAfter };
};

export type TAdjustForm = {
  direction: TAdjustDirection;
  amount: number | string | null;
  reason: string;
  idempotencyKey: string;
};

export type TAdjustBuild =
  | { ok: true; request: TMemberAdjustRequest; balanceAfter: number }
  | { ok: false; amountIssue: TAmountIssue | null; reasonInvalid: boolean; keyInvalid: boolean };

/**
 * The request body of the Adjust balance dialog, or what is wrong with the form: the amount
 * (positive, the currency's decimals, not above the main balance for a debit) and the reason
 * (3–500 characters, trimmed) are checked as the server will, and the result matches the contract.
 */
export const buildAdjustRequest = (
  form: TAdjustForm,
  wallet: { balance: number; decimals: number },
): TAdjustBuild => {
  const preview = previewAdjustment(form.amount, form.direction, wallet.balance, wallet.decimals);
  const reasonInvalid = !ZReason.safeParse({ reason: form.reason }).success;
  const parsed = preview.ok
    ? ZMemberAdjustRequest.safeParse({
        reason: form.reason,
        direction: form.direction,
        amount: preview.amount,
        idempotencyKey: form.idempotencyKey,
      })
    : null;
  if (!preview.ok || reasonInvalid || !parsed?.success)
    return {
      ok: false,
      amountIssue: preview.ok ? null : preview.issue,
      reasonInvalid,
      keyInvalid: !!parsed && !parsed.success && !reasonInvalid,
    };
  return { ok: true, request: parsed.data, balanceAfter: preview.balanceAfter };
};

/**
 * A fresh idempotency key (one per dialog opening): a UUID, or 32 random hex characters where
 * randomUUID is missing (it needs a secure context; getRandomValues does not).
 */
export const newIdempotencyKey = (): string => {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
