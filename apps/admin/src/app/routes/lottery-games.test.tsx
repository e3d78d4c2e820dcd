// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { LotteryGamesPage } from './lottery-games.tsx';

const mb = {
  id: 1,
  code: 'VN-MB',
  product: 'VN',
  region: 'NORTH',
  name: 'Miền Bắc',
  names: { EN: 'Miền Bắc' },
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  drawTime: '18:15',
  timeZone: 'Asia/Ho_Chi_Minh',
  intervalSeconds: null,
  closeBeforeSeconds: 900,
  resultMode: 'DRAWN',
  odds: { LO2: 3.6, DE: 95 },
  defaultOdds: { LO2: 3.5, DE: 95 },
  minStake: 1,
  maxStake: 10_000,
  liabilityCap: 1_000_000,
  enabled: true,
};
const el = {
  ...mb,
  id: 2,
  code: 'EL-1M',
  product: 'ELOTT',
  region: null,
  name: 'Speed Lotto 1 min',
  weekdays: null,
  drawTime: null,
  intervalSeconds: 60,
  closeBeforeSeconds: 10,
  resultMode: 'ENTERED',
  odds: { 'SUM:BIG': 1.95 },
  defaultOdds: { 'SUM:BIG': 1.95 },
  enabled: false,
};

let answerPut: () => TApiAnswer = () => ok(mb);
const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/lottery/games' && call.method === 'GET')
    return ok({ currency: 'CNY', decimals: 2, items: [mb, el] });
  if (call.method === 'PUT') return answerPut();
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<LotteryGamesPage />, { initialEntry: '/lottery/games?brand=lobby' });
  await screen.findByTestId('lottery-game-row-VN-MB');
};
const openEdit = async () => {
  fireEvent.click(screen.getByTestId('lottery-game-edit-VN-MB'));
  return screen.findByTestId('lottery-game-dialog');
};

describe('the lottery games page', () => {
  it('lists each game’s schedule, result mode, the odds the brand set, stakes and cap', async () => {
    answerPut = () => ok(mb);
    await renderPage();
    const row = screen.getByTestId('lottery-game-row-VN-MB');
    expect(row.textContent).toContain('Every day at 18:15');
    expect(row.textContent).toContain('Betting closes 15 min before');
    expect(row.textContent).toContain('Drawn by us');
    expect(screen.getByTestId('lottery-game-odds-VN-MB').textContent).toBe('LO2 3.6×');
    expect(row.textContent).toContain('CNY');
    const speed = screen.getByTestId('lottery-game-row-EL-1M');
    expect(speed.textContent).toContain('Every 1 min');
    expect(speed.textContent).toContain('Official results');
    expect(speed.textContent).toContain('Off');
    expect(screen.getByTestId('lottery-game-odds-EL-1M').textContent).toBe("The engine's odds");
  });

  it('sends an edit with the new odds and the reason the audit keeps', async () => {
    await renderPage();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByTestId('lottery-odds-LO2'), { target: { value: '3.7' } });
    fireEvent.click(within(dialog).getByTestId('lottery-weekday-0'));
    fireEvent.change(within(dialog).getByTestId('lottery-game-reason'), {
      target: { value: 'match the market' },
    });
    fireEvent.click(within(dialog).getByTestId('lottery-game-save'));
    const put = await api.sent('PUT');
    expect(put.url).toBe('/admin/api/lottery/games/1?brand=lobby');
    expect(put.body).toEqual({
      weekdays: [1, 2, 3, 4, 5, 6],
      drawTime: '18:15',
      closeBeforeSeconds: 900,
      resultMode: 'DRAWN',
      odds: { LO2: 3.7, DE: 95 },
      minStake: 1,
      maxStake: 10_000,
      liabilityCap: 1_000_000,
      enabled: true,
      reason: 'match the market',
    });
  });

  it('marks odds of 1× and a missing reason, and sends nothing', async () => {
    await renderPage();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByTestId('lottery-odds-LO2'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByTestId('lottery-game-save'));
    expect(await within(dialog).findByText('Above 1×, at most 3 decimals.')).toBeTruthy();
    expect(within(dialog).getByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('marks the field the server refused and keeps the dialog open', async () => {
    answerPut = () =>
      fail('VALIDATION_FAILED', 400, [
        { field: 'body.closeBeforeSeconds', message: 'Not below the interval.' },
      ]);
    await renderPage();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByTestId('lottery-game-reason'), { target: { value: 'try' } });
    fireEvent.click(within(dialog).getByTestId('lottery-game-save'));
    expect(await within(dialog).findByTestId('lottery-game-failure')).toBeTruthy();
    expect(within(dialog).getByText('Enter whole seconds, below the interval.')).toBeTruthy();
    answerPut = () => ok(mb);
  });

  it('offers the e-lottery no schedule but its interval', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('lottery-game-edit-EL-1M'));
    const dialog = await screen.findByTestId('lottery-game-dialog');
    expect(within(dialog).getByTestId('lottery-game-interval').textContent).toContain('60 seconds');
    expect(within(dialog).queryByTestId('lottery-game-draw-time')).toBeNull();
  });

  it('hides the edit from an operator who may only read', async () => {
    asOperator(['lottery.read'], 'support');
    await renderPage();
    expect(screen.queryByTestId('lottery-game-edit-VN-MB')).toBeNull();
  });
});
