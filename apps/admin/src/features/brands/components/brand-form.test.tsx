// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { TBrandDetail } from '@openlobby/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandForm } from './brand-form.tsx';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
// The autosizing maintenance message listens for web fonts, which jsdom does not have.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

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
    passwordMin: 6,
    passwordMax: 20,
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
    smsPerIpPerHour: 10,
    smsDailyQuota: 1000,
    resetLinkMinutes: 30,
  },
};

let bodies: unknown[] = [];
beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const patch = JSON.parse(String(init.body)) as Partial<TBrandDetail>;
      bodies.push(patch);
      return new Response(JSON.stringify({ success: true, value: { ...brand, ...patch } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <BrandForm brand={brand} readOnly={false} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('BrandForm', () => {
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
    expect(bodies).toEqual([
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
});
