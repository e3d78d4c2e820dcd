import { MAX_AMOUNT } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { checkAmount, cleanAmountInput } from './amount.ts';
import { createRequestIdKeeper } from '../../../lib/request-id.ts';

describe('checkAmount', () => {
  it('accepts plain amounts with up to the currency decimals', () => {
    expect(checkAmount('100', { decimals: 2 })).toEqual({ ok: true, amount: 100 });
    expect(checkAmount(' 12.5 ', { decimals: 2 })).toEqual({ ok: true, amount: 12.5 });
    expect(checkAmount('0.01', { decimals: 2 })).toEqual({ ok: true, amount: 0.01 });
    expect(checkAmount('10.', { decimals: 0 })).toEqual({ ok: true, amount: 10 });
    expect(checkAmount('0.1234', { decimals: 4 })).toEqual({ ok: true, amount: 0.1234 });
  });

  it('refuses more decimals than the currency has, exactly (toMinor), not by float rounding', () => {
    expect(checkAmount('0.001', { decimals: 2 })).toEqual({ ok: false, error: 'decimals' });
    expect(checkAmount('1.10', { decimals: 1 })).toEqual({ ok: true, amount: 1.1 });
    expect(checkAmount('19.999', { decimals: 2 })).toEqual({ ok: false, error: 'decimals' });
    expect(checkAmount('5.5', { decimals: 0 })).toEqual({ ok: false, error: 'decimals' });
    expect(checkAmount('0.30000000000000004', { decimals: 2 })).toEqual({ ok: false, error: 'decimals' });
  });

  it('says what is wrong with empty, malformed, zero and huge amounts', () => {
    expect(checkAmount('  ', { decimals: 2 })).toEqual({ ok: false, error: 'required' });
    expect(checkAmount('1,000', { decimals: 2 })).toEqual({ ok: false, error: 'invalid' });
    expect(checkAmount('1e3', { decimals: 2 })).toEqual({ ok: false, error: 'invalid' });
    expect(checkAmount('-5', { decimals: 2 })).toEqual({ ok: false, error: 'invalid' });
    expect(checkAmount('0', { decimals: 2 })).toEqual({ ok: false, error: 'positive' });
    expect(checkAmount('0.00', { decimals: 2 })).toEqual({ ok: false, error: 'positive' });
    expect(checkAmount(String(MAX_AMOUNT * 10), { decimals: 2 })).toEqual({ ok: false, error: 'max' });
  });

  it('holds the amount to the limits and the available balance', () => {
    const limits = { decimals: 2, min: 100, max: 5000, available: 300 };
    expect(checkAmount('99.99', limits)).toEqual({ ok: false, error: 'min' });
    expect(checkAmount('5000.01', limits)).toEqual({ ok: false, error: 'max' });
    expect(checkAmount('300.01', limits)).toEqual({ ok: false, error: 'balance' });
    expect(checkAmount('300', limits)).toEqual({ ok: true, amount: 300 });
  });
});

describe('cleanAmountInput', () => {
  it('keeps digits and the first point, and never drops typed decimals', () => {
    expect(cleanAmountInput('1a2b.3.4')).toBe('12.34');
    expect(cleanAmountInput('฿ 1,000.555')).toBe('1000.555');
    expect(cleanAmountInput('-')).toBe('');
  });
});

describe('createRequestIdKeeper', () => {
  it('reuses the id for the same payload until the submission settles', () => {
    let n = 0;
    const ids = createRequestIdKeeper(() => `id-${++n}`);
    expect(ids.idFor({ amount: 10 })).toBe('id-1');
    expect(ids.idFor({ amount: 10 })).toBe('id-1');
    expect(ids.idFor({ amount: 11 })).toBe('id-2');
    ids.settle();
    expect(ids.idFor({ amount: 11 })).toBe('id-3');
  });
});
