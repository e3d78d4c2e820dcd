// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { LotteryResultsPage } from './lottery-results.tsx';

const sheet = (prizes: [string, string[]][]) => ({
  kind: 'VN',
  region: 'SOUTH',
  prizes: prizes.map(([code, numbers]) => ({ code, numbers })),
});
const entry = (id: number, enteredBy: string, more: Record<string, unknown> = {}) => ({
  id,
  drawId: 10 + id,
  gameCode: 'VN-AG',
  gameName: 'An Giang',
  product: 'VN',
  region: 'SOUTH',
  drawKey: '2026-12-03',
  drawAt: '2026-12-03T09:15:00.000Z',
  drawStatus: 'CLOSED',
  result: sheet([
    ['G8', ['27']],
    ['DB', ['123405']],
  ]),
  status: 'PENDING',
  enteredBy,
  reason: 'official sheet',
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-12-03T09:20:00.000Z',
  ...more,
});
const awaiting = {
  drawId: 20,
  gameCode: 'EL-5M',
  gameName: 'Speed Lotto 5 min',
  product: 'ELOTT',
  region: null,
  drawKey: '20261203-0037',
  drawAt: '2026-12-03T03:05:00.000Z',
  voidsAt: '2026-12-05T03:05:00.000Z',
  sheet: { kind: 'ELOTT', balls: 5 },
};

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/lottery/results/awaiting') return ok({ items: [awaiting] });
  if (url.pathname === '/admin/api/lottery/results')
    return ok({
      items: [entry(1, 'owner'), entry(2, 'risk1'), entry(3, 'risk1', { drawStatus: 'VOID' })],
      page: 1,
      pageSize: 20,
      total: 3,
    });
  if (call.method === 'POST') return ok(entry(2, 'risk1', { status: 'APPROVED', decidedBy: 'owner' }));
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<LotteryResultsPage />, { initialEntry: '/lottery/results?brand=lobby' });
  await screen.findByTestId('lottery-result-row-2');
};

describe('the lottery results page', () => {
  it('never offers the maker a decision on their own sheet', async () => {
    await renderPage();
    expect(screen.getByTestId('lottery-result-mine-1').textContent).toContain('a second operator decides');
    expect(screen.queryByTestId('lottery-result-approve-1')).toBeNull();
    expect(screen.queryByTestId('lottery-result-reject-1')).toBeNull();
    expect(screen.getByTestId('lottery-result-row-2').textContent).toContain('123405');
  });

  it('lets a voided draw’s entry be rejected but not approved', async () => {
    await renderPage();
    expect(screen.queryByTestId('lottery-result-approve-3')).toBeNull();
    expect(screen.getByTestId('lottery-result-reject-3')).toBeTruthy();
  });

  it('approves another operator’s sheet after showing it whole, with the checker’s reason', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('lottery-result-approve-2'));
    const dialog = await screen.findByTestId('lottery-decide-dialog');
    const shown = within(dialog).getByTestId('lottery-decide-sheet');
    expect(shown.textContent).toContain('Special prize');
    expect(shown.textContent).toContain('Eighth prize');
    fireEvent.click(within(dialog).getByTestId('lottery-decide-confirm'));
    expect(await within(dialog).findByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByTestId('lottery-decide-reason'), {
      target: { value: 'matches the sheet' },
    });
    fireEvent.click(within(dialog).getByTestId('lottery-decide-confirm'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/lottery/results/2/decide?brand=lobby');
    expect(post.body).toEqual({ decision: 'APPROVE', reason: 'matches the sheet' });
  });

  it('enters a draw’s balls in a sheet, refusing a cell of the wrong length before sending', async () => {
    await renderPage();
    fireEvent.click(await screen.findByTestId('lottery-awaiting-enter-20'));
    const form = await screen.findByTestId('lottery-entry-sheet');
    const balls = ['3', '1', '4', '1', '5'];
    balls.forEach((b, k) =>
      fireEvent.change(within(form).getByTestId(`lottery-cell-BALLS-${k}`), {
        target: { value: k === 2 ? '41' : b },
      }),
    );
    fireEvent.change(within(form).getByTestId('lottery-entry-reason'), {
      target: { value: 'official feed' },
    });
    fireEvent.click(within(form).getByTestId('lottery-entry-submit'));
    expect(await within(form).findByTestId('lottery-sheet-invalid')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(form).getByTestId('lottery-cell-BALLS-2'), { target: { value: '4' } });
    fireEvent.click(within(form).getByTestId('lottery-entry-submit'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/lottery/draws/20/results?brand=lobby');
    expect(post.body).toEqual({ result: { kind: 'ELOTT', balls: [3, 1, 4, 1, 5] }, reason: 'official feed' });
  });

  it('offers neither entries nor decisions to an operator who may only read', async () => {
    asOperator(['lottery.read'], 'support');
    await renderPage();
    expect(screen.queryByTestId('lottery-awaiting-enter-20')).toBeNull();
    expect(screen.queryByTestId('lottery-result-approve-2')).toBeNull();
    expect(screen.queryByTestId('lottery-result-reject-2')).toBeNull();
  });
});
