// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { TBalanceAdjustment } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { visibleText } from '../../test/finance.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { signInAs } from '../../test/session.ts';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { AdjustmentsPage } from './adjustments.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const LIST = '/admin/api/balance-adjustments';

const pendingBy = (id: number, requestedBy: string): TBalanceAdjustment => ({
  id,
  brand: 'lobby',
  memberId: 40 + id,
  memberAccount: `player${id}`,
  direction: id % 2 === 0 ? 'debit' : 'credit',
  amount: 25_000 + id,
  currency: 'CNY',
  reason: `Goodwill for ticket ${id}`,
  status: 'PENDING',
  requestedBy,
  decidedBy: null,
  decidedAt: null,
  rejectReason: null,
  entryId: null,
  createdAt: '2026-11-25T01:00:00.000Z',
});
const theirs = pendingBy(1, 'finance2');
const mine = pendingBy(2, 'fin');

let items: TBalanceAdjustment[] = [];
let decide: (call: TApiCall) => TApiAnswer = () => ok({ ...theirs, status: 'POSTED', decidedBy: 'fin' });
let calls: TApiCall[] = [];
let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  items = [theirs, mine];
  decide = () => ok({ ...theirs, status: 'POSTED', decidedBy: 'fin' });
  calls = stubApi((call) =>
    call.method === 'GET' ? ok({ items, page: 1, pageSize: 20, total: items.length }) : decide(call),
  );
  signInAs({ id: 1, username: 'fin', role: 'finance', permissions: ['members.adjustBalance'] });
  show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const writes = () => calls.filter((c) => c.method !== 'GET');
const reads = () => calls.filter((c) => c.method === 'GET');
const renderPage = async () => {
  renderWithProviders(<AdjustmentsPage />, { router: true });
  await screen.findByTestId('adjustment-row-1');
};

describe('AdjustmentsPage', () => {
  it('asks for the pending adjustments and shows member, amount, direction, reason, maker and time', async () => {
    await renderPage();
    expect(reads()[0]!.url).toBe(`${LIST}?status=PENDING&page=1&pageSize=20`);
    const row = within(screen.getByTestId('adjustment-row-1'));
    expect(row.getByText('player1')).toBeTruthy();
    expect(visibleText(screen.getByTestId('adjustment-amount-1'))).toContain('25,001.00');
    expect(screen.getByTestId('adjustment-direction-1').dataset.direction).toBe('credit');
    expect(screen.getByTestId('adjustment-direction-2').dataset.direction).toBe('debit');
    expect(row.getByText('Goodwill for ticket 1')).toBeTruthy();
    expect(row.getByText('finance2')).toBeTruthy();
    expect(row.getByText(/2026/)).toBeTruthy();
    expect(screen.getByTestId('adjustment-status-1').dataset.status).toBe('PENDING');
  });

  it('approves only after the confirm dialog, then reads the queue again', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('adjustment-approve-1'));
    expect(await screen.findByTestId('adjustment-summary')).toBeTruthy();
    expect(writes()).toEqual([]);
    items = [mine];
    fireEvent.click(screen.getByTestId('adjustment-approve-confirm'));
    await waitFor(() => expect(screen.queryByTestId('adjustment-row-1')).toBeNull());
    expect(writes()).toEqual([{ method: 'POST', url: `${LIST}/1/approve`, body: undefined }]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'adjustments.approve.done' }));
  });

  it('rejects with the reason the checker gives', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('adjustment-reject-1'));
    fireEvent.change(await screen.findByTestId('reason-input'), {
      target: { value: 'No ticket backs this goodwill' },
    });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'POST', url: `${LIST}/1/reject`, body: { reason: 'No ticket backs this goodwill' } },
      ]),
    );
  });

  it('offers no approval of the checker’s own adjustment and says another operator must approve it', async () => {
    await renderPage();
    expect(screen.queryByTestId('adjustment-approve-2')).toBeNull();
    expect(screen.getByTestId('adjustment-own-2').textContent).toBe('adjustments.ownNote');
    // The maker may still withdraw it.
    expect(screen.getByTestId('adjustment-reject-2')).toBeTruthy();
  });

  it('shows the server’s self-approval refusal in the dialog, which stays open', async () => {
    decide = () => fail('ADJUSTMENT_SELF_APPROVAL', 403);
    await renderPage();
    fireEvent.click(screen.getByTestId('adjustment-approve-1'));
    fireEvent.click(await screen.findByTestId('adjustment-approve-confirm'));
    expect((await screen.findByTestId('adjustment-approve-error')).textContent).toBe(
      'errors.ADJUSTMENT_SELF_APPROVAL',
    );
    expect(screen.getByTestId('adjustment-approve-confirm')).toBeTruthy();
  });

  it('says so when nothing waits for a second operator', async () => {
    items = [];
    renderWithProviders(<AdjustmentsPage />, { router: true });
    expect((await screen.findByTestId('adjustments-empty')).textContent).toContain(
      'adjustments.emptyPending',
    );
  });
});
