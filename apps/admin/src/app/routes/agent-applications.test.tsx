// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator, asOwner } from '../../test/agents.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { AgentApplicationsPage } from './agent-applications.tsx';

const waiting = {
  id: 8,
  memberId: 41,
  account: 'joiner1',
  status: 'PENDING',
  contact: 'telegram @joiner1',
  message: 'I run a football group of 300 people',
  submittedAt: '2026-12-01T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  note: null,
};
const rejected = {
  ...waiting,
  id: 5,
  account: 'joiner0',
  status: 'REJECTED',
  decidedAt: '2026-12-01T09:00:00.000Z',
  decidedBy: 'risk1',
  note: 'no contact answered',
};

let calls: TApiCall<Record<string, unknown>>[] = [];
let decided = false;

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/agents/applications') {
    const status = url.searchParams.get('status');
    if (status === 'REJECTED') return ok({ items: [rejected] });
    return ok({ items: status === 'PENDING' && !decided ? [waiting] : [] });
  }
  if (url.pathname === '/admin/api/agents/applications/8/decide') {
    if (decided) return fail('OPERATION_NOT_ALLOWED', 403);
    decided = true;
    return ok({ ok: true });
  }
  return fail('NOT_FOUND', 404);
};

beforeEach(() => {
  decided = false;
  calls = stubApi(server);
  asOwner();
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const posts = () => calls.filter((c) => c.method === 'POST');
const renderPage = async (query = '', first = 'application-row-joiner1') => {
  renderWithProviders(<AgentApplicationsPage />, {
    initialEntry: `/agents/applications?brand=lobby${query}`,
  });
  await screen.findByTestId(first);
};

describe('agent applications', () => {
  it('opens on the waiting queue and approves an application', async () => {
    await renderPage();
    expect(calls[0]!.url).toBe('/admin/api/agents/applications?brand=lobby&status=PENDING');
    expect(screen.getByTestId('application-row-joiner1').textContent).toContain('telegram @joiner1');
    fireEvent.click(screen.getByTestId('application-approve-joiner1'));
    expect((await screen.findByTestId('application-decide-dialog')).textContent).toContain(
      'Make joiner1 an agent?',
    );
    fireEvent.click(screen.getByTestId('application-decide-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ decision: 'APPROVE' });
    expect((await screen.findByTestId('applications-empty')).textContent).toBe('No application is waiting.');
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('application-reject-joiner1'));
    await screen.findByTestId('application-decide-dialog');
    fireEvent.click(screen.getByTestId('application-decide-confirm'));
    expect(await screen.findByText('Give a reason of up to 140 characters.')).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.change(screen.getByTestId('application-note'), {
      target: { value: 'no traffic source given' },
    });
    fireEvent.click(screen.getByTestId('application-decide-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ decision: 'REJECT', note: 'no traffic source given' });
  });

  it('shows a decision the server refuses, translated, in the dialog', async () => {
    stubApi((call) =>
      call.method === 'POST' ? fail('OPERATION_NOT_ALLOWED', 403) : ok({ items: [waiting] }),
    );
    await renderPage();
    fireEvent.click(screen.getByTestId('application-approve-joiner1'));
    fireEvent.click(await screen.findByTestId('application-decide-confirm'));
    expect((await screen.findByTestId('application-decide-error')).textContent).toBe(
      'This change is not allowed.',
    );
    expect(screen.getByTestId('application-decide-dialog')).toBeTruthy();
  });

  it('lists decided applications with who decided and the note', async () => {
    await renderPage('&status=REJECTED', 'application-row-joiner0');
    const row = screen.getByTestId('application-row-joiner0');
    expect(row.textContent).toContain('risk1');
    expect(row.textContent).toContain('Note: no contact answered');
    expect(screen.queryByTestId('application-approve-joiner0')).toBeNull();
  });

  it('hides deciding from an operator without agents.write', async () => {
    asOperator(['agents.read', 'agents.settle'], 'finance');
    await renderPage();
    expect(screen.queryByTestId('application-approve-joiner1')).toBeNull();
    expect(screen.queryByTestId('application-reject-joiner1')).toBeNull();
  });
});
