import { ZBrandPatch, type TBrandDetail } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { buildBrandPatch, deepEqual, draftOf, isEmptyPatch, normaliseCountries } from './brand-patch.ts';

const brand: TBrandDetail = {
  code: 'demo',
  name: 'Demo',
  domains: ['demo.local'],
  maintenance: false,
  defaultLanguage: 'EN',
  languages: ['EN', 'CN'],
  maintenanceMessage: null,
  maintenanceUntil: null,
  restrictedCountries: ['US'],
  flags: {
    vip: true,
    freePlay: true,
    chatRoom: false,
    pointMall: true,
    referral: true,
    rewardCenter: true,
    movieResource: false,
    dividend: false,
    salary: true,
    dailySalary: false,
    hourSalary: false,
    socialSignIn: ['GOOGLE'],
  },
  registerRules: {
    usernameRegistration: true,
    mobileRegistration: true,
    passwordMin: 8,
    passwordMax: 64,
    usernameMin: 4,
    usernameMax: 16,
    mobileCountryCodes: ['+86'],
    minimumAge: 18,
    termsName: 'Terms',
    fields: [],
  },
  authSettings: {
    defaultPassword: 'a123456',
    passwordExpiryDays: null,
    forcePasswordChange: true,
    captchaAfterFailures: 2,
    lockAfterFailures: 5,
    lockMinutes: 15,
    secondStep: 'SMS',
    smsLogin: true,
    sessionTtlHours: 24,
    smsPerNumberPerHour: 5,
    smsPerNumberPerDay: 10,
    smsPerIpPerHour: 10,
    smsHourlyQuota: 60,
    smsDailyQuota: 1000,
    smsCountries: [],
    trialAccountsPerHour: 30,
    resetLinkMinutes: 30,
  },
};

describe('buildBrandPatch', () => {
  it('is empty when nothing changed', () => {
    expect(isEmptyPatch(buildBrandPatch(brand, draftOf(brand)))).toBe(true);
  });

  it('carries only the changed top-level fields', () => {
    const d = draftOf(brand);
    d.maintenance = true;
    d.maintenanceMessage = 'Back at 10:00';
    const patch = buildBrandPatch(brand, d);
    expect(patch).toEqual({ maintenance: true, maintenanceMessage: 'Back at 10:00' });
    expect(ZBrandPatch.safeParse(patch).success).toBe(true);
  });

  it('sends a nested group whole when one of its fields changed', () => {
    const d = draftOf(brand);
    d.authSettings.lockMinutes = 30;
    expect(buildBrandPatch(brand, d)).toEqual({ authSettings: { ...brand.authSettings, lockMinutes: 30 } });
  });

  it('normalises region codes and ignores a re-entry of the same list', () => {
    const d = draftOf(brand);
    d.restrictedCountries = [' us ', 'US'];
    expect(isEmptyPatch(buildBrandPatch(brand, d))).toBe(true);
    d.restrictedCountries = ['us', 'ph', 'US'];
    expect(buildBrandPatch(brand, d)).toEqual({ restrictedCountries: ['US', 'PH'] });
  });

  it('treats a blank maintenance message as null', () => {
    const d = draftOf(brand);
    d.maintenanceMessage = '   ';
    expect(isEmptyPatch(buildBrandPatch(brand, d))).toBe(true);
  });

  it('does not mutate the stored brand when the draft is edited', () => {
    const d = draftOf(brand);
    d.flags.socialSignIn.push('LINE');
    d.languages.push('JA');
    expect(brand.flags.socialSignIn).toEqual(['GOOGLE']);
    expect(buildBrandPatch(brand, d)).toEqual({
      languages: ['EN', 'CN', 'JA'],
      flags: { ...brand.flags, socialSignIn: ['GOOGLE', 'LINE'] },
    });
  });
});

describe('buildBrandPatch: agent pay flags and registration fields', () => {
  it('sends the flags whole when an agent pay feature is switched', () => {
    const d = draftOf(brand);
    d.flags.dividend = true;
    const patch = buildBrandPatch(brand, d);
    expect(patch).toEqual({ flags: { ...brand.flags, dividend: true } });
    expect(ZBrandPatch.safeParse(patch).success).toBe(true);
  });

  it('sends registerRules whole when a field is added, changed or reordered', () => {
    const d = draftOf(brand);
    d.registerRules.fields.push({ name: 'email', show: true, required: false, pattern: 'email' });
    const added = buildBrandPatch(brand, d);
    expect(added).toEqual({ registerRules: { ...brand.registerRules, fields: d.registerRules.fields } });
    expect(ZBrandPatch.safeParse(added).success).toBe(true);

    const stored = { ...brand, registerRules: { ...brand.registerRules, fields: d.registerRules.fields } };
    expect(isEmptyPatch(buildBrandPatch(stored, draftOf(stored)))).toBe(true);
    const e = draftOf(stored);
    e.registerRules.fields[0]!.pattern = null;
    expect(buildBrandPatch(stored, e).registerRules?.fields).toEqual([
      { name: 'email', show: true, required: false, pattern: null },
    ]);
    expect(stored.registerRules.fields[0]!.pattern).toBe('email');
  });
});

describe('deepEqual / normaliseCountries', () => {
  it('compares nested values structurally', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual({ a: null }, { a: undefined })).toBe(false);
  });
  it('upper-cases, trims and de-duplicates', () => {
    expect(normaliseCountries(['cn', ' CN', '', 'jp'])).toEqual(['CN', 'JP']);
  });
});
