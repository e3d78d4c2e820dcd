// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator, asOwner, dailyWage, endedDividend, node } from '../../test/agents.ts';
import { visibleText } from '../../test/finance.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { AgentContractsPage } from './agent-contracts.tsx';

type TBody = Record<string, unknown>;
let calls: TApiCall<TBody>[] = [];
let offerAnswer: (call: TApiCall<TBody>) => TApiAnswer;

const server = (call: TApiCall<TBody>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/agents/tree')
    return ok({
      currency: 'CNY',
      parent: null,
      path: [],
      items: [node(2, 'agent1')],
      page: 1,
      pageSize: 100,
      total: 1,
    });
  if (url.pathname === '/admin/api/agents/contracts' && call.method === 'GET') {
    const agent = url.searchParams.get('agentId');
    const kind = url.searchParams.get('kind');
    const items = [dailyWage, endedDividend].filter(
      (c) => (!agent || c.agent.id === Number(agent)) && (!kind || c.kind === kind),
    );
    return ok({ items });
  }
  if (url.pathname === '/admin/api/agents/contracts' && call.method === 'POST') return offerAnswer(call);
  if (/^\/admin\/api\/agents\/contracts\/\d+\/end$/.test(url.pathname))
    return ok({ ...dailyWage, status: 'C', endedAt: '2026-12-02T04:00:00.000Z' });
  return fail('NOT_FOUND', 404);
};

beforeEach(() => {
  offerAnswer = (call) =>
    ok({ ...dailyWage, id: 30, status: 'P', signedAt: null, terms: (call.body as TBody).terms });
  calls = stubApi<TBody>(server);
  asOwner();
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const posts = () => calls.filter((c) => c.method === 'POST');
const renderPage = async (query = '', first = 'contract-row-1') => {
  renderWithProviders(<AgentContractsPage />, { initialEntry: `/agents/contracts?brand=lobby${query}` });
  await screen.findByTestId(first);
};
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('contracts of every level', () => {
  it('shows each tier readably: rates as percents, fixed pay as an amount in the brand’s currency', async () => {
    await renderPage();
    const row = screen.getByTestId('contract-row-1');
    const terms = visibleText(within(row).getByTestId('contract-terms'));
    expect(terms).toContain('Tier 1: volume ≥ CNY 500.00 · active members ≥ 1 → 0.5% of the volume');
    expect(terms).toContain('Tier 2: volume ≥ CNY 3,000.00 · active members ≥ 3 → CNY 120.00 for the day');
    expect(row.textContent).toContain('Brand');
    expect(within(row).getByTestId('contract-status').textContent).toBe('In force');
    const dividend = visibleText(within(screen.getByTestId('contract-row-6')).getByTestId('contract-terms'));
    expect(dividend).toContain('Period: Weekly');
    expect(dividend).toContain("→ 15% of the team's net loss");
  });

  it('filters by kind and by agent through the API', async () => {
    await renderPage('&agent=3', 'contract-row-6');
    expect(screen.queryByTestId('contract-row-1')).toBeNull();
    expect(calls.some((c) => c.url.includes('agentId=3'))).toBe(true);
    fireEvent.click(screen.getByTestId('contract-filter-kind'));
    fireEvent.click(await screen.findByRole('option', { name: 'Dividend', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('kind=DIVIDEND'));
    expect(calls.at(-1)!.url).toContain('agentId=3');
  });

  it('hides offering and ending from an operator without agents.write', async () => {
    asOperator(['agents.read', 'agents.settle'], 'finance');
    await renderPage();
    expect(screen.queryByTestId('contract-offer')).toBeNull();
    expect(screen.queryByTestId('contract-end-1')).toBeNull();
  });

  it('offers ending only for a contract offered or in force', async () => {
    asOperator(['agents.read', 'agents.write']);
    await renderPage();
    expect(screen.getByTestId('contract-offer')).toBeTruthy();
    expect(screen.getByTestId('contract-end-1')).toBeTruthy();
    expect(screen.queryByTestId('contract-end-6')).toBeNull();
  });

  it('ends a contract with a reason, and asks for one first', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('contract-end-1'));
    const dialog = await screen.findByTestId('contract-end-dialog');
    expect(dialog.textContent).toContain('End the Daily wage contract of agent1 (All games)?');
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'agent left the brand' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toBe('/admin/api/agents/contracts/1/end?brand=lobby');
    expect(posts()[0]!.body).toEqual({ reason: 'agent left the brand' });
  });
});

describe("the brand's offer to a top agent", () => {
  const openOffer = async () => {
    await renderPage('&agent=2');
    fireEvent.click(screen.getByTestId('contract-offer'));
    await screen.findByTestId('offer-dialog');
  };

  it('refuses empty and out-of-range fields with the shared schema, and sends nothing', async () => {
    await openOffer();
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect(await screen.findByTestId('offer-invalid')).toBeTruthy();
    const tier = screen.getByTestId('offer-tier-0');
    expect(within(tier).getAllByText('Required')).toHaveLength(3);
    type('offer-tiers-0-volume', '500');
    type('offer-tiers-0-activeMember', '1.5');
    type('offer-tiers-0-rate', '150');
    expect(await within(tier).findByText('Enter a whole number')).toBeTruthy();
    expect(within(tier).getByText('At most 100')).toBeTruthy();
    type('offer-tiers-0-rate', '0.125');
    expect(await within(tier).findByText('At most 2 decimals')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('sends the offer to the top agent chosen, with its tiers as numbers', async () => {
    await openOffer();
    type('offer-tiers-0-volume', '500');
    type('offer-tiers-0-activeMember', '2');
    type('offer-tiers-0-rate', '0.4');
    fireEvent.click(screen.getByTestId('offer-add-tier'));
    type('offer-tiers-1-volume', '3000');
    type('offer-tiers-1-activeMember', '4');
    type('offer-tiers-1-rate', '0.6');
    fireEvent.click(screen.getByTestId('offer-submit'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toBe('/admin/api/agents/contracts');
    expect(posts()[0]!.body).toEqual({
      brand: 'lobby',
      agentId: 2,
      category: 'ALL',
      terms: {
        kind: 'DAILY_WAGE',
        tiers: [
          { betVolume: 500, activeMember: 2, rateType: 'P', rate: 0.4 },
          { betVolume: 3000, activeMember: 4, rateType: 'P', rate: 0.6 },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByTestId('offer-dialog')).toBeNull());
  });

  it("shows the server's refusal translated, and stays open", async () => {
    offerAnswer = () => fail('NOT_AN_AGENT', 403);
    await openOffer();
    type('offer-tiers-0-volume', '500');
    type('offer-tiers-0-activeMember', '1');
    type('offer-tiers-0-rate', '0.5');
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect((await screen.findByTestId('offer-error')).textContent).toBe('This member is not an agent.');
    expect(screen.getByTestId('offer-dialog')).toBeTruthy();
  });
});
