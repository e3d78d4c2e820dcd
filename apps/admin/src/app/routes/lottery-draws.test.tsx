// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { LotteryDrawsPage } from './lottery-draws.tsx';

const game = (id: number, code: string, name: string) => ({
  id,
  code,
  product: 'VN',
  region: 'NORTH',
  name,
  names: { EN: name },
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  drawTime: '18:15',
  timeZone: 'Asia/Ho_Chi_Minh',
  intervalSeconds: null,
  closeBeforeSeconds: 900,
  resultMode: 'DRAWN',
  odds: { DE: 95 },
  defaultOdds: { DE: 95 },
  minStake: 1,
  maxStake: 10_000,
  liabilityCap: 1_000_000,
  enabled: true,
});
const draw = (id: number, status: string, more: Record<string, unknown> = {}) => ({
  id,
  drawKey: `2026-12-0${id}`,
  status,
  opensAt: '2026-12-02T11:15:00.000Z',
  closesAt: '2026-12-03T11:00:00.000Z',
  drawAt: '2026-12-03T11:15:00.000Z',
  seedHash: 'ab'.repeat(32),
  seed: null,
  result: null,
  resultSource: null,
  drawnAt: null,
  settledAt: null,
  voidReason: null,
  tickets: 2,
  stakes: 20,
  wins: 0,
  ...more,
});
const settled = draw(2, 'SETTLED', {
  seed: 'cd'.repeat(32),
  result: { kind: 'VN', region: 'NORTH', prizes: [{ code: 'DB', numbers: ['12345'] }] },
  resultSource: 'DRAWN',
  wins: 35,
});

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/lottery/games')
    return ok({
      currency: 'CNY',
      decimals: 2,
      items: [game(1, 'VN-MB', 'Miền Bắc'), game(2, 'VN-HCM', 'TP. HCM')],
    });
  if (url.pathname === '/admin/api/lottery/games/1/draws')
    return ok({
      currency: 'CNY',
      game: { id: 1, code: 'VN-MB', name: 'Miền Bắc' },
      items: [draw(3, 'OPEN'), settled],
      page: 1,
      pageSize: 20,
      total: 2,
    });
  if (url.pathname === '/admin/api/lottery/draws/3/exposure')
    return ok({
      currency: 'CNY',
      drawId: 3,
      gameCode: 'VN-MB',
      drawKey: '2026-12-03',
      status: 'OPEN',
      cap: 1000,
      items: [
        { key: 'DE:05', liability: 950 },
        { key: 'LO2:27', liability: 94.5 },
      ],
      page: 1,
      pageSize: 50,
      total: 2,
    });
  if (call.method === 'POST') return ok(draw(3, 'VOID', { voidReason: 'feed lost' }));
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<LotteryDrawsPage />, { initialEntry: '/lottery/draws?brand=lobby' });
  await screen.findByTestId('lottery-draw-row-3');
};

describe('the lottery draws page', () => {
  it('opens the brand’s first game and lists its draws, the seed hidden while a draw is open', async () => {
    await renderPage();
    expect(api.calls.some((c) => c.url.startsWith('/admin/api/lottery/games/1/draws?brand=lobby'))).toBe(
      true,
    );
    const open = screen.getByTestId('lottery-draw-row-3');
    expect(open.textContent).toContain('Seed hidden while open');
    expect(open.textContent).toContain('CNY');
    const done = screen.getByTestId('lottery-draw-row-2');
    expect(done.textContent).toContain('Seed revealed');
    expect(done.textContent).toContain('12345');
    // a settled draw has neither liability nor a void
    expect(screen.queryByTestId('lottery-draw-void-2')).toBeNull();
    expect(screen.queryByTestId('lottery-draw-liability-2')).toBeNull();
  });

  it('drills down into an open draw’s liability per number against the cap', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('lottery-draw-liability-3'));
    const dialog = await screen.findByTestId('lottery-exposure-dialog');
    expect(await within(dialog).findByTestId('lottery-exposure-DE:05')).toBeTruthy();
    expect(within(dialog).getByTestId('lottery-exposure-cap').textContent).toContain('1,000.00');
    const bar = within(within(dialog).getByTestId('lottery-exposure-DE:05')).getByRole('progressbar');
    expect(bar.getAttribute('aria-label')).toBe('DE:05: 95.0 % of the cap');
  });

  it('voids a draw with the reason the audit keeps', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('lottery-draw-void-3'));
    const dialog = await screen.findByTestId('lottery-void-dialog');
    expect(dialog.textContent).toContain('2 tickets are refunded');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: 'feed lost' } });
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/lottery/draws/3/void?brand=lobby');
    expect(post.body).toEqual({ reason: 'feed lost' });
  });

  it('asks another game’s draws when the operator picks it', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('lottery-draws-game'));
    fireEvent.click(await screen.findByRole('option', { name: 'TP. HCM (VN-HCM)', hidden: true }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.startsWith('/admin/api/lottery/games/2/draws?brand=lobby'))).toBe(
        true,
      ),
    );
  });

  it('offers no void to an operator who may only read', async () => {
    asOperator(['lottery.read'], 'support');
    await renderPage();
    expect(screen.queryByTestId('lottery-draw-void-3')).toBeNull();
    expect(screen.getByTestId('lottery-draw-liability-3')).toBeTruthy();
  });
});
