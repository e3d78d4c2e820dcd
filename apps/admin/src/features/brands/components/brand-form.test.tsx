// @vitest-environment jsdom
import type { TBrandDetail } from '@openlobby/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ok, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { BrandForm } from './brand-form.tsx';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));

const brand: TBrandDetail = {
  code: 'demo',
  name: 'Demo',
  domains: ['demo.local'],
  maintenance: false,
  defaultLanguage: 'EN',
  languages: ['EN', 'CN'],
  maintenanceMessage: null,
  maintenanceUntil: null,
  restrictedCountries: [],
  flags: {
    vip: true,
    freePlay: true,
    chatRoom: false,
    pointMall: true,
    referral: true,
    rewardCenter: true,
    movieResource: false,
    dividend: false,
    salary: false,
    dailySalary: false,
    hourSalary: false,
    socialSignIn: [],
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
    fields: [
      { name: 'email', show: true, required: false, pattern: 'email' },
      { name: 'captcha', show: true, required: true, pattern: null },
    ],
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

let calls: TApiCall<Partial<TBrandDetail>>[] = [];
beforeEach(() => {
  calls = stubApi<Partial<TBrandDetail>>(({ body }) => ok({ ...brand, ...body }));
});

const renderForm = () => renderWithProviders(<BrandForm brand={brand} readOnly={false} />);

// The whole editor renders per test: slow on a busy machine.
describe('BrandForm', { timeout: 20_000 }, () => {
  it('sends the agent pay flags and the registration field list through the brand PATCH', async () => {
    renderForm();
    for (const flag of ['dividend', 'salary', 'dailySalary', 'hourSalary'])
      expect(screen.getByTestId(`brand-flag-${flag}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('brand-flag-dividend'));
    fireEvent.click(screen.getByTestId('register-field-captcha-up'));
    fireEvent.click(screen.getByTestId('register-field-email-required'));
    expect(screen.getByTestId('brand-changes').textContent).toContain(
      'brand.fields.flags, brand.fields.registerRules',
    );
    fireEvent.click(screen.getByTestId('brand-save'));
    await screen.findByTestId('brand-saved');
    expect(calls.map((c) => c.body)).toEqual([
      {
        flags: { ...brand.flags, dividend: true },
        registerRules: {
          ...brand.registerRules,
          fields: [
            { name: 'captcha', show: true, required: true, pattern: null },
            { name: 'email', show: true, required: true, pattern: 'email' },
          ],
        },
      },
    ]);
  });

  it('edits the SMS budgets and the country list, and sends them in the auth settings', async () => {
    renderForm();
    expect(screen.getByTestId('brand-sms-countries-empty').textContent).toBe('brand.sms.countriesEmpty');
    fireEvent.change(screen.getByTestId('brand-sms-smsHourlyQuota'), { target: { value: '120' } });
    fireEvent.change(screen.getByTestId('brand-sms-trialAccountsPerHour'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('brand-sms-country-add'));
    fireEvent.change(screen.getByTestId('brand-sms-country-code-0'), { target: { value: '+ 66' } });
    fireEvent.change(screen.getByTestId('brand-sms-country-quota-0'), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('brand-sms-country-add'));
    fireEvent.change(screen.getByTestId('brand-sms-country-code-1'), { target: { value: '+86' } });
    fireEvent.click(screen.getByTestId('brand-save'));
    await screen.findByTestId('brand-saved');
    expect(calls.map((c) => c.body)).toEqual([
      {
        authSettings: {
          ...brand.authSettings,
          smsHourlyQuota: 120,
          trialAccountsPerHour: 12,
          smsCountries: [
            { code: '+66', dailyQuota: 200 },
            { code: '+86', dailyQuota: null },
          ],
        },
      },
    ]);
  });

  it('marks a malformed or repeated calling code and does not save', () => {
    renderForm();
    fireEvent.click(screen.getByTestId('brand-sms-country-add'));
    expect(screen.getByText('brand.sms.invalidCode')).toBeTruthy();
    expect((screen.getByTestId('brand-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('brand-sms-country-code-0'), { target: { value: '+66' } });
    fireEvent.click(screen.getByTestId('brand-sms-country-add'));
    fireEvent.change(screen.getByTestId('brand-sms-country-code-1'), { target: { value: '+66' } });
    expect(screen.getByText('brand.sms.duplicateCode')).toBeTruthy();
    expect((screen.getByTestId('brand-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('brand-sms-country-remove-1'));
    expect((screen.getByTestId('brand-save') as HTMLButtonElement).disabled).toBe(false);
    expect(calls).toEqual([]);
  });
});
