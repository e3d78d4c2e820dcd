import { describe, expect, it } from 'vitest';
import {
  checkPaymentSettings,
  draftOf,
  isOptionalLimit,
  isSettingsDirty,
  isWholeNumberField,
  settingBoundsOf,
  settingsBodyOf,
  type TPaymentSettingsDraft,
} from './payment-settings.ts';

const stored = {
  withdrawalMin: 100,
  withdrawalMax: 50_000,
  withdrawalDailyCount: 5,
  withdrawalDailyAmount: 100_000,
  autoReceiveMinutes: 1440,
  turnoverPercent: 100,
  transferDailyCount: null,
  adjustmentCheckerAbove: 10_000,
};
const draft = (change: Partial<TPaymentSettingsDraft> = {}): TPaymentSettingsDraft => ({
  ...draftOf(stored),
  ...change,
});

describe('checkPaymentSettings', () => {
  it('takes the stored rules as they are', () => {
    expect(checkPaymentSettings(draft())).toEqual({ ok: true, body: stored, issues: {} });
  });

  it('reads typed text as numbers', () => {
    const checked = checkPaymentSettings(draft({ withdrawalMax: '1,000.5', turnoverPercent: '0' }));
    expect(checked.ok && checked.body).toEqual({ ...stored, withdrawalMax: 1000.5, turnoverPercent: 0 });
  });

  it('refuses a maximum below the minimum, and takes it equal', () => {
    expect(checkPaymentSettings(draft({ withdrawalMin: 500, withdrawalMax: 499 }))).toEqual({
      ok: false,
      issues: { withdrawalMax: 'maxBelowMin' },
    });
    expect(checkPaymentSettings(draft({ withdrawalMin: 500, withdrawalMax: 500 })).ok).toBe(true);
  });

  it('names what is wrong with each field', () => {
    const checked = checkPaymentSettings(
      draft({
        withdrawalMin: '',
        withdrawalMax: 0,
        withdrawalDailyCount: 2.5,
        autoReceiveMinutes: 60 * 24 * 30 + 1,
        turnoverPercent: -1,
      }),
    );
    expect(checked).toEqual({
      ok: false,
      issues: {
        withdrawalMin: 'required',
        withdrawalMax: 'positive',
        withdrawalDailyCount: 'whole',
        autoReceiveMinutes: 'range',
        turnoverPercent: 'range',
      },
    });
  });

  it('takes a blank daily limit as no limit, and a typed one as a number', () => {
    expect(draft().transferDailyCount).toBe('');
    const checked = checkPaymentSettings(draft({ withdrawalDailyAmount: ' ', transferDailyCount: '3' }));
    expect(checked.ok && checked.body).toEqual({
      ...stored,
      withdrawalDailyAmount: null,
      transferDailyCount: 3,
    });
  });

  it('refuses a daily amount below the minimum and a transfer count that is not a whole number', () => {
    expect(
      checkPaymentSettings(draft({ withdrawalDailyAmount: 99, transferDailyCount: 1.5 })).issues,
    ).toEqual({ withdrawalDailyAmount: 'dailyBelowMin', transferDailyCount: 'whole' });
    expect(checkPaymentSettings(draft({ withdrawalDailyAmount: 100 })).ok).toBe(true);
    expect(checkPaymentSettings(draft({ transferDailyCount: 0 })).issues).toEqual({
      transferDailyCount: 'range',
    });
  });

  it('leaves the max-below-min rule to the other issues when a limit is itself wrong', () => {
    expect(checkPaymentSettings(draft({ withdrawalMin: 'abc', withdrawalMax: 1 })).issues).toEqual({
      withdrawalMin: 'required',
    });
  });
});

describe('settings draft', () => {
  it('tells whether anything differs from what is stored, as numbers', () => {
    expect(isSettingsDirty(draft(), stored)).toBe(false);
    expect(isSettingsDirty(draft({ withdrawalMax: '50,000' }), stored)).toBe(false);
    expect(isSettingsDirty(draft({ withdrawalDailyCount: 6 }), stored)).toBe(true);
    expect(isSettingsDirty(draft({ withdrawalMin: '' }), stored)).toBe(true);
    expect(isSettingsDirty(draft({ withdrawalDailyAmount: '' }), stored)).toBe(true);
    expect(isSettingsDirty(draft({ transferDailyCount: '' }), stored)).toBe(false);
    expect(settingsBodyOf(draft({ withdrawalMin: '' })).withdrawalMin).toBeNaN();
  });

  it('knows the contract’s bounds and which fields are whole numbers', () => {
    expect(settingBoundsOf('withdrawalDailyCount')).toEqual({ min: 1, max: 100 });
    expect(settingBoundsOf('autoReceiveMinutes')).toEqual({ min: 1, max: 43_200 });
    expect(settingBoundsOf('turnoverPercent')).toEqual({ min: 0, max: 10_000 });
    expect(settingBoundsOf('withdrawalMax')).toEqual({ min: 0, max: null });
    expect(isWholeNumberField('withdrawalDailyCount')).toBe(true);
    expect(isWholeNumberField('withdrawalMin')).toBe(false);
    expect(settingBoundsOf('transferDailyCount')).toEqual({ min: 1, max: 1000 });
    expect(isWholeNumberField('transferDailyCount')).toBe(true);
    expect(isWholeNumberField('withdrawalDailyAmount')).toBe(false);
    expect(isOptionalLimit('withdrawalDailyAmount')).toBe(true);
    expect(isOptionalLimit('withdrawalMax')).toBe(false);
  });
});
