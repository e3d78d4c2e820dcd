// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator, asOwner } from '../../test/agents.ts';
import { visibleText } from '../../test/finance.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { AgentSettlementsPage } from './agent-settlements.tsx';

const settlement = (id: number, more: Record<string, unknown>) => ({
  id,
  contractId: 2,
  kind: 'DAILY_WAGE',
  category: 'ALL',
  periodKey: 'D2026-11-30',
  periodStart: '2026-11-29T16:00:00.000Z',
  periodEnd: '2026-11-30T16:00:00.000Z',
  betVolume: 6200,
  netLoss: 310,
  activeMembers: 5,
  tier: 3,
  amount: 62,
  paid: 62,
  debt: 0,
  status: 'PAID',
  settledAt: '2026-11-30T16:10:00.000Z',
  agent: 'agent2a',
  upline: 'agent1',
  ...more,
});
const paid = settlement(1, {});
const short = settlement(2, {
  kind: 'DIVIDEND',
  periodKey: 'W2026-11-23',
  amount: 900,
  paid: 250.5,
  debt: 649.5,
  status: 'SHORTFALL',
  agent: 'agent3a',
  upline: 'agent2a',
});
const preview = {
  contractId: 1,
  agent: 'agent1',
  upline: null,
  kind: 'DAILY_WAGE',
  category: 'ALL',
  periodKey: 'D2026-12-01',
  betVolume: 8000,
  netLoss: 400,
  activeMembers: 6,
  tier: 3,
  amount: 80,
};

let calls: TApiCall[] = [];
let due: (typeof preview)[];
let runs = 0;

/** The settlement calls: a run pays what is due once, so a second run settles nothing. */
const server = (call: TApiCall): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/agents/settlements')
    return ok({
      currency: 'CNY',
      // days left out are the brand's last week, as the server reckons it in the brand's zone
      from: url.searchParams.get('from') ?? '2026-11-27',
      to: url.searchParams.get('to') ?? '2026-12-03',
      items: [paid, short],
      page: 1,
      pageSize: 20,
      total: 2,
      totals: { amount: 962, paid: 312.5, debt: 649.5 },
    });
  if (url.pathname === '/admin/api/agents/settlements/preview') return ok({ items: due });
  // The preview's amounts take the brand's currency from its top level.
  if (url.pathname === '/admin/api/agents/tree')
    return ok({ currency: 'CNY', parent: null, path: [], items: [], page: 1, pageSize: 100, total: 0 });
  if (url.pathname === '/admin/api/agents/settlements/run') {
    runs += 1;
    const settled = due.length;
    due = [];
    return ok({ settled, paid: settled, shortfalls: 0 });
  }
  return fail('NOT_FOUND', 404);
};

beforeEach(() => {
  due = [preview];
  runs = 0;
  calls = stubApi(server);
  asOwner();
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const renderPage = async (query = '&from=2026-11-24&to=2026-11-30') => {
  renderWithProviders(<AgentSettlementsPage />, { initialEntry: `/agents/settlements?brand=lobby${query}` });
  await screen.findAllByTestId('settlement-row');
};
const runNow = async () => {
  fireEvent.click(screen.getByTestId('settlement-run'));
  fireEvent.click(await screen.findByTestId('settlement-run-dialog-confirm'));
};

describe('settlements', () => {
  it('lists what was paid and what fell short, with why, and the totals, in the brand’s currency', async () => {
    await renderPage();
    expect(calls[0]!.url).toContain('from=2026-11-24&to=2026-11-30');
    const [first, second] = screen.getAllByTestId('settlement-row');
    expect(first!.dataset.status).toBe('PAID');
    expect(within(first!).queryByTestId('settlement-reason')).toBeNull();
    expect(visibleText(within(second!).getByTestId('settlement-reason'))).toBe(
      'The upline was short of funds: CNY 649.50 is still owed and the upline is frozen.',
    );
    expect(visibleText(screen.getByTestId('settlement-total-debt'))).toContain('CNY 649.50');
    expect(visibleText(screen.getByTestId('settlement-total-paid'))).toContain('CNY 312.50');
    expect(screen.getByTestId('list-pagination')).toBeTruthy();
  });

  it('leaves the days to the brand’s calendar until some are chosen, and shows the ones it got', async () => {
    await renderPage('');
    const asked = new URL(calls[0]!.url, 'http://console').searchParams;
    expect([asked.get('from'), asked.get('to')]).toEqual([null, null]);
    expect((screen.getByTestId('settlement-from') as HTMLInputElement).value).toBe('2026-11-27');
    expect((screen.getByTestId('settlement-to') as HTMLInputElement).value).toBe('2026-12-03');
  });

  it('asks for nothing while the days are out of order', async () => {
    renderWithProviders(<AgentSettlementsPage />, {
      initialEntry: '/agents/settlements?brand=lobby&from=2026-11-30&to=2026-11-01',
    });
    expect(await screen.findByText('The start must be a day on or before the end.')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/settlements?'))).toEqual([]);
  });

  it('previews the next run without writing anything', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('settlement-preview'));
    const row = await screen.findByTestId('settlement-preview-row');
    expect(row.textContent).toContain('agent1');
    expect(row.textContent).toContain('paid by Brand');
    expect(visibleText(screen.getByTestId('settlement-preview-total'))).toBe(
      'Periods due: 1, CNY 80.00 in all.',
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('runs now, shows what it paid, and a second run pays nothing twice', async () => {
    await renderPage();
    await runNow();
    const result = await screen.findByTestId('settlement-run-result');
    expect(result.dataset.settled).toBe('1');
    expect(result.textContent).toContain('Periods settled: 1 (paid 1, short 0).');
    await runNow();
    await waitFor(() => expect(runs).toBe(2));
    await waitFor(() => expect(screen.getByTestId('settlement-run-result').dataset.settled).toBe('0'));
    expect(screen.getByTestId('settlement-run-result').textContent).toContain(
      'Nothing was due: every ended period was settled already, and nothing was paid twice.',
    );
    const runCalls = calls.filter((c) => c.method === 'POST');
    expect(runCalls.map((c) => c.url)).toEqual([
      '/admin/api/agents/settlements/run',
      '/admin/api/agents/settlements/run',
    ]);
  });

  it('hides Run now from an operator without agents.settle, who may still preview', async () => {
    asOperator(['agents.read', 'agents.write']);
    await renderPage();
    expect(screen.queryByTestId('settlement-run')).toBeNull();
    fireEvent.click(screen.getByTestId('settlement-preview'));
    expect(await screen.findByTestId('settlement-preview-row')).toBeTruthy();
  });

  it('says a failed run in the corner, translated', async () => {
    const show = vi.mocked(notifications.show);
    stubApi((call) => (call.method === 'POST' ? fail('FORBIDDEN', 403) : server(call)));
    await renderPage();
    await runNow();
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls.at(-1)![0]).toMatchObject({ color: 'red', title: 'The settlement run failed' });
  });
});
