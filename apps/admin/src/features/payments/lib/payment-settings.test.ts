import { describe, expect, it } from 'vitest';
import {
  checkPaymentSettings,
  draftOf,
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
  autoReceiveMinutes: 1440,
  turnoverPercent: 100,
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
    expect(settingsBodyOf(draft({ withdrawalMin: '' })).withdrawalMin).toBeNaN();
  });

  it('knows the contract’s bounds and which fields are whole numbers', () => {
    expect(settingBoundsOf('withdrawalDailyCount')).toEqual({ min: 1, max: 100 });
    expect(settingBoundsOf('autoReceiveMinutes')).toEqual({ min: 1, max: 43_200 });
    expect(settingBoundsOf('turnoverPercent')).toEqual({ min: 0, max: 10_000 });
    expect(settingBoundsOf('withdrawalMax')).toEqual({ min: 0, max: null });
    expect(isWholeNumberField('withdrawalDailyCount')).toBe(true);
    expect(isWholeNumberField('withdrawalMin')).toBe(false);
  });
});
