// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { TPaymentSettings } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { PaymentSettingsSection } from './payment-settings-section.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({
    t: (key: string, o?: Record<string, unknown>) =>
      o && 'min' in o ? `${key}:${String(o.min)}-${String(o.max)}` : key,
    i18n: { language: 'en' },
  }),
}));

const stored: TPaymentSettings = {
  withdrawalMin: 100,
  withdrawalMax: 50_000,
  withdrawalDailyCount: 5,
  withdrawalDailyAmount: 100_000,
  autoReceiveMinutes: 1440,
  turnoverPercent: 100,
  transferDailyCount: null,
  adjustmentCheckerAbove: 10_000,
};

let calls: TApiCall<TPaymentSettings>[] = [];
let putAnswer: ((body: TPaymentSettings) => TApiAnswer) | null = null;

beforeEach(() => {
  putAnswer = null;
  calls = stubApi<TPaymentSettings>((call) =>
    call.method === 'GET' ? ok(stored) : (putAnswer ?? ((body) => ok(body)))(call.body!),
  );
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const puts = () => calls.filter((c) => c.method === 'PUT');
const field = (name: keyof TPaymentSettings) =>
  screen.getByTestId(`payment-settings-${name}`) as HTMLInputElement;
const type = (name: keyof TPaymentSettings, value: string) =>
  fireEvent.change(field(name), { target: { value } });
const save = () => screen.getByTestId('payment-settings-save');

const renderSection = async (readOnly = false) => {
  renderWithProviders(<PaymentSettingsSection code="demo" readOnly={readOnly} />);
  await screen.findByTestId('payment-settings-withdrawalMin');
};

describe('PaymentSettingsSection', () => {
  it('shows the seven stored rules, no limit as a blank, with nothing to save yet', async () => {
    await renderSection();
    expect(calls).toEqual([
      { method: 'GET', url: '/admin/api/brands/demo/payment-settings', body: undefined },
    ]);
    expect(screen.getByTestId('payment-settings')).toBeTruthy();
    expect(field('withdrawalMin').value).toBe('100');
    expect(field('withdrawalMax').value).toBe('50,000');
    expect(field('withdrawalDailyCount').value).toBe('5');
    expect(field('autoReceiveMinutes').value).toBe('1,440');
    expect(field('turnoverPercent').value).toBe('100');
    expect(field('withdrawalDailyAmount').value).toBe('100,000');
    expect(field('transferDailyCount').value).toBe('');
    expect(save().matches(':disabled')).toBe(true);
  });

  it('saves a cleared daily amount as no limit and a typed transfer count', async () => {
    await renderSection();
    type('withdrawalDailyAmount', '50');
    expect(await screen.findByText('payments.settings.errors.dailyBelowMin')).toBeTruthy();
    type('withdrawalDailyAmount', '');
    type('transferDailyCount', '3');
    await waitFor(() => expect(screen.queryByText('payments.settings.errors.dailyBelowMin')).toBeNull());
    fireEvent.click(save());
    await screen.findByTestId('payment-settings-saved');
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/admin/api/brands/demo/payment-settings',
        body: { ...stored, withdrawalDailyAmount: null, transferDailyCount: 3 },
      },
    ]);
  });

  it('refuses a maximum below the minimum and a count out of range, then saves once fixed', async () => {
    await renderSection();
    type('withdrawalMax', '50');
    expect(await screen.findByText('payments.settings.errors.maxBelowMin')).toBeTruthy();
    type('withdrawalDailyCount', '101');
    expect(await screen.findByText('payments.settings.errors.range:1-100')).toBeTruthy();
    expect(screen.getByTestId('payment-settings-dirty')).toBeTruthy();
    fireEvent.click(save());
    expect(await screen.findByTestId('payment-settings-error')).toBeTruthy();
    expect(puts()).toEqual([]);

    type('withdrawalMax', '100');
    type('withdrawalDailyCount', '10');
    type('turnoverPercent', '0');
    await waitFor(() => expect(screen.queryByTestId('payment-settings-error')).toBeNull());
    fireEvent.click(save());
    await screen.findByTestId('payment-settings-saved');
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/admin/api/brands/demo/payment-settings',
        body: { ...stored, withdrawalMax: 100, withdrawalDailyCount: 10, turnoverPercent: 0 },
      },
    ]);
    expect(save().matches(':disabled')).toBe(true);
  });

  it('asks for a value left blank, and discards the changes', async () => {
    await renderSection();
    type('withdrawalMin', '');
    fireEvent.click(save());
    expect(await screen.findByText('payments.settings.errors.required')).toBeTruthy();
    expect(puts()).toEqual([]);
    fireEvent.click(screen.getByTestId('payment-settings-reset'));
    await waitFor(() => expect(field('withdrawalMin').value).toBe('100'));
    expect(screen.queryByText('payments.settings.errors.required')).toBeNull();
  });

  it('shows what the server refuses on its field', async () => {
    putAnswer = () =>
      fail('VALIDATION_FAILED', 400, [
        { field: 'body.autoReceiveMinutes', message: 'Too long for this brand' },
      ]);
    await renderSection();
    type('autoReceiveMinutes', '60');
    fireEvent.click(save());
    expect(await screen.findByText('Too long for this brand')).toBeTruthy();
    expect(screen.getByTestId('payment-settings-error').textContent).toBe('errors.VALIDATION_FAILED');
  });

  it('is read-only without payments.configure', async () => {
    await renderSection(true);
    expect(screen.getByTestId('payment-settings').dataset.readonly).toBe('true');
    expect(field('withdrawalMin').matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('payment-settings-save')).toBeNull();
  });
});
