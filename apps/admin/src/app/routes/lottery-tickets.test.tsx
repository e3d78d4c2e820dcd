// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { LotteryTicketsPage } from './lottery-tickets.tsx';

const ticket = {
  id: 41,
  drawId: 3,
  gameCode: 'VN-MB',
  drawKey: '2026-12-03',
  betType: 'XIEN2',
  numbers: ['10', '20'],
  stake: 10,
  odds: 17,
  status: 'WON',
  win: 170,
  hits: 1,
  placedAt: '2026-12-03T03:00:00.000Z',
  settledAt: '2026-12-03T11:15:02.000Z',
};

const server = (call: TApiCall): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname !== '/admin/api/lottery/tickets') return fail('NOT_FOUND', 404);
  if (url.searchParams.get('account') !== 'player1') return fail('NOT_FOUND', 404);
  return ok({ currency: 'CNY', account: 'player1', items: [ticket], page: 1, pageSize: 20, total: 1 });
};
const api = stubEngagementApi(server);

const search = (account: string) => {
  fireEvent.change(screen.getByTestId('lottery-tickets-account'), { target: { value: account } });
  fireEvent.click(screen.getByTestId('lottery-tickets-search'));
};

describe('the lottery tickets page', () => {
  it('asks nothing until an account is given, then lists its tickets', async () => {
    renderWithProviders(<LotteryTicketsPage />, { initialEntry: '/lottery/tickets?brand=lobby' });
    expect(api.calls).toEqual([]);
    search(' player1 ');
    const row = await screen.findByTestId('lottery-ticket-row-41');
    expect(api.calls[0]!.url).toBe(
      '/admin/api/lottery/tickets?brand=lobby&account=player1&page=1&pageSize=20',
    );
    expect(row.textContent).toContain('XIEN2');
    expect(row.textContent).toContain('10 · 20');
    expect(row.textContent).toContain('Won');
    expect(row.textContent).toContain('170.00');
  });

  it('says so when the brand has no such member', async () => {
    renderWithProviders(<LotteryTicketsPage />, { initialEntry: '/lottery/tickets?brand=lobby' });
    search('ghost');
    expect((await screen.findByTestId('lottery-tickets-no-member')).textContent).toContain('ghost');
  });
});
