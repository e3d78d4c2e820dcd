// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOwner, node } from '../../test/agents.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { AgentTreePage } from './agent-tree.tsx';

const LEVELS: Record<string, { path: { id: number; account: string }[]; items: ReturnType<typeof node>[] }> =
  {
    top: { path: [], items: [node(2, 'agent1', { teamSize: 12, directMembers: 4, contracts: 4 })] },
    2: {
      path: [{ id: 2, account: 'agent1' }],
      items: [
        node(3, 'agent2a', { teamSize: 5, directMembers: 3, contracts: 4, frozen: true }),
        node(4, 'agent2b', { teamSize: 3, directMembers: 3, contracts: 4 }),
        node(9, 'member1a', { isAgent: false }),
      ],
    },
    3: {
      path: [
        { id: 2, account: 'agent1' },
        { id: 3, account: 'agent2a' },
      ],
      items: [],
    },
  };

let calls: TApiCall[] = [];
let answer: (call: TApiCall) => TApiAnswer;

/** The tree call as the server answers it: a level by parentId, its chain for the breadcrumb. */
const tree = (call: TApiCall): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  const level = LEVELS[url.searchParams.get('parentId') ?? 'top'];
  if (!level) return fail('NOT_FOUND', 404);
  return ok({
    currency: 'CNY',
    parent: level.path.at(-1) ?? null,
    path: level.path,
    items: level.items,
    page: 1,
    pageSize: 20,
    total: level.items.length,
  });
};

beforeEach(() => {
  answer = tree;
  calls = stubApi((call) => answer(call));
  asOwner();
});

const renderPage = () => renderWithProviders(<AgentTreePage />, { initialEntry: '/agents/tree?brand=lobby' });

describe('agent tree', () => {
  it("lists the brand's top agents with team size, direct members and status", async () => {
    renderPage();
    const row = await screen.findByTestId('agent-node-agent1');
    expect(within(row).getByTestId('agent-team-size').textContent).toBe('12');
    expect(within(row).getByTestId('agent-direct-members').textContent).toBe('4');
    expect(row.textContent).toContain('Active');
    expect(screen.getByTestId('agent-breadcrumb-current').textContent).toBe('Top agents');
    expect(calls[0]!.url).toBe('/admin/api/agents/tree?brand=lobby&page=1&pageSize=20');
  });

  it('drills into the direct downlines, shows the breadcrumb, and climbs back up', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('agent-drill-agent1'));
    const child = await screen.findByTestId('agent-node-agent2a');
    expect(calls.at(-1)!.url).toContain('parentId=2');
    expect(within(child).getByTestId('agent-frozen')).toBeTruthy();
    expect(screen.getByTestId('agent-breadcrumb-current').textContent).toBe('agent1');
    // A member without downlines is not a link, and has no contracts to open.
    const member = screen.getByTestId('agent-node-member1a');
    expect(within(member).queryByRole('link')).toBeNull();

    fireEvent.click(screen.getByTestId('agent-drill-agent2a'));
    expect(await screen.findByTestId('agent-tree-empty')).toBeTruthy();
    expect(screen.getByTestId('agent-tree-empty').textContent).toBe('agent2a has no direct downlines.');
    expect(screen.getByTestId('agent-breadcrumb').textContent).toContain('agent1');

    fireEvent.click(screen.getByTestId('agent-breadcrumb-top'));
    await waitFor(() =>
      expect(screen.getByTestId('agent-breadcrumb-current').textContent).toBe('Top agents'),
    );
    expect(await screen.findByTestId('agent-node-agent1')).toBeTruthy();
  });

  it('links an agent to its contracts', async () => {
    renderPage();
    const row = await screen.findByTestId('agent-node-agent1');
    expect(within(row).getByRole('link', { name: 'Contracts of agent1' }).getAttribute('href')).toBe(
      '/agents/contracts?brand=lobby&agent=2',
    );
  });

  it('says when a brand has no top agents', async () => {
    answer = () =>
      ok({ currency: 'CNY', parent: null, path: [], items: [], page: 1, pageSize: 20, total: 0 });
    renderPage();
    expect((await screen.findByTestId('agent-tree-empty')).textContent).toBe(
      'This brand has no top agents yet.',
    );
  });

  it('shows a failed load translated, with a retry', async () => {
    answer = () => fail('BRAND_NOT_FOUND', 404);
    renderPage();
    const error = await screen.findByTestId('query-error');
    expect(error.dataset.code).toBe('BRAND_NOT_FOUND');
    answer = tree;
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('agent-node-agent1')).toBeTruthy();
  });
});
