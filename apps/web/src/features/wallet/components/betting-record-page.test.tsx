// @vitest-environment jsdom
import { WALLET_API, type TBetRecord } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { BettingRecordPage } from './betting-record-page.tsx';

const rows: TBetRecord[] = [
  {
    id: 7,
    reference: 'PG-ROUND-7781',
    vendorCode: 'PG',
    vendorName: 'PG Soft',
    game: 'Fortune Tiger',
    placedAt: '2026-03-14T10:00:00Z',
    settledAt: '2026-03-14T10:00:05Z',
    betAmount: 50,
    winAmount: 120,
    profit: 70,
    status: 'SETTLED',
  },
  {
    id: 6,
    reference: 'JL-5512',
    vendorCode: 'JILI',
    vendorName: null,
    game: null,
    placedAt: '2026-03-13T09:00:00Z',
    settledAt: null,
    betAmount: 30,
    winAmount: 0,
    profit: 0,
    status: 'OPEN',
  },
];

const page = (items: TBetRecord[], total: number) => ({
  items,
  page: 1,
  pageSize: 20,
  total,
  totals: { betAmount: 1250, winAmount: 1000, profit: -250 },
});

let calls: TApiCall[];
let empty: boolean;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 12, 0));
  empty = false;
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (path === WALLET_API.bettingRecords)
      return ok(
        empty ? { ...page([], 0), totals: { betAmount: 0, winAmount: 0, profit: 0 } } : page(rows, 45),
      );
    if (path === WALLET_API.merchantWallet)
      return ok({
        mainBalance: 500,
        currency: 'THB',
        decimals: 2,
        wallets: [
          { vendorCode: 'PG', name: 'PG Soft', category: 'SLOT', balance: 0 },
          { vendorCode: 'JILI', name: 'JILI Games', category: 'SLOT', balance: 10 },
        ],
      });
    if (path === WALLET_API.balance)
      return ok({
        sumBalance: 510,
        isSingle: false,
        mainBalance: 500,
        heldBalance: 0,
        currency: 'THB',
        decimals: 2,
      });
    return fail('NOT_FOUND', 404);
  });
});
afterEach(() => vi.useRealTimers());

const lastQuery = () => {
  const list = calls.filter((c) => pathOf(c) === WALLET_API.bettingRecords);
  return Object.fromEntries(new URL(list[list.length - 1]!.url, 'http://x').searchParams);
};

describe('BettingRecordPage', () => {
  it('lists the last 7 days of bets with the range totals, vendor names and status', async () => {
    renderWithProviders(<BettingRecordPage />);
    const row = await screen.findByTestId('bet-row-7');
    expect(lastQuery()).toEqual({ from: '2026-03-09', to: '2026-03-15', page: '1', pageSize: '20' });

    const totals = screen.getByTestId('bets-totals');
    expect(within(totals).getByTestId('bets-total-betAmount').textContent).toContain('1,250.00');
    expect(within(totals).getByTestId('bets-total-winAmount').textContent).toContain('1,000.00');
    expect(within(totals).getByText('−250.00').dataset.sign).toBe('down');

    await within(row).findByText('PG Soft');
    expect(row.textContent).toContain('Fortune Tiger');
    expect(row.textContent).toContain('PG-ROUND-7781');
    expect(within(row).getByText('+70.00').dataset.sign).toBe('up');
    expect(within(row).getByText('wallet.bets.status.SETTLED')).toBeTruthy();

    const open = screen.getByTestId('bet-row-6');
    expect(open.querySelector<HTMLElement>('[data-sign]')?.dataset.sign).toBe('zero');
    expect(within(open).getByText('JILI Games')).toBeTruthy();
    expect(within(open).getByText('—')).toBeTruthy();
    expect(within(open).getByText('wallet.bets.status.OPEN')).toBeTruthy();
    expect(within(screen.getByTestId('bets-table')).getAllByRole('row')).toHaveLength(3);
  });

  it('filters by vendor, moves the window and pages', async () => {
    renderWithProviders(<BettingRecordPage />);
    await screen.findByTestId('bet-row-7');
    const vendor = screen.getByTestId('bets-vendor');
    await within(vendor).findByText('JILI Games');

    fireEvent.click(within(screen.getByTestId('pagination')).getByText('3'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '3' }));
    fireEvent.change(vendor, { target: { value: 'JILI' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ vendorCode: 'JILI', page: '1' }));
    fireEvent.click(screen.getByTestId('date-range-prev-7'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        from: '2026-03-02',
        to: '2026-03-08',
        page: '1',
        pageSize: '20',
        vendorCode: 'JILI',
      }),
    );
    fireEvent.change(vendor, { target: { value: '' } });
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('vendorCode'));
  });

  it('says bets appear once the member plays when the window has none', async () => {
    empty = true;
    renderWithProviders(<BettingRecordPage />);
    await screen.findByText('wallet.bets.empty');
    const table = screen.getByTestId('bets-table');
    expect(table.textContent).toContain('wallet.bets.emptyHint');
    expect(screen.queryByTestId('pagination')).toBeNull();
    expect(screen.getByTestId('bets-total-profit').textContent).toContain('0.00');
  });
});
