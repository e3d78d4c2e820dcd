// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { TAdminDeposit } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { asFinance, visibleText as text } from '../../test/finance.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { signInAs } from '../../test/session.ts';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { DepositsPage } from './deposits.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({
    t: (key: string, o?: Record<string, unknown>) =>
      o && 'reference' in o ? `${key}:${String(o.reference)}` : key,
    i18n: { language: 'en' },
  }),
}));

const base = {
  brand: 'demo',
  memberId: 7,
  channel: 'Bank transfer',
  gateway: 'manual',
  currency: 'CNY',
  gatewayRef: null,
  decidedAt: null,
  decidedBy: null,
  reason: null,
} as const;
const alice: TAdminDeposit = {
  ...base,
  id: 1,
  reference: 'D-0001',
  account: 'alice',
  amount: 500,
  payerName: 'Alice Wong',
  status: 'PENDING',
  createdAt: '2026-03-01T10:00:00Z',
};
const bob: TAdminDeposit = {
  ...base,
  id: 2,
  reference: 'D-0002',
  account: 'bob',
  amount: 1234.5,
  payerName: null,
  status: 'PENDING',
  createdAt: '2026-03-01T11:00:00Z',
};
const carol: TAdminDeposit = {
  ...base,
  id: 3,
  reference: 'D-0003',
  account: 'carol',
  channel: 'Sandbox Pay',
  gateway: 'sandbox',
  amount: 88,
  payerName: null,
  status: 'APPROVED',
  gatewayRef: 'SBX-1',
  createdAt: '2026-02-28T09:00:00Z',
  decidedAt: '2026-02-28T09:01:00Z',
  decidedBy: 'gateway:sandbox',
};

let rows: TAdminDeposit[] = [];
let calls: TApiCall<Record<string, unknown>>[] = [];
/** What the next POST answers instead of the stub server's decision. */
let postAnswer: (() => TApiAnswer) | null = null;

const decide = (id: number, status: TAdminDeposit['status'], by: string, reason: string | null) => {
  rows = rows.map((d) =>
    d.id === id ? { ...d, status, decidedBy: by, decidedAt: '2026-03-01T12:00:00Z', reason } : d,
  );
};

/** A stub of the deposit API: filters the list like the server, decides pending deposits once. */
const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (call.method === 'GET' && url.pathname === '/admin/api/deposits') {
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q');
    const items = rows.filter(
      (d) => (!status || d.status === status) && (!q || d.account === q || d.reference === q),
    );
    return ok({ items, page: 1, pageSize: 20, total: items.length });
  }
  const decision = /^\/admin\/api\/deposits\/(\d+)\/(approve|reject)$/.exec(url.pathname);
  if (call.method === 'POST' && decision) {
    if (postAnswer) return postAnswer();
    const id = Number(decision[1]);
    if (rows.find((d) => d.id === id)?.status !== 'PENDING') return fail('OPERATION_NOT_ALLOWED', 403);
    const reason = String(call.body?.reason ?? '') || null;
    decide(id, decision[2] === 'approve' ? 'APPROVED' : 'REJECTED', 'fin', reason);
    return ok({ ok: true });
  }
  return fail('NOT_FOUND', 404);
};

let shown: MockInstance<typeof notifications.show>;

beforeEach(() => {
  rows = [alice, bob, carol];
  postAnswer = null;
  asFinance();
  calls = stubApi<Record<string, unknown>>(server);
  shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => shown.mockRestore();
});

const lists = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/admin/api/deposits'));
const posts = () => calls.filter((c) => c.method === 'POST');

const renderPage = async () => {
  renderWithProviders(<DepositsPage />, { router: true });
  await screen.findByTestId('deposit-row-D-0001');
};

describe('deposit queue', () => {
  it('opens on PENDING with the row details and refreshes itself', async () => {
    await renderPage();
    expect(screen.getByTestId('deposits-page')).toBeTruthy();
    expect(lists()[0]!.url).toBe('/admin/api/deposits?status=PENDING&page=1&pageSize=20');
    expect(screen.queryByTestId('deposit-row-D-0003')).toBeNull();
    expect(screen.getByTestId('deposit-auto-refresh')).toBeTruthy();
    const row = screen.getByTestId('deposit-row-D-0002');
    expect(text(within(row).getByTestId('deposit-amount-2'))).toBe('CNY 1,234.50');
    expect(within(row).getByText('bob')).toBeTruthy();
    expect(screen.getByTestId('deposit-status-2').dataset.status).toBe('PENDING');
    expect(row.querySelector('[data-gateway=manual]')).not.toBeNull();
    // finance cannot read brands: a code field, and no call for the brand list.
    expect((screen.getByTestId('deposit-brand') as HTMLInputElement).tagName).toBe('INPUT');
    expect(calls.some((c) => c.url === '/admin/api/brands')).toBe(false);
  });

  it('filters by status and by account or reference', async () => {
    await renderPage();
    fireEvent.click(within(screen.getByTestId('deposit-status-filter')).getByText('payments.statuses.ALL'));
    await screen.findByTestId('deposit-row-D-0003');
    expect(lists().at(-1)!.url).toBe('/admin/api/deposits?page=1&pageSize=20');
    expect(screen.queryByTestId('deposit-auto-refresh')).toBeNull();
    expect(screen.getByTestId('deposit-status-3').dataset.status).toBe('APPROVED');
    // Decided rows have no actions; the decided column names the gateway.
    expect(screen.queryByTestId('deposit-approve-3')).toBeNull();
    expect(within(screen.getByTestId('deposit-row-D-0003')).getByText('payments.byGateway')).toBeTruthy();

    const search = screen.getByTestId('deposit-search');
    fireEvent.change(search, { target: { value: ' D-0002 ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByTestId('deposit-row-D-0001')).toBeNull());
    expect(lists().at(-1)!.url).toBe('/admin/api/deposits?q=D-0002&page=1&pageSize=20');
    expect(screen.getByTestId('deposit-row-D-0002')).toBeTruthy();
  });

  it('approves after showing amount and account, with the optional note, then refetches', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('deposit-approve-1'));
    expect(text(await screen.findByTestId('deposit-summary-amount'))).toBe('CNY 500.00');
    expect(text(screen.getByTestId('deposit-summary-account'))).toBe('alice');
    fireEvent.change(screen.getByTestId('deposit-approve-note'), { target: { value: ' statement line 4 ' } });
    const listsBefore = lists().length;
    fireEvent.click(screen.getByTestId('deposit-approve-confirm'));
    await waitFor(() => expect(screen.queryByTestId('deposit-row-D-0001')).toBeNull());
    expect(posts()).toEqual([
      { method: 'POST', url: '/admin/api/deposits/1/approve', body: { reason: 'statement line 4' } },
    ]);
    expect(lists().length).toBeGreaterThan(listsBefore);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'payments.approve.done:D-0001' }),
    );
    await waitFor(() => expect(screen.queryByTestId('deposit-approve-note')).toBeNull());
  });

  it('approves without a note', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('deposit-approve-2'));
    fireEvent.click(await screen.findByTestId('deposit-approve-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ reason: '' });
  });

  it('rejects only with a reason', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('deposit-reject-2'));
    expect(text(await screen.findByTestId('deposit-summary-amount'))).toBe('CNY 1,234.50');
    expect(text(screen.getByTestId('deposit-summary-account'))).toBe('bob');
    expect(screen.getByText('payments.reject.description:D-0002')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reason-confirm'));
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'no' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect(await screen.findByText('reason.invalid')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'No money arrived' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.queryByTestId('deposit-row-D-0002')).toBeNull());
    expect(posts()).toEqual([
      { method: 'POST', url: '/admin/api/deposits/2/reject', body: { reason: 'No money arrived' } },
    ]);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'payments.reject.done:D-0002' }),
    );
  });

  it('says "already decided" and shows the new state when someone else decided first', async () => {
    await renderPage();
    fireEvent.click(within(screen.getByTestId('deposit-status-filter')).getByText('payments.statuses.ALL'));
    await screen.findByTestId('deposit-row-D-0003');
    fireEvent.click(screen.getByTestId('deposit-approve-1'));
    await screen.findByTestId('deposit-approve-confirm');
    // Meanwhile another operator rejects it.
    decide(1, 'REJECTED', 'ann', 'duplicate');
    fireEvent.click(screen.getByTestId('deposit-approve-confirm'));
    await waitFor(() => expect(screen.getByTestId('deposit-status-1').dataset.status).toBe('REJECTED'));
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'yellow',
        title: 'payments.alreadyDecidedTitle',
        message: 'payments.alreadyDecided:D-0001',
      }),
    );
    expect(shown).not.toHaveBeenCalledWith(expect.objectContaining({ color: 'green' }));
    await waitFor(() => expect(screen.queryByTestId('deposit-approve-note')).toBeNull());
    expect(screen.queryByTestId('deposit-approve-1')).toBeNull();
    expect(within(screen.getByTestId('deposit-row-D-0001')).getByText('ann')).toBeTruthy();
  });

  it('treats a reject that lost the race the same way', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('deposit-reject-1'));
    fireEvent.change(await screen.findByTestId('reason-input'), { target: { value: 'Not received' } });
    decide(1, 'APPROVED', 'gateway:sandbox', null);
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.queryByTestId('deposit-row-D-0001')).toBeNull());
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'payments.alreadyDecided:D-0001' }),
    );
    await waitFor(() => expect(screen.queryByTestId('reason-input')).toBeNull());
  });

  it('keeps the dialog open with the error for any other failure', async () => {
    postAnswer = () => fail('SYSTEM_ERROR', 500);
    await renderPage();
    fireEvent.click(screen.getByTestId('deposit-approve-1'));
    fireEvent.click(await screen.findByTestId('deposit-approve-confirm'));
    expect(text(await screen.findByTestId('deposit-approve-error'))).toBe('errors.SYSTEM_ERROR');
    expect(screen.getByTestId('deposit-approve-confirm')).toBeTruthy();
    expect(shown).not.toHaveBeenCalled();

    postAnswer = null;
    fireEvent.click(screen.getByTestId('deposit-approve-confirm'));
    await waitFor(() => expect(screen.queryByTestId('deposit-row-D-0001')).toBeNull());
    expect(posts()).toHaveLength(2);
  });

  it('offers no decisions without payments.review', async () => {
    asFinance(['payments.read']);
    await renderPage();
    expect(screen.queryByTestId('deposit-approve-1')).toBeNull();
    expect(screen.queryByTestId('deposit-reject-1')).toBeNull();
    expect(screen.queryByText('payments.columns.actions')).toBeNull();
  });

  it('offers the brand list to operators who may read brands', async () => {
    signInAs({ id: 9, username: 'owner', role: 'owner', permissions: ['payments.read', 'brands.read'] });
    calls = stubApi<Record<string, unknown>>((call) =>
      call.url === '/admin/api/brands'
        ? ok([{ code: 'demo', name: 'Demo', domains: [], maintenance: false, defaultLanguage: 'EN' }])
        : server(call),
    );
    await renderPage();
    await waitFor(() => expect(calls.some((c) => c.url === '/admin/api/brands')).toBe(true));
    expect(screen.getByTestId('deposit-brand').getAttribute('placeholder')).toBe('payments.allBrands');
  });
});
