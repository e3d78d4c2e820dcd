// @vitest-environment jsdom
import type { TBrandDetail, TBrandSetup } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { BrandSetup } from './brand-setup.tsx';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, o?: Record<string, unknown>) =>
      o && 'domain' in o ? `${key}:${String(o.domain)}` : key,
  }),
}));

const brand = { code: 'demo', languages: ['EN', 'CN'] } as TBrandDetail;

const setup: TBrandSetup = {
  customerService: [
    {
      id: 1,
      csPosition: -1,
      csType: 'LIVECHAT',
      title: { EN: 'VIP' },
      url: 'https://chat.example.com',
      enabled: true,
    },
  ],
  deviceLinks: [{ type: 'IOS', url: 'https://example.com/ios' }],
  domains: [
    { domain: 'www.example.com', isPrimary: true, speedMs: 120 },
    { domain: 'alt.example.com', isPrimary: false, speedMs: 1500 },
  ],
  resources: [],
  providers: {
    sms: { mode: 'http', url: 'https://sms.example.com', signature: '', tokenSet: true },
    mail: { fromName: null, fromAddress: null },
    oidc: [],
  },
};

let calls: TApiCall[] = [];
let answer: (call: TApiCall) => TApiAnswer;

/** What the server stores and answers for a PUT body (ids, speeds and secret flags added). */
const stored = (call: TApiCall): unknown => {
  const body = call.body as Record<string, unknown>[] & Record<string, Record<string, unknown>>;
  if (call.url.endsWith('/domains')) return body.map((d) => ({ ...d, speedMs: 0 }));
  if (call.url.endsWith('/customer-service')) return body.map((e, i) => ({ ...e, id: i + 10 }));
  if (call.url.endsWith('/providers')) {
    const { token, ...sms } = body.sms!;
    return {
      sms: { ...sms, tokenSet: setup.providers.sms.tokenSet || !!token },
      mail: body.mail,
      oidc: (body.oidc as unknown as Record<string, unknown>[]).map(({ clientSecret, ...o }) => ({
        ...o,
        clientSecretSet: !!clientSecret,
      })),
    };
  }
  return body;
};

beforeEach(() => {
  answer = (call) => (call.method === 'GET' ? ok(setup) : ok(stored(call)));
  calls = stubApi((call) => answer(call));
});

const renderSetup = (readOnly = false) =>
  renderWithProviders(<BrandSetup brand={brand} readOnly={readOnly} />);

const puts = () => calls.filter((c) => c.method === 'PUT');

describe('BrandSetup', () => {
  it('shows the five sections from one GET', async () => {
    renderSetup();
    await screen.findByTestId('setup-domains');
    for (const id of ['setup-cs', 'setup-device-links', 'setup-resources', 'setup-providers'])
      expect(screen.getByTestId(id)).toBeTruthy();
    expect(calls).toEqual([{ method: 'GET', url: '/admin/api/brands/demo/setup', body: undefined }]);
    expect(screen.getByTestId('domain-speed-0').textContent).toContain('brandSetup.domains.ms');
    expect(screen.getByTestId('device-link-qr-0').querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('provider-sms-token-set')).toBeTruthy();
  });

  it('is read-only without brands.write: no save buttons, inputs disabled', async () => {
    renderSetup(true);
    await screen.findByTestId('setup-domains');
    expect(screen.queryByTestId('setup-domains-save')).toBeNull();
    expect(screen.queryByTestId('setup-cs-add')).toBeNull();
    expect(screen.getByTestId('domain-input-0').matches(':disabled')).toBe(true);
  });

  it('saves the domain list whole, normalised, and shows it saved', async () => {
    renderSetup();
    await screen.findByTestId('setup-domains');
    expect(screen.queryByTestId('setup-domains-dirty')).toBeNull();
    fireEvent.click(screen.getByTestId('setup-domains-add'));
    fireEvent.change(screen.getByTestId('domain-input-2'), { target: { value: ' New.Example.com ' } });
    fireEvent.click(screen.getByTestId('domain-primary-2'));
    expect(screen.getByTestId('setup-domains-dirty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('setup-domains-save'));
    await screen.findByTestId('setup-domains-saved');
    expect(puts()).toEqual([
      {
        method: 'PUT',
        url: '/admin/api/brands/demo/domains',
        body: [
          { domain: 'www.example.com', isPrimary: false },
          { domain: 'alt.example.com', isPrimary: false },
          { domain: 'new.example.com', isPrimary: true },
        ],
      },
    ]);
  });

  it('does not send an invalid list and shows the contract message at the field', async () => {
    renderSetup();
    await screen.findByTestId('setup-domains');
    fireEvent.change(screen.getByTestId('domain-input-1'), { target: { value: 'https://bad/' } });
    expect(within(screen.getByTestId('domain-row-1')).getByText('Not a host name')).toBeTruthy();
    fireEvent.click(screen.getByTestId('setup-domains-save'));
    expect(screen.getByTestId('setup-domains-error').textContent).toBe('brandSetup.invalid');
    expect(puts()).toEqual([]);
  });

  it('explains DOMAIN_TAKEN and marks the host that another brand has', async () => {
    answer = (call) =>
      call.method === 'GET' ? ok(setup) : fail('DOMAIN_TAKEN', 409, { domains: ['alt.example.com'] });
    renderSetup();
    await screen.findByTestId('setup-domains');
    fireEvent.click(screen.getByTestId('domain-primary-1'));
    fireEvent.click(screen.getByTestId('setup-domains-save'));
    const taken = await screen.findByTestId('setup-domains-taken');
    expect(taken.textContent).toContain('brandSetup.domains.taken:alt.example.com');
    expect(
      within(screen.getByTestId('domain-row-1')).getByText('brandSetup.domains.takenShort'),
    ).toBeTruthy();
  });

  it('keeps the stored SMS token unless a new one is typed', async () => {
    renderSetup();
    await screen.findByTestId('setup-providers');
    fireEvent.change(screen.getByTestId('provider-sms-signature'), { target: { value: '[Demo]' } });
    fireEvent.click(screen.getByTestId('setup-providers-save'));
    await screen.findByTestId('setup-providers-saved');
    expect(puts()[0]!.body).toEqual({
      sms: { mode: 'http', url: 'https://sms.example.com', signature: '[Demo]' },
      mail: { fromName: null, fromAddress: null },
      oidc: [],
    });
  });

  it('adds a customer-service entry after the last position and sends titles per language', async () => {
    renderSetup();
    await screen.findByTestId('setup-cs');
    fireEvent.click(screen.getByTestId('setup-cs-add'));
    expect((screen.getByTestId('cs-position-1') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByTestId('cs-title-1'), { target: { value: 'Telegram' } });
    fireEvent.change(screen.getByTestId('cs-url-1'), { target: { value: 'tg://resolve?domain=demo' } });
    fireEvent.click(screen.getByTestId('setup-cs-save'));
    await screen.findByTestId('setup-cs-saved');
    expect(puts()[0]!.body).toEqual([
      {
        csPosition: -1,
        csType: 'LIVECHAT',
        title: { EN: 'VIP' },
        url: 'https://chat.example.com',
        enabled: true,
      },
      {
        csPosition: 1,
        csType: 'TELEGRAM',
        title: { EN: 'Telegram' },
        url: 'tg://resolve?domain=demo',
        enabled: true,
      },
    ]);
  });

  it('discards edits back to the stored list', async () => {
    renderSetup();
    await screen.findByTestId('setup-device-links');
    fireEvent.click(screen.getByTestId('device-link-remove-0'));
    expect(screen.getByTestId('setup-device-links-dirty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('setup-device-links-reset'));
    await waitFor(() => expect(screen.queryByTestId('setup-device-links-dirty')).toBeNull());
    expect(screen.getByTestId('device-link-0')).toBeTruthy();
  });
});
