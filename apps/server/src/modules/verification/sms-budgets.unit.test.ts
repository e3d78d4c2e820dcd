import { describe, expect, it } from 'vitest';
import { allowedCountries, countryRuleOf, dayWindow, hourWindow } from './sms-budgets.ts';

describe('countryRuleOf', () => {
  const rules = [
    { code: '+1', dailyQuota: null },
    { code: '+1876', dailyQuota: 20 },
    { code: '+66', dailyQuota: 500 },
  ];

  it('picks the longest listed code a number starts with', () => {
    expect(countryRuleOf('+18765550100', rules)?.code).toBe('+1876');
    expect(countryRuleOf('+12025550100', rules)?.code).toBe('+1');
    expect(countryRuleOf('+66812345678', rules)?.code).toBe('+66');
  });

  it('matches nothing for an unlisted country or a number without its + code', () => {
    expect(countryRuleOf('+8613800138000', rules)).toBeUndefined();
    expect(countryRuleOf('66812345678', rules)).toBeUndefined();
    expect(countryRuleOf('+66812345678', [])).toBeUndefined();
  });
});

describe('allowedCountries', () => {
  it('is the brand’s own list when it has one', () => {
    const own = [{ code: '+66', dailyQuota: 10 }];
    expect(allowedCountries({ smsCountries: own }, { mobileCountryCodes: ['+86'] })).toBe(own);
  });

  it('falls back to the sign-up form’s codes, read as calling codes, without budgets', () => {
    expect(
      allowedCountries(
        { smsCountries: [] },
        { mobileCountryCodes: ['+86', '852', ' + 66', 'TH', '+86', ''] },
      ),
    ).toEqual([
      { code: '+86', dailyQuota: null },
      { code: '+852', dailyQuota: null },
      { code: '+66', dailyQuota: null },
    ]);
  });

  it('is empty when neither lists a code: no SMS at all', () => {
    expect(allowedCountries({ smsCountries: [] }, { mobileCountryCodes: [] })).toEqual([]);
  });
});

describe('budget windows', () => {
  it('counts hours from the clock hour', () => {
    expect(hourWindow(new Date('2026-03-01T04:59:59.999Z'))).toEqual({
      start: new Date('2026-03-01T04:00:00Z'),
      end: new Date('2026-03-01T05:00:00Z'),
    });
  });

  it('counts days from the brand’s midnight, also where the clocks change', () => {
    expect(dayWindow('Asia/Shanghai', new Date('2026-03-01T15:59:59Z'))).toEqual({
      start: new Date('2026-02-28T16:00:00Z'),
      end: new Date('2026-03-01T16:00:00Z'),
    });
    // New York springs forward on 2026-03-08: that day has 23 hours.
    const { start, end } = dayWindow('America/New_York', new Date('2026-03-08T12:00:00Z'));
    expect(start).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });
});
