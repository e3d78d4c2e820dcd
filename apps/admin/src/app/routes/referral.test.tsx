// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { ReferralPage } from './referral.tsx';

const settings = { enabled: false, firstDepositReward: 10, turnoverShareBps: 50, turnoverMultiplier: 1 };

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/referral/settings' && call.method === 'GET')
    return ok(settings);
  if (url.pathname === '/admin/api/engagement/referral/settings') {
    const { reason: _reason, ...saved } = call.body ?? {};
    return ok(saved);
  }
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<ReferralPage />, { initialEntry: '/engagement/referral?brand=lobby' });
  return (await screen.findByTestId('referral-share')) as HTMLInputElement;
};

describe('the referral page', () => {
  it('shows the turnover share as a percentage with two decimals', async () => {
    const share = await renderPage();
    expect(share.value).toBe('0.50 %');
    expect((screen.getByTestId('referral-reward') as HTMLInputElement).value).toBe('10');
    expect((screen.getByTestId('referral-enabled') as HTMLInputElement).checked).toBe(false);
  });

  it('saves the settings with the share in basis points and the reason', async () => {
    const share = await renderPage();
    fireEvent.click(screen.getByTestId('referral-enabled'));
    fireEvent.change(share, { target: { value: '1.25' } });
    fireEvent.change(screen.getByTestId('referral-reward'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('referral-reason'), { target: { value: 'spring campaign' } });
    fireEvent.click(screen.getByTestId('referral-save'));
    const put = await api.sent('PUT');
    expect(put.url).toBe('/admin/api/engagement/referral/settings?brand=lobby');
    expect(put.body).toEqual({
      enabled: true,
      firstDepositReward: 20,
      turnoverShareBps: 125,
      turnoverMultiplier: 1,
      reason: 'spring campaign',
    });
  });

  it('refuses a missing reason, and sends nothing', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('referral-save'));
    expect(await screen.findByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a share above 100 % as typed (not cut down to 100 unseen), and sends nothing', async () => {
    const share = await renderPage();
    fireEvent.change(share, { target: { value: '120' } });
    // leaving the field must keep what was typed (an input max would clamp it there)
    fireEvent.blur(share);
    fireEvent.change(screen.getByTestId('referral-reason'), { target: { value: 'more' } });
    expect(share.value).toBe('120.00 %');
    fireEvent.click(screen.getByTestId('referral-save'));
    expect(await screen.findByText('A share from 0 to 100 %.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('is read-only without engagement.write', async () => {
    asOperator(['engagement.read'], 'support');
    const share = await renderPage();
    expect(share.disabled).toBe(true);
    expect(screen.queryByTestId('referral-save')).toBeNull();
  });
});
