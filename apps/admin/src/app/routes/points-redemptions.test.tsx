// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { visibleText } from '../../test/finance.ts';
import { pageOf, stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { PointsRedemptionsPage } from './points-redemptions.tsx';

const asked = {
  id: 3,
  memberId: 4,
  account: 'player1',
  rewardId: 2,
  reward: { EN: 'Coffee mug', CN: '咖啡杯' },
  points: 300,
  state: 'IN_PROCESS',
  reason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};
const rejected = { ...asked, id: 2, state: 'REJECTED', reason: 'out of stock', decidedBy: 'finance1' };

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/points/redemptions') {
    const items = url.searchParams.get('state') === 'REJECTED' ? [rejected] : [asked];
    return ok(pageOf(items));
  }
  if (url.pathname === '/admin/api/engagement/points/redemptions/3/decide') return ok({ ok: true });
  return fail('NOT_FOUND', 404);
};

const api = stubEngagementApi(server);

describe('the redemptions queue', () => {
  it('lists the redemptions in process and rejects one: the dialog says the points come back', async () => {
    renderWithProviders(<PointsRedemptionsPage />, { initialEntry: '/engagement/redemptions?brand=lobby' });
    const row = await screen.findByTestId('redemption-row-3');
    expect(visibleText(row)).toContain('Coffee mug');
    expect(visibleText(row)).toContain('300');
    expect(api.calls[0]!.url).toBe(
      '/admin/api/engagement/points/redemptions?brand=lobby&state=IN_PROCESS&page=1&pageSize=20',
    );
    fireEvent.click(screen.getByTestId('redemption-reject-3'));
    expect(visibleText(await screen.findByTestId('redemption-decide-dialog'))).toContain(
      'player1 gets the 300 points back.',
    );
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'supplier out of stock' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/points/redemptions/3/decide?brand=lobby');
    expect(post.body).toEqual({ decision: 'REJECT', reason: 'supplier out of stock' });
  });

  it('shows rejected ones with the reason and who decided, and no action', async () => {
    renderWithProviders(<PointsRedemptionsPage />, {
      initialEntry: '/engagement/redemptions?brand=lobby&state=REJECTED',
    });
    const row = await screen.findByTestId('redemption-row-2');
    expect(visibleText(row)).toContain('out of stock · finance1');
    expect(screen.queryByTestId('redemption-reject-2')).toBeNull();
  });

  it('hides decisions without engagement.pay', async () => {
    asOperator(['engagement.read'], 'support');
    renderWithProviders(<PointsRedemptionsPage />, { initialEntry: '/engagement/redemptions?brand=lobby' });
    await screen.findByTestId('redemption-row-3');
    expect(screen.queryByTestId('redemption-approve-3')).toBeNull();
  });
});
