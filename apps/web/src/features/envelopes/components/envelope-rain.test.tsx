// @vitest-environment jsdom
import { ENVELOPES_API, type TEnvelopeRain } from '@openlobby/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import EnvelopeRain from './envelope-rain.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));
// The pack's words are keys here (t answers them): the envelope need not wait for its pack.
vi.mock('../lib/envelopes-pack.ts', () => ({ useEnvelopesPack: () => true }));

const currency = { symbol: '฿', decimals: 2 };
let rain: TEnvelopeRain | null;
let calls: TApiCall[];
beforeEach(() => {
  rain = {
    id: 4,
    startsAt: '2026-12-02T10:00:00.000Z',
    endsAt: '2026-12-02T11:00:00.000Z',
    remainingCount: 9,
    serverSeedHash: 'a'.repeat(64),
    currency: 'THB',
    opened: null,
  };
  calls = stubApi((call) => {
    if (pathOf(call) === ENVELOPES_API.current) return ok({ rain });
    if (pathOf(call) === '/wps/envelopes/4/open')
      return ok({
        rainId: 4,
        amountMinor: '1234',
        currency: 'THB',
        nonce: 0,
        serverSeedHash: 'a'.repeat(64),
      });
    return fail('NOT_FOUND', 404);
  });
});

describe('EnvelopeRain', () => {
  it('opens the member’s envelope with a named button and shows the amount it paid', async () => {
    const onPaid = vi.fn();
    renderWithProviders(
      <EnvelopeRain currency={currency} loggedIn canOpen onLogin={() => undefined} onPaid={onPaid} />,
    );
    const button = await screen.findByTestId('envelope-button');
    expect(button.getAttribute('aria-label')).toBe('envelopes.open');
    fireEvent.click(button);
    const amount = await screen.findByTestId('envelope-amount');
    expect(amount.textContent).toContain('฿ 12.34');
    expect(amount.getAttribute('role')).toBe('status');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // the balance is refreshed by app/ once the envelope paid
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it('shows the amount already opened instead of the button', async () => {
    rain = { ...rain!, opened: { amountMinor: '500' } };
    renderWithProviders(
      <EnvelopeRain
        currency={currency}
        loggedIn
        canOpen
        onLogin={() => undefined}
        onPaid={() => undefined}
      />,
    );
    expect((await screen.findByTestId('envelope-amount')).textContent).toContain('฿ 5.00');
    expect(screen.queryByTestId('envelope-button')).toBeNull();
  });

  it('offers a visitor the login instead of an envelope', async () => {
    const onLogin = vi.fn();
    renderWithProviders(
      <EnvelopeRain
        currency={currency}
        loggedIn={false}
        canOpen={false}
        onLogin={onLogin}
        onPaid={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByTestId('envelope-login'));
    expect(onLogin).toHaveBeenCalled();
    expect(screen.queryByTestId('envelope-button')).toBeNull();
  });

  it('shows nothing when no rain is on', async () => {
    rain = null;
    renderWithProviders(
      <EnvelopeRain
        currency={currency}
        loggedIn
        canOpen
        onLogin={() => undefined}
        onPaid={() => undefined}
      />,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('envelope-rain')).toBeNull();
  });
});
