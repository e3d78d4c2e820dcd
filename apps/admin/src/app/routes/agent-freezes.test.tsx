// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator, asOwner } from '../../test/agents.ts';
import { visibleText } from '../../test/finance.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { AgentFreezesPage } from './agent-freezes.tsx';

const frozen = {
  id: 4,
  memberId: 3,
  account: 'agent2a',
  reason: 'DIVIDEND_UNPAID:W2026-11-23',
  debt: 649.5,
  active: true,
  createdAt: '2026-11-30T16:10:00.000Z',
  liftedAt: null,
  liftedBy: null,
};
const lifted = {
  ...frozen,
  id: 3,
  account: 'agent2b',
  active: false,
  liftedAt: '2026-11-30T18:00:00.000Z',
  liftedBy: 'risk1',
};

let calls: TApiCall<Record<string, unknown>>[] = [];

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/agents/freezes')
    return ok({ currency: 'CNY', items: url.searchParams.get('active') === 'false' ? [lifted] : [frozen] });
  if (url.pathname === '/admin/api/agents/freezes/4/lift') return ok({ ok: true });
  return fail('NOT_FOUND', 404);
};

beforeEach(() => {
  calls = stubApi(server);
  asOwner();
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const renderPage = async (query = '', first = 'freeze-row-agent2a') => {
  renderWithProviders(<AgentFreezesPage />, { initialEntry: `/agents/freezes?brand=lobby${query}` });
  await screen.findByTestId(first);
};

describe('freezes and debts', () => {
  it('lists the accounts frozen now, why and what they still owe, in the brand’s currency', async () => {
    await renderPage();
    const row = screen.getByTestId('freeze-row-agent2a');
    expect(visibleText(row)).toContain('Dividend for W2026-11-23 not paid in full');
    expect(visibleText(row)).toContain('CNY 649.50');
    expect(calls[0]!.url).toBe('/admin/api/agents/freezes?brand=lobby&active=true');
  });

  it('shows the lifted ones, with who lifted them and no action', async () => {
    await renderPage('&show=lifted', 'freeze-row-agent2b');
    expect(screen.getByTestId('freeze-row-agent2b').textContent).toContain('risk1');
    expect(screen.queryByTestId('freeze-lift-agent2b')).toBeNull();
  });

  it('lifts a freeze with a reason', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('freeze-lift-agent2a'));
    expect(visibleText(await screen.findByTestId('freeze-lift-dialog'))).toContain('CNY 649.50');
    fireEvent.change(screen.getByTestId('reason-input'), {
      target: { value: 'debt settled by bank transfer' },
    });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/admin/api/agents/freezes/4/lift?brand=lobby');
    expect(post.body).toEqual({ reason: 'debt settled by bank transfer' });
  });

  it('hides lifting from an operator without agents.write', async () => {
    asOperator(['agents.read', 'agents.settle'], 'finance');
    await renderPage();
    expect(screen.queryByTestId('freeze-lift-agent2a')).toBeNull();
  });

  it('says when nothing is frozen', async () => {
    stubApi(() => ok({ currency: 'CNY', items: [] }));
    renderWithProviders(<AgentFreezesPage />, { initialEntry: '/agents/freezes?brand=lobby' });
    expect((await screen.findByTestId('freezes-empty')).textContent).toBe('No account is frozen.');
  });
});
