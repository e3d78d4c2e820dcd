// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import type { TAdminDepositChannel, TDepositChannelInput } from '../lib/channels.ts';
import { DepositChannelsSection } from './deposit-channels-section.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const stored: TAdminDepositChannel[] = [
  {
    id: 1,
    kind: 'EWALLET',
    name: 'Sandbox Pay',
    gateway: 'sandbox',
    min: 10,
    max: 50_000,
    receiving: null,
    hosted: null,
    enabled: true,
    sort: 0,
  },
  {
    id: 2,
    kind: 'BANK',
    name: 'Bank transfer',
    gateway: 'manual',
    min: 100,
    max: 200_000,
    receiving: { bankName: 'Demo Bank', accountName: 'Demo Ltd.', accountNumber: '6201', address: null },
    hosted: null,
    enabled: true,
    sort: 1,
  },
  {
    id: 3,
    kind: 'EWALLET',
    name: 'Cards',
    gateway: 'hosted',
    min: 10,
    max: 5_000,
    receiving: null,
    hosted: { merchantId: 'M-1', apiBaseUrl: 'https://api.gateway.example/v1', secretSet: true },
    enabled: true,
    sort: 2,
  },
];
/** A stored channel as the PUT body sends it back (no view-only fields). */
const inputOf = ({ hosted, ...c }: TAdminDepositChannel) =>
  hosted ? { ...c, hosted: { merchantId: hosted.merchantId, apiBaseUrl: hosted.apiBaseUrl } } : c;

let calls: TApiCall<TDepositChannelInput[]>[] = [];
let putAnswer: ((body: TDepositChannelInput[]) => TApiAnswer) | null = null;
let testMode = { on: false, since: null as string | null, by: null as string | null };
const TEST_MODE_URL = '/admin/api/brands/demo/payment-test-mode';

/** The server's answer to a PUT: new channels get ids, the list comes back as stored. */
const saved = (body: TDepositChannelInput[]) =>
  ok(
    body.map((c, i) => ({
      ...c,
      id: c.id ?? 100 + i,
      receiving: c.receiving ?? null,
      hosted: c.hosted
        ? { merchantId: c.hosted.merchantId, apiBaseUrl: c.hosted.apiBaseUrl, secretSet: true }
        : null,
    })),
  );

beforeEach(() => {
  putAnswer = null;
  testMode = { on: false, since: null, by: null };
  calls = stubApi<TDepositChannelInput[]>((call) => {
    if (call.url === TEST_MODE_URL) {
      if (call.method === 'PUT')
        testMode = {
          on: (call.body as unknown as { on: boolean }).on,
          since: '2026-11-25T10:00:00.000Z',
          by: 'owner',
        };
      return ok(testMode);
    }
    return call.method === 'GET' ? ok(stored) : (putAnswer ?? saved)(call.body!);
  });
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const puts = () => calls.filter((c) => c.method === 'PUT' && c.url !== TEST_MODE_URL);
const row = (i: number) => screen.getByTestId(`deposit-channel-row-${i}`);
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

const renderSection = async (readOnly = false) => {
  renderWithProviders(<DepositChannelsSection code="demo" readOnly={readOnly} />);
  await screen.findByTestId('deposit-channel-row-1');
};

describe('DepositChannelsSection', () => {
  it('lists the channels in order with their receiving account', async () => {
    await renderSection();
    expect(calls).toContainEqual({
      method: 'GET',
      url: '/admin/api/brands/demo/deposit-channels',
      body: undefined,
    });
    expect(screen.getByTestId('deposit-channels')).toBeTruthy();
    expect((screen.getByTestId('deposit-channel-name-0') as HTMLInputElement).value).toBe('Sandbox Pay');
    expect(within(row(0)).getByText('payments.channels.gatewayHint')).toBeTruthy();
    expect((screen.getByTestId('deposit-channel-accountNumber-1') as HTMLInputElement).value).toBe('6201');
    // Saved channels can be switched off, never removed.
    expect(screen.queryByTestId('deposit-channel-remove-0')).toBeNull();
    expect(screen.getByTestId('deposit-channels-save').matches(':disabled')).toBe(true);
  });

  it('disables, reorders and adds channels, then PUTs the whole list', async () => {
    await renderSection();
    fireEvent.click(screen.getByTestId('deposit-channel-enabled-0'));
    expect(row(0).dataset.enabled).toBe('false');
    expect(screen.getByTestId('deposit-channel-off-0')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-channel-up-1'));
    expect((screen.getByTestId('deposit-channel-name-0') as HTMLInputElement).value).toBe('Bank transfer');

    fireEvent.click(screen.getByTestId('deposit-channels-add'));
    expect(row(3).dataset.channelId).toBe('new');
    type('deposit-channel-name-3', ' Local bank ');
    type('deposit-channel-min-3', '50');
    type('deposit-channel-max-3', '5000');
    type('deposit-channel-accountNumber-3', '12345');
    expect(screen.getByTestId('deposit-channels-dirty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-channels-save'));
    await screen.findByTestId('deposit-channels-saved');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.url).toBe('/admin/api/brands/demo/deposit-channels');
    expect(puts()[0]!.body).toEqual([
      { ...inputOf(stored[1]!), sort: 0 },
      { ...inputOf(stored[0]!), enabled: false, sort: 1 },
      inputOf(stored[2]!),
      {
        kind: 'BANK',
        name: 'Local bank',
        gateway: 'manual',
        min: 50,
        max: 5000,
        receiving: { bankName: null, accountName: null, accountNumber: '12345', address: null },
        enabled: true,
        sort: 3,
      },
    ]);
    // The new channel is now a saved one: it has an id and no bin.
    expect(row(3).dataset.channelId).toBe('103');
    expect(screen.queryByTestId('deposit-channel-remove-3')).toBeNull();
  });

  it('checks with the contract before sending, and lets an unsaved row go', async () => {
    await renderSection();
    fireEvent.click(screen.getByTestId('deposit-channels-add'));
    fireEvent.click(screen.getByTestId('deposit-channels-save'));
    expect(screen.getByTestId('deposit-channels-error').textContent).toBe('payments.channels.invalid');
    expect(within(row(3)).getAllByText('payments.channels.errors.required').length).toBeGreaterThanOrEqual(3);
    expect(within(row(3)).getByText('payments.channels.errors.receivingRequired')).toBeTruthy();
    type('deposit-channel-min-1', '300000');
    expect(within(row(1)).getByText('payments.channels.errors.maxBelowMin')).toBeTruthy();
    expect(puts()).toEqual([]);

    fireEvent.click(screen.getByTestId('deposit-channel-remove-3'));
    expect(screen.queryByTestId('deposit-channel-row-3')).toBeNull();
    fireEvent.click(screen.getByTestId('deposit-channels-reset'));
    await waitFor(() => expect(screen.queryByTestId('deposit-channels-dirty')).toBeNull());
    expect((screen.getByTestId('deposit-channel-min-1') as HTMLInputElement).value).toBe('100');
  });

  it('shows a server refusal and keeps the edits', async () => {
    putAnswer = () => fail('VALIDATION_FAILED', 400, [{ field: 'min', message: 'tooPrecise' }]);
    await renderSection();
    type('deposit-channel-min-0', '10.123');
    fireEvent.click(screen.getByTestId('deposit-channels-save'));
    expect((await screen.findByTestId('deposit-channels-error')).textContent).toBe(
      'errors.VALIDATION_FAILED',
    );
    expect(screen.getByTestId('deposit-channels-issues').textContent).toBe(
      'payments.channels.errors.tooPrecise',
    );
    expect(screen.getByTestId('deposit-channels-dirty')).toBeTruthy();
  });

  it('shows a hosted channel’s gateway settings, never its secret, and sends a new secret only when typed', async () => {
    await renderSection();
    expect((screen.getByTestId('deposit-channel-merchantId-2') as HTMLInputElement).value).toBe('M-1');
    expect((screen.getByTestId('deposit-channel-apiBaseUrl-2') as HTMLInputElement).value).toBe(
      'https://api.gateway.example/v1',
    );
    const secret = screen.getByTestId('deposit-channel-secret-2') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.placeholder).toBe('payments.channels.secretKeep');
    type('deposit-channel-apiBaseUrl-2', 'not a url');
    expect(within(row(2)).getByText('payments.channels.errors.invalid')).toBeTruthy();
    type('deposit-channel-apiBaseUrl-2', 'https://pay.gateway.example/v2');
    type('deposit-channel-secret-2', 'short');
    expect(within(row(2)).getByText('payments.channels.errors.secretTooShort')).toBeTruthy();
    type('deposit-channel-secret-2', 'a-new-key-from-the-gateway-0001');
    fireEvent.click(screen.getByTestId('deposit-channels-save'));
    await screen.findByTestId('deposit-channels-saved');
    expect(puts()[0]!.body![2]).toEqual({
      ...inputOf(stored[2]!),
      hosted: {
        merchantId: 'M-1',
        apiBaseUrl: 'https://pay.gateway.example/v2',
        secret: 'a-new-key-from-the-gateway-0001',
      },
    });
  });

  it('switches the brand’s test mode after asking', async () => {
    await renderSection();
    const control = await screen.findByTestId('payment-test-mode');
    expect(control.dataset.on).toBe('false');
    fireEvent.click(screen.getByTestId('payment-test-mode-switch'));
    fireEvent.click(await screen.findByTestId('payment-test-mode-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('payment-test-mode').dataset.on).toBe('true'));
    expect(calls.filter((c) => c.url === TEST_MODE_URL && c.method === 'PUT').map((c) => c.body)).toEqual([
      { on: true },
    ]);
  });

  it('shows why test mode could not be switched off', async () => {
    testMode = { on: true, since: '2026-11-25T10:00:00.000Z', by: 'owner' };
    await renderSection();
    const answer = fail('OPERATION_NOT_ALLOWED', 403);
    calls = stubApi<TDepositChannelInput[]>((call) =>
      call.url === TEST_MODE_URL && call.method === 'PUT' ? answer : ok(testMode),
    );
    await waitFor(() => expect(screen.getByTestId('payment-test-mode').dataset.on).toBe('true'));
    fireEvent.click(screen.getByTestId('payment-test-mode-switch'));
    fireEvent.click(await screen.findByTestId('payment-test-mode-confirm-confirm'));
    expect((await screen.findByTestId('payment-test-mode-error')).textContent).toBe(
      'errors.OPERATION_NOT_ALLOWED',
    );
    expect(screen.getByTestId('payment-test-mode').dataset.on).toBe('true');
  });

  it('is read-only without payments.configure', async () => {
    await renderSection(true);
    expect((await screen.findByTestId('payment-test-mode-switch')).matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('deposit-channels-save')).toBeNull();
    expect(screen.queryByTestId('deposit-channels-add')).toBeNull();
    expect(screen.queryByTestId('deposit-channel-up-1')).toBeNull();
    expect(screen.getByTestId('deposit-channel-name-0').matches(':disabled')).toBe(true);
    expect(screen.getByTestId('deposit-channel-enabled-0').matches(':disabled')).toBe(true);
  });
});
