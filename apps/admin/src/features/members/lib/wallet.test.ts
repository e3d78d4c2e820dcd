import { ZMemberAdjustRequest } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildAdjustRequest,
  ENTRY_KINDS,
  entryKindColor,
  formatMoney,
  mainBalance,
  memoReason,
  newIdempotencyKey,
  otherAccounts,
  parseAmount,
  previewAdjustment,
} from './wallet.ts';

const KEY = '3f2b1c9e-8d7a-4e6f-9a0b-1c2d3e4f5a6b';
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('previewAdjustment', () => {
  it('adds a credit and takes off a debit, exactly in minor units', () => {
    expect(previewAdjustment(0.2, 'credit', 0.1, 2)).toEqual({ ok: true, amount: 0.2, balanceAfter: 0.3 });
    expect(previewAdjustment(100, 'debit', 1234.56, 2)).toEqual({
      ok: true,
      amount: 100,
      balanceAfter: 1134.56,
    });
    expect(previewAdjustment('1,000.5', 'credit', 0, 2)).toMatchObject({ ok: true, balanceAfter: 1000.5 });
  });

  it('allows a debit of the whole balance but not a cent more', () => {
    expect(previewAdjustment(50, 'debit', 50, 2)).toMatchObject({ ok: true, balanceAfter: 0 });
    expect(previewAdjustment(50.01, 'debit', 50, 2)).toEqual({
      ok: false,
      issue: 'insufficient',
      balanceAfter: -0.01,
    });
  });

  it('refuses an empty, zero, negative, too precise or too large amount', () => {
    expect(previewAdjustment('', 'credit', 10, 2)).toMatchObject({ ok: false, issue: 'required' });
    expect(previewAdjustment(null, 'credit', 10, 2)).toMatchObject({ ok: false, issue: 'required' });
    expect(previewAdjustment(0, 'credit', 10, 2)).toMatchObject({ ok: false, issue: 'positive' });
    expect(previewAdjustment(-5, 'credit', 10, 2)).toMatchObject({ ok: false, issue: 'positive' });
    expect(previewAdjustment(1.005, 'credit', 10, 2)).toMatchObject({ ok: false, issue: 'tooPrecise' });
    expect(previewAdjustment(1.5, 'credit', 10, 0)).toMatchObject({ ok: false, issue: 'tooPrecise' });
    expect(previewAdjustment(1e12, 'credit', 10, 2)).toMatchObject({ ok: false, issue: 'tooLarge' });
  });

  it('respects currencies without decimals and with three', () => {
    expect(previewAdjustment(5000, 'credit', 120000, 0)).toMatchObject({ ok: true, balanceAfter: 125000 });
    expect(previewAdjustment(0.125, 'debit', 1, 3)).toMatchObject({ ok: true, balanceAfter: 0.875 });
  });
});

describe('parseAmount', () => {
  it('reads what NumberInput hands back', () => {
    expect(parseAmount(12.5)).toBe(12.5);
    expect(parseAmount('12.')).toBe(12);
    expect(parseAmount('1,234.5')).toBe(1234.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });
});

describe('entryKindColor', () => {
  it('gives every known kind its own colour and unknown kinds grey', () => {
    const colors = ENTRY_KINDS.map(entryKindColor);
    expect(ENTRY_KINDS).toHaveLength(17);
    const own = ENTRY_KINDS.filter((k) => k !== 'BONUS_CANCEL' && k !== 'POINTS_CONVERT').map(entryKindColor);
    expect(new Set(own).size).toBe(own.length);
    expect(entryKindColor('BONUS_CANCEL')).toBe(entryKindColor('BONUS'));
    expect(entryKindColor('POINTS_CONVERT')).toBe(entryKindColor('BONUS'));
    expect(colors).not.toContain('gray');
    expect(entryKindColor('DEPOSIT')).toBe('green');
    expect(entryKindColor('WITHDRAWAL_PAYOUT')).toBe('red');
    expect(entryKindColor('SOMETHING_NEW')).toBe('gray');
    expect(entryKindColor('toString')).toBe('gray');
  });
});

describe('buildAdjustRequest', () => {
  const wallet = { balance: 100, decimals: 2 };

  it('builds a contract-valid body with a trimmed reason and the given key', () => {
    const built = buildAdjustRequest(
      { direction: 'debit', amount: 40.25, reason: '  chargeback #12  ', idempotencyKey: KEY },
      wallet,
    );
    expect(built).toEqual({
      ok: true,
      request: { direction: 'debit', amount: 40.25, reason: 'chargeback #12', idempotencyKey: KEY },
      balanceAfter: 59.75,
    });
    if (built.ok) expect(ZMemberAdjustRequest.safeParse(built.request).success).toBe(true);
  });

  it('names what is wrong: the amount, the reason, the key', () => {
    expect(
      buildAdjustRequest(
        { direction: 'debit', amount: 100.01, reason: 'ok reason', idempotencyKey: KEY },
        wallet,
      ),
    ).toEqual({ ok: false, amountIssue: 'insufficient', reasonInvalid: false, keyInvalid: false });
    expect(
      buildAdjustRequest({ direction: 'credit', amount: '', reason: ' x ', idempotencyKey: KEY }, wallet),
    ).toEqual({ ok: false, amountIssue: 'required', reasonInvalid: true, keyInvalid: false });
    expect(
      buildAdjustRequest(
        { direction: 'credit', amount: 1, reason: 'r'.repeat(501), idempotencyKey: KEY },
        wallet,
      ),
    ).toMatchObject({ ok: false, amountIssue: null, reasonInvalid: true });
    expect(
      buildAdjustRequest(
        { direction: 'credit', amount: 1, reason: 'bonus fix', idempotencyKey: 'a b' },
        wallet,
      ),
    ).toEqual({ ok: false, amountIssue: null, reasonInvalid: false, keyInvalid: true });
  });
});

describe('newIdempotencyKey', () => {
  it('is new each time and fits the contract', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    for (const k of [a, b]) expect(k).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('wallet display helpers', () => {
  const accounts = [
    { kind: 'HELD' as const, vendorCode: null, balance: 20 },
    { kind: 'VENDOR' as const, vendorCode: 'PG', balance: 5 },
    { kind: 'MAIN' as const, vendorCode: null, balance: 1234.5 },
    { kind: 'VENDOR' as const, vendorCode: 'AG', balance: 0 },
  ];

  it('finds the main balance and lists vendor wallets before held funds', () => {
    expect(mainBalance({ accounts })).toBe(1234.5);
    expect(mainBalance({ accounts: [] })).toBe(0);
    expect(otherAccounts({ accounts }).map((a) => a.vendorCode ?? a.kind)).toEqual(['AG', 'PG', 'HELD']);
  });

  it('formats money with the currency code and its decimals', () => {
    expect(nbsp(formatMoney(1234.5, { currency: 'CNY', decimals: 2 }, 'en-US'))).toBe('CNY 1,234.50');
    expect(nbsp(formatMoney(-3, { currency: 'CNY', decimals: 2 }, 'en-US', true))).toBe('-CNY 3.00');
    expect(nbsp(formatMoney(3, { currency: 'CNY', decimals: 2 }, 'en-US', true))).toBe('+CNY 3.00');
    expect(nbsp(formatMoney(5000, { currency: 'VND', decimals: 0 }, 'en-US'))).toBe('VND 5,000');
    expect(nbsp(formatMoney(1.5, { currency: 'usdt!', decimals: 2 }, 'en-US'))).toBe('1.50 usdt!');
  });

  it("reads the operator's reason from the memo", () => {
    expect(memoReason({ reason: 'goodwill', operator: 'ann' })).toBe('goodwill');
    expect(memoReason({ reason: '  ' })).toBeNull();
    expect(memoReason({ reason: 3 })).toBeNull();
    expect(memoReason(null)).toBeNull();
  });
});
