// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../../lib/i18n.ts';
import { asOperator } from '../../../test/agents.ts';
import { stubEngagementApi } from '../../../test/engagement.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { LiveTablesPage, type TBrandPicker } from './live-tables-page.tsx';

const bac = {
  id: 1,
  code: 'BAC-A',
  name: 'Baccarat A',
  game: 'BACCARAT',
  active: true,
  bettingSeconds: 15,
  resultSeconds: 9,
  limits: {
    PLAYER: { min: 1, max: 5000 },
    BANKER: { min: 1, max: 5000 },
    TIE: { min: 1, max: 500 },
    PLAYER_PAIR: { min: 1, max: 500 },
    BANKER_PAIR: { min: 1, max: 500 },
  },
  chips: [1, 5, 10, 50],
  round: { number: 42, phase: 'BETTING' },
  playersToday: 2,
  stakedToday: 170,
};
const rou = {
  ...bac,
  id: 3,
  code: 'ROU-1',
  name: 'Roulette',
  game: 'ROULETTE',
  active: false,
  limits: { STRAIGHT: { min: 1, max: 500 }, RED: { min: 1, max: 5000 } },
  round: null,
  playersToday: 0,
  stakedToday: 0,
};
const ROUND_ID = '5b3f1c2e-8a4d-4c1e-9f00-0123456789ab';
const round = {
  id: ROUND_ID,
  number: 41,
  phase: 'RESULT',
  openedAt: '2026-12-03T12:00:00.000Z',
  result: {
    game: 'BACCARAT',
    player: [],
    banker: [],
    playerTotal: 5,
    bankerTotal: 7,
    winner: 'BANKER',
    playerPair: false,
    bankerPair: true,
    shoe: 1,
    hand: 1,
  },
  players: 2,
  staked: 170,
  returned: 205,
  houseResult: -35,
};
const placement = (id: string, account: string, staked: number, returned: number) => ({
  id,
  account,
  at: '2026-12-03T12:00:05.000Z',
  stakes: [{ kind: 'BANKER', amount: staked, returned }],
  staked,
  returned,
});

let answerPut: () => TApiAnswer = () => ok(bac);
const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/tables' && call.method === 'GET')
    return ok({ currency: 'CNY', decimals: 2, items: [bac, rou] });
  if (url.pathname === '/admin/api/tables/1/rounds')
    return ok({
      currency: 'CNY',
      table: { id: 1, code: 'BAC-A', name: 'Baccarat A', game: 'BACCARAT' },
      items: [round],
      page: 1,
      pageSize: 20,
      total: 1,
    });
  if (url.pathname === `/admin/api/tables/rounds/${ROUND_ID}`)
    return ok({
      currency: 'CNY',
      table: { id: 1, code: 'BAC-A', name: 'Baccarat A', game: 'BACCARAT' },
      round,
      items: [placement('p1', 'player1', 120, 0), placement('p2', 'bobby', 50, 205)],
    });
  if (call.method === 'PUT') return answerPut();
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const Picker: TBrandPicker = ({ value }) => <span data-testid="picker">{value}</span>;
const renderPage = async (entry = '/tables?brand=lobby') => {
  renderWithProviders(<LiveTablesPage BrandPicker={Picker} />, { initialEntry: entry });
  await screen.findByTestId('table-row-BAC-A');
};
const openEdit = async () => {
  fireEvent.click(screen.getByTestId('table-edit-BAC-A'));
  return screen.findByTestId('table-edit-dialog');
};

describe('the live tables page', () => {
  it('lists each table’s state, round, times, stakes, chips and today’s play', async () => {
    answerPut = () => ok(bac);
    await renderPage();
    const row = screen.getByTestId('table-row-BAC-A');
    expect(row.textContent).toContain('Baccarat A');
    expect(row.textContent).toContain('Round 42: Betting');
    expect(row.textContent).toContain('Betting 15 s');
    expect(row.textContent).toContain('Result shown 9 s');
    expect(screen.getByTestId('table-stakes-BAC-A').textContent).toContain('5,000.00');
    expect(screen.getByTestId('table-chips-BAC-A').textContent).toBe('1 · 5 · 10 · 50');
    expect(screen.getByTestId('table-today-BAC-A').textContent).toContain('2 players today');
    expect(screen.getByTestId('table-active-ROU-1').textContent).toBe('Closed');
    expect(screen.getByTestId('table-row-ROU-1').textContent).toContain('No round yet');
  });

  it('sends an edit with the limits grid, chips, times and the reason the audit keeps', async () => {
    await renderPage();
    const dialog = await openEdit();
    const tieMax = within(dialog).getByLabelText('Most stake on Tie');
    fireEvent.change(tieMax, { target: { value: '800' } });
    fireEvent.change(within(dialog).getByTestId('table-edit-chips'), { target: { value: '5, 25, 100' } });
    fireEvent.change(within(dialog).getByTestId('table-edit-betting'), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByTestId('table-edit-reason'), { target: { value: 'a high roller' } });
    fireEvent.click(within(dialog).getByTestId('table-edit-save'));
    const put = await api.sent('PUT');
    expect(put.url).toBe('/admin/api/tables/1?brand=lobby');
    expect(put.body).toEqual({
      name: 'Baccarat A',
      active: true,
      bettingSeconds: 20,
      resultSeconds: 9,
      limits: { ...bac.limits, TIE: { min: 1, max: 800 } },
      chips: [5, 25, 100],
      reason: 'a high roller',
    });
  });

  it('marks a least stake above the most, chips out of order and a missing reason, and sends nothing', async () => {
    await renderPage();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByTestId('table-limit-PLAYER-min'), { target: { value: '9000' } });
    fireEvent.change(within(dialog).getByTestId('table-edit-chips'), { target: { value: '10, 5' } });
    fireEvent.click(within(dialog).getByTestId('table-edit-save'));
    expect(
      await within(dialog).findByText(
        "Enter stakes above 0 in the currency's units, the least not above the most.",
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Enter 1 to 8 chips above 0, each larger than the one before.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('marks the spot the server refused and keeps the dialog open', async () => {
    answerPut = () =>
      fail('VALIDATION_FAILED', 400, [
        { field: 'body.limits.TIE.min', message: 'More decimals than the currency.' },
      ]);
    await renderPage();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByTestId('table-edit-reason'), { target: { value: 'try' } });
    fireEvent.click(within(dialog).getByTestId('table-edit-save'));
    expect(await within(dialog).findByTestId('table-edit-failure')).toBeTruthy();
    expect(within(dialog).getByTestId('table-limit-TIE-max').getAttribute('aria-invalid')).toBe('true');
    answerPut = () => ok(bac);
  });

  it('shows a table’s rounds with their result and house result, and a round’s placements', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('table-rounds-BAC-A'));
    const row = await screen.findByTestId('table-round-41');
    expect(row.textContent).toContain('Banker wins: Player 5, Banker 7 · Banker pair');
    expect(screen.getByTestId('table-round-house-41').textContent).toContain('-');
    expect(screen.getByTestId('table-row-BAC-A').getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByTestId('table-round-placements-41'));
    const dialog = await screen.findByTestId('table-placements-dialog');
    expect(await within(dialog).findByTestId('table-placement-p2')).toBeTruthy();
    expect(within(dialog).getByTestId('table-placement-p1').textContent).toContain('player1');
    expect(within(dialog).getByTestId('table-placement-p2').textContent).toContain('Banker');
    expect(within(dialog).getByTestId('table-placements-summary').textContent).toContain('Staked: ');
  });

  it('filters the rounds by day', async () => {
    await renderPage('/tables?brand=lobby&table=1');
    await screen.findByTestId('table-round-41');
    fireEvent.change(screen.getByTestId('table-rounds-from'), { target: { value: '2026-12-01' } });
    await screen.findByTestId('table-round-41');
    const asked = api.calls.filter((c) => c.url.startsWith('/admin/api/tables/1/rounds'));
    expect(asked.at(-1)!.url).toContain('from=2026-12-01');
  });

  it('hides the edit from an operator who may only read, and asks for a brand first', async () => {
    asOperator(['tables.read'], 'support');
    await renderPage();
    expect(screen.queryByTestId('table-edit-BAC-A')).toBeNull();
    expect(screen.getByTestId('table-rounds-BAC-A')).toBeTruthy();
  });

  it('asks for a brand before it lists anything', async () => {
    renderWithProviders(<LiveTablesPage BrandPicker={Picker} />, { initialEntry: '/tables' });
    expect(await screen.findByTestId('tables-choose-brand')).toBeTruthy();
  });
});
