// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { PointsPage } from './points.tsx';

const config = {
  currency: 'CNY',
  betRates: { LIVE: 2, RNG: 1 },
  depositRate: 1,
  perAmount: 1,
  pointUnit: 100,
  cashPerUnit: 5,
  minConvertPoints: 200,
};
const mug = { id: 2, name: { EN: 'Coffee mug' }, imageUrl: null, costPoints: 300, stock: 0, active: true };
const retired = { ...mug, id: 3, name: { EN: 'Old cap' }, stock: 4, active: false };

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/points/config') return ok(config);
  if (url.pathname === '/admin/api/engagement/points/rewards' && call.method === 'GET')
    return ok({ items: [mug, retired] });
  if (url.pathname.startsWith('/admin/api/engagement/points/rewards')) return ok({ ...mug, ...call.body });
  return fail('NOT_FOUND', 404);
};

const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<PointsPage />, { initialEntry: '/engagement/points?brand=lobby' });
  await screen.findByTestId('points-config');
  await screen.findByTestId('reward-row-2');
};

describe('the points page', () => {
  it('shows the rates per category and the exchange ratio, and saves them with a reason', async () => {
    await renderPage();
    expect(screen.getByTestId('points-ratio').textContent).toBe('100 points = 5 CNY');
    fireEvent.change(screen.getByTestId('points-rate-LOTT'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('points-reason'), { target: { value: 'lottery week' } });
    fireEvent.click(screen.getByTestId('points-save'));
    const put = await api.sent('PUT');
    expect(put.url).toBe('/admin/api/engagement/points/config?brand=lobby');
    expect(put.body).toMatchObject({
      betRates: { LIVE: 2, RNG: 1, LOTT: 3 },
      pointUnit: 100,
      cashPerUnit: 5,
      reason: 'lottery week',
    });
  });

  it('lists rewards, retired ones marked, and retires one through its edit', async () => {
    await renderPage();
    expect(screen.getByTestId('reward-row-3').textContent).toContain('Retired');
    fireEvent.click(screen.getByTestId('reward-edit-2'));
    const dialog = await screen.findByTestId('reward-dialog');
    fireEvent.click(within(dialog).getByTestId('reward-active'));
    fireEvent.change(within(dialog).getByTestId('reward-reason'), { target: { value: 'discontinued' } });
    fireEvent.click(within(dialog).getByTestId('reward-save'));
    const put = await api.sent('PUT');
    expect(put.url).toBe('/admin/api/engagement/points/rewards/2?brand=lobby');
    expect(put.body).toMatchObject({
      name: { EN: 'Coffee mug' },
      costPoints: 300,
      active: false,
      reason: 'discontinued',
    });
  });

  it('refuses a plain-http picture and sends nothing', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('reward-new'));
    const dialog = await screen.findByTestId('reward-dialog');
    fireEvent.change(within(dialog).getByTestId('reward-name-EN'), { target: { value: 'Cap' } });
    fireEvent.change(within(dialog).getByTestId('reward-image'), {
      target: { value: 'http://plain.example/cap.png' },
    });
    fireEvent.change(within(dialog).getByTestId('reward-reason'), { target: { value: 'new' } });
    fireEvent.click(within(dialog).getByTestId('reward-save'));
    expect(await within(dialog).findByText('Enter an https address or leave it empty.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('is read-only without engagement.write', async () => {
    asOperator(['engagement.read'], 'support');
    await renderPage();
    expect(screen.queryByTestId('points-save')).toBeNull();
    expect(screen.queryByTestId('reward-new')).toBeNull();
    expect((screen.getByTestId('points-rate-LIVE') as HTMLInputElement).disabled).toBe(true);
  });
});
