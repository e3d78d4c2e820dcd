// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { TAdminWithdrawal } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { asFinance, visibleText as text } from '../../test/finance.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { bytes, fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { WithdrawalsPage } from './withdrawals.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({
    t: (key: string, o?: Record<string, unknown>) =>
      o && 'reference' in o ? `${key}:${String(o.reference)}` : key,
    i18n: { language: 'en' },
  }),
}));

const base: Pick<
  TAdminWithdrawal,
  | 'brand'
  | 'currency'
  | 'paidAt'
  | 'payoutReference'
  | 'autoReceiveAt'
  | 'remark'
  | 'proofIds'
  | 'reason'
  | 'decidedBy'
  | 'createdAt'
> = {
  brand: 'demo',
  currency: 'CNY',
  paidAt: null,
  payoutReference: null,
  autoReceiveAt: null,
  remark: null,
  proofIds: [],
  reason: null,
  decidedBy: null,
  createdAt: '2026-03-01T10:00:00Z',
};
const account = (id: number, name: string) =>
  ({ id, kind: 'BANK', bankName: 'Demo Bank', accountName: name, accountNumber: '****6201' }) as const;

const alice: TAdminWithdrawal = {
  ...base,
  id: 11,
  reference: 'W-0011',
  memberId: 1,
  memberAccount: 'alice',
  amount: 500,
  status: 'PENDING',
  account: account(1, 'Alice Wong'),
};
const bob: TAdminWithdrawal = {
  ...base,
  id: 12,
  reference: 'W-0012',
  memberId: 2,
  memberAccount: 'bob',
  amount: 1234.5,
  status: 'APPROVED',
  decidedBy: 'ann',
  account: { id: 2, kind: 'EWALLET', bankName: 'PayNow', accountName: 'Bob Lee', accountNumber: '****0042' },
};
const carol: TAdminWithdrawal = {
  ...base,
  id: 13,
  reference: 'W-0013',
  memberId: 3,
  memberAccount: 'carol',
  amount: 88,
  status: 'DISPUTED',
  payoutReference: 'TRX-1',
  paidAt: '2026-03-01T11:00:00Z',
  remark: 'Nothing arrived on my card',
  proofIds: [501, 502],
  decidedBy: 'ann',
  account: account(3, 'Carol Chan'),
};
const dave: TAdminWithdrawal = {
  ...base,
  id: 14,
  reference: 'W-0014',
  memberId: 4,
  memberAccount: 'dave',
  amount: 10,
  status: 'AUTO_RECEIVED',
  payoutReference: 'TRX-0',
  paidAt: '2026-02-01T11:00:00Z',
  decidedBy: 'auto-receive',
  account: account(4, 'Dave Ng'),
};

let rows: TAdminWithdrawal[] = [];
let calls: TApiCall<Record<string, unknown>>[] = [];

const FROM: Record<string, readonly string[]> = {
  approve: ['PENDING'],
  reject: ['PENDING', 'APPROVED'],
  payout: ['APPROVED', 'DISPUTED'],
  refund: ['DISPUTED'],
};
const TO = { approve: 'APPROVED', reject: 'REJECTED', payout: 'PAID', refund: 'REFUNDED' } as const;

const move = (id: number, change: Partial<TAdminWithdrawal>) => {
  rows = rows.map((w) => (w.id === id ? { ...w, ...change } : w));
};

/** A stub of the withdrawal API: filters like the server, moves a withdrawal only from the states each step needs. */
const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (call.method === 'GET' && url.pathname === '/admin/api/withdrawals') {
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q');
    const items = rows.filter(
      (w) => (!status || w.status === status) && (!q || w.memberAccount === q || w.reference === q),
    );
    return ok({ items, page: 1, pageSize: 20, total: items.length });
  }
  const proof = /^\/admin\/api\/withdrawals\/(\d+)\/proofs\/(\d+)$/.exec(url.pathname);
  if (call.method === 'GET' && proof) return bytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
  const step = /^\/admin\/api\/withdrawals\/(\d+)\/(approve|reject|payout|refund)$/.exec(url.pathname);
  if (call.method === 'POST' && step) {
    const id = Number(step[1]);
    const kind = step[2] as keyof typeof TO;
    const current = rows.find((w) => w.id === id);
    if (!current) return fail('NOT_FOUND', 404);
    if (!FROM[kind]!.includes(current.status)) return fail('OPERATION_NOT_ALLOWED', 403);
    const reference = call.body?.reference;
    move(id, {
      status: TO[kind],
      decidedBy: 'fin',
      ...(typeof call.body?.reason === 'string' ? { reason: call.body.reason } : {}),
      ...(typeof reference === 'string'
        ? { payoutReference: reference, paidAt: '2026-03-02T09:00:00Z' }
        : {}),
    });
    return ok({ ok: true });
  }
  return fail('NOT_FOUND', 404);
};

let shown: MockInstance<typeof notifications.show>;
let blobs = 0;

beforeEach(() => {
  rows = [alice, bob, carol, dave];
  blobs = 0;
  asFinance();
  calls = stubApi<Record<string, unknown>>(server);
  shown = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  URL.createObjectURL = vi.fn(() => `blob:proof-${++blobs}`);
  URL.revokeObjectURL = vi.fn();
  return () => shown.mockRestore();
});

const lists = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/admin/api/withdrawals?'));
const posts = () => calls.filter((c) => c.method === 'POST');
const state = (id: number) => screen.getByTestId(`withdrawal-state-${id}`).dataset.status;

const renderPage = async (first = 'withdrawal-row-W-0011') => {
  renderWithProviders(<WithdrawalsPage />, { router: true });
  await screen.findByTestId(first);
};

/** Picks a status in the filter's select. */
const showStatus = async (status: string) => {
  fireEvent.click(screen.getByTestId('withdrawal-status-filter'));
  fireEvent.click(
    await screen.findByRole('option', { name: `payments.withdrawals.statuses.${status}`, hidden: true }),
  );
};

describe('withdrawal queue', () => {
  it('opens on PENDING, refreshes itself, and shows where the money goes', async () => {
    await renderPage();
    expect(screen.getByTestId('withdrawals-page')).toBeTruthy();
    expect(lists()[0]!.url).toBe('/admin/api/withdrawals?status=PENDING&page=1&pageSize=20');
    expect(screen.getByTestId('withdrawal-auto-refresh')).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-row-W-0012')).toBeNull();
    const row = screen.getByTestId('withdrawal-row-W-0011');
    expect(within(row).getByText('alice')).toBeTruthy();
    expect(text(screen.getByTestId('withdrawal-amount-11'))).toBe('CNY 500.00');
    expect(text(screen.getByTestId('withdrawal-payto-11'))).toContain('Demo Bank');
    expect(text(screen.getByTestId('withdrawal-payto-11'))).toContain('Alice Wong · ****6201');
    expect(state(11)).toBe('PENDING');
    expect(screen.getByTestId('withdrawal-approve-11')).toBeTruthy();
    expect(screen.getByTestId('withdrawal-reject-11')).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-payout-11')).toBeNull();
  });

  it('filters by any of the nine states and by account or reference', async () => {
    await renderPage();
    await showStatus('ALL');
    await screen.findByTestId('withdrawal-row-W-0014');
    expect(lists().at(-1)!.url).toBe('/admin/api/withdrawals?page=1&pageSize=20');
    expect(screen.queryByTestId('withdrawal-auto-refresh')).toBeNull();
    expect([11, 12, 13, 14].map(state)).toEqual(['PENDING', 'APPROVED', 'DISPUTED', 'AUTO_RECEIVED']);
    // Each state its actions: approved pays out or rejects, disputed opens, auto-received has none.
    expect(screen.getByTestId('withdrawal-payout-12')).toBeTruthy();
    expect(screen.getByTestId('withdrawal-reject-12')).toBeTruthy();
    expect(screen.getByTestId('withdrawal-dispute-13')).toBeTruthy();
    const closed = screen.getByTestId('withdrawal-row-W-0014');
    expect(within(closed).queryAllByRole('button')).toEqual([]);
    expect(within(closed).getByText('payments.withdrawals.autoReceiveJob')).toBeTruthy();

    await showStatus('DISPUTED');
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row-W-0011')).toBeNull());
    expect(lists().at(-1)!.url).toBe('/admin/api/withdrawals?status=DISPUTED&page=1&pageSize=20');

    const search = screen.getByTestId('withdrawal-search');
    fireEvent.change(search, { target: { value: ' carol ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(lists().at(-1)!.url).toBe('/admin/api/withdrawals?status=DISPUTED&q=carol&page=1&pageSize=20'),
    );
    expect(screen.getByTestId('withdrawal-row-W-0013')).toBeTruthy();
  });

  it('approves a pending withdrawal, then pays it out with the payout reference', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('withdrawal-approve-11'));
    expect(text(await screen.findByTestId('withdrawal-summary-amount'))).toBe('CNY 500.00');
    expect(text(screen.getByTestId('withdrawal-summary-account'))).toBe('alice');
    fireEvent.click(screen.getByTestId('withdrawal-approve-confirm'));
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row-W-0011')).toBeNull());
    expect(posts()).toEqual([{ method: 'POST', url: '/admin/api/withdrawals/11/approve', body: undefined }]);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'payments.withdrawals.approve.done:W-0011' }),
    );

    await showStatus('APPROVED');
    await screen.findByTestId('withdrawal-row-W-0011');
    expect(state(11)).toBe('APPROVED');
    fireEvent.click(screen.getByTestId('withdrawal-payout-11'));
    const reference = await screen.findByTestId('withdrawal-payout-reference');
    expect(screen.getByText('payments.withdrawals.payout.title')).toBeTruthy();
    // Blank or too short: refused before anything is sent.
    fireEvent.click(screen.getByTestId('withdrawal-payout-confirm'));
    expect(await screen.findByText('payments.withdrawals.payout.errors.invalid')).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'ab' } });
    fireEvent.click(screen.getByTestId('withdrawal-payout-confirm'));
    expect(posts()).toHaveLength(1);

    fireEvent.change(reference, { target: { value: ' TRX-9001 ' } });
    fireEvent.click(screen.getByTestId('withdrawal-payout-confirm'));
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row-W-0011')).toBeNull());
    expect(posts()[1]).toEqual({
      method: 'POST',
      url: '/admin/api/withdrawals/11/payout',
      body: { reference: 'TRX-9001' },
    });
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'payments.withdrawals.payout.done:W-0011' }),
    );
    await waitFor(() => expect(screen.queryByTestId('withdrawal-payout-reference')).toBeNull());
    expect(rows.find((w) => w.id === 11)).toMatchObject({ status: 'PAID', payoutReference: 'TRX-9001' });
  });

  it('rejects an approved withdrawal only with a reason', async () => {
    await renderPage();
    await showStatus('APPROVED');
    fireEvent.click(await screen.findByTestId('withdrawal-reject-12'));
    expect(await screen.findByText('payments.withdrawals.reject.description:W-0012')).toBeTruthy();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Name does not match' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row-W-0012')).toBeNull());
    expect(posts()).toEqual([
      { method: 'POST', url: '/admin/api/withdrawals/12/reject', body: { reason: 'Name does not match' } },
    ]);
  });

  it('shows a dispute with its remark and proofs, and refunds it with a reason', async () => {
    await renderPage();
    await showStatus('DISPUTED');
    fireEvent.click(await screen.findByTestId('withdrawal-dispute-13'));
    const drawer = screen.getByTestId('withdrawal-dispute-drawer');
    expect(await within(drawer).findByText('payments.withdrawals.dispute.title:W-0013')).toBeTruthy();
    expect(text(screen.getByTestId('withdrawal-dispute-remark'))).toBe('Nothing arrived on my card');

    // The proofs are fetched with the token, as blobs, and shown from object URLs.
    await waitFor(() => expect(screen.getByTestId('withdrawal-proof-502').dataset.state).toBe('ready'));
    const proofCalls = calls.filter((c) => c.url.includes('/proofs/')).map((c) => c.url);
    expect(proofCalls.sort()).toEqual([
      '/admin/api/withdrawals/13/proofs/501',
      '/admin/api/withdrawals/13/proofs/502',
    ]);
    const [, init] = vi.mocked(fetch).mock.calls.find(([u]) => String(u).endsWith('/proofs/501'))!;
    expect((init!.headers as Headers).get('Authorization')).toBe('tok');
    expect(vi.mocked(URL.createObjectURL).mock.calls[0]![0]).toBeInstanceOf(Blob);
    const thumb = screen.getByTestId('withdrawal-proof-501');
    const src = thumb.querySelector('img')!.getAttribute('src')!;
    expect(src).toMatch(/^blob:proof-/);

    // A click enlarges it.
    fireEvent.click(thumb);
    const preview = screen.getByTestId('withdrawal-proof-preview');
    expect((await within(preview).findByRole('img')).getAttribute('src')).toBe(src);
    fireEvent.click(within(preview).getByRole('button'));
    await waitFor(() => expect(within(preview).queryByRole('img')).toBeNull());

    fireEvent.click(screen.getByTestId('withdrawal-refund-13'));
    expect(await screen.findByText('payments.withdrawals.refund.description:W-0013')).toBeTruthy();
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'Bank confirms no transfer' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row-W-0013')).toBeNull());
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/admin/api/withdrawals/13/refund',
        body: { reason: 'Bank confirms no transfer' },
      },
    ]);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'payments.withdrawals.refund.done:W-0013' }),
    );
    await waitFor(() => expect(screen.queryByTestId('withdrawal-dispute-remark')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('reason-input')).toBeNull());
  });

  it('pays a dispute again, with a reference other than the first one', async () => {
    await renderPage();
    await showStatus('DISPUTED');
    fireEvent.click(await screen.findByTestId('withdrawal-dispute-13'));
    fireEvent.click(await screen.findByTestId('withdrawal-payout-13'));
    const reference = await screen.findByTestId('withdrawal-payout-reference');
    expect(screen.getByText('payments.withdrawals.payAgain.title')).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'TRX-1' } });
    fireEvent.click(screen.getByTestId('withdrawal-payout-confirm'));
    expect(await screen.findByText('payments.withdrawals.payout.errors.samePrevious')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.change(reference, { target: { value: 'TRX-2' } });
    fireEvent.click(screen.getByTestId('withdrawal-payout-confirm'));
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row-W-0013')).toBeNull());
    expect(posts()).toEqual([
      { method: 'POST', url: '/admin/api/withdrawals/13/payout', body: { reference: 'TRX-2' } },
    ]);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'payments.withdrawals.payAgain.done:W-0013' }),
    );
    await waitFor(() => expect(screen.queryByTestId('withdrawal-dispute-remark')).toBeNull());
  });

  it('closes the dialog, says so and shows the new state when the withdrawal moved on meanwhile', async () => {
    await renderPage();
    await showStatus('ALL');
    await screen.findByTestId('withdrawal-row-W-0014');
    fireEvent.click(screen.getByTestId('withdrawal-approve-11'));
    await screen.findByTestId('withdrawal-approve-confirm');
    // Meanwhile another operator rejects it.
    move(11, { status: 'REJECTED', decidedBy: 'ann', reason: 'duplicate' });
    fireEvent.click(screen.getByTestId('withdrawal-approve-confirm'));
    await waitFor(() => expect(state(11)).toBe('REJECTED'));
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'yellow',
        title: 'payments.withdrawals.conflictTitle',
        message: 'payments.withdrawals.conflict:W-0011',
      }),
    );
    expect(shown).not.toHaveBeenCalledWith(expect.objectContaining({ color: 'green' }));
    await waitFor(() => expect(screen.queryByTestId('withdrawal-approve-confirm')).toBeNull());
    expect(screen.queryByTestId('withdrawal-approve-11')).toBeNull();
    expect(within(screen.getByTestId('withdrawal-row-W-0011')).getByText('duplicate')).toBeTruthy();
  });

  it('treats a refund that lost the race the same way, closing the dispute', async () => {
    await renderPage();
    await showStatus('DISPUTED');
    fireEvent.click(await screen.findByTestId('withdrawal-dispute-13'));
    fireEvent.click(await screen.findByTestId('withdrawal-refund-13'));
    fireEvent.change(await screen.findByTestId('reason-input'), { target: { value: 'Not received' } });
    // Meanwhile the member confirms receipt after all.
    move(13, { status: 'FULLY_PAID' });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row-W-0013')).toBeNull());
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'payments.withdrawals.conflict:W-0013' }),
    );
    await waitFor(() => expect(screen.queryByTestId('reason-input')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('withdrawal-dispute-remark')).toBeNull());
  });

  it('keeps the dialog open with the error for any other failure', async () => {
    await renderPage();
    calls = stubApi<Record<string, unknown>>((call) =>
      call.method === 'POST' ? fail('SYSTEM_ERROR', 500) : server(call),
    );
    fireEvent.click(screen.getByTestId('withdrawal-approve-11'));
    fireEvent.click(await screen.findByTestId('withdrawal-approve-confirm'));
    expect(text(await screen.findByTestId('withdrawal-approve-error'))).toBe('errors.SYSTEM_ERROR');
    expect(screen.getByTestId('withdrawal-approve-confirm')).toBeTruthy();
    expect(shown).not.toHaveBeenCalled();
  });

  it('says when a proof cannot be loaded, and loads it on retry', async () => {
    let refuse = true;
    calls = stubApi<Record<string, unknown>>((call) =>
      refuse && call.url.endsWith('/proofs/502') ? fail('NOT_FOUND', 404) : server(call),
    );
    await renderPage();
    await showStatus('DISPUTED');
    fireEvent.click(await screen.findByTestId('withdrawal-dispute-13'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-proof-502').dataset.state).toBe('error'));
    expect(screen.getByTestId('withdrawal-proof-501').dataset.state).toBe('ready');
    refuse = false;
    fireEvent.click(within(screen.getByTestId('withdrawal-proof-502')).getByText('common.retry'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-proof-502').dataset.state).toBe('ready'));
  });

  it('lets payments.read see a dispute but take no step', async () => {
    asFinance(['payments.read']);
    await renderPage();
    expect(screen.queryByTestId('withdrawal-approve-11')).toBeNull();
    expect(screen.queryByTestId('withdrawal-reject-11')).toBeNull();
    await showStatus('ALL');
    await screen.findByTestId('withdrawal-row-W-0014');
    expect(screen.queryByTestId('withdrawal-payout-12')).toBeNull();
    fireEvent.click(screen.getByTestId('withdrawal-dispute-13'));
    await screen.findByTestId('withdrawal-dispute-readonly');
    expect(text(screen.getByTestId('withdrawal-dispute-remark'))).toBe('Nothing arrived on my card');
    expect(screen.queryByTestId('withdrawal-refund-13')).toBeNull();
    expect(screen.queryByTestId('withdrawal-payout-13')).toBeNull();
  });
});
