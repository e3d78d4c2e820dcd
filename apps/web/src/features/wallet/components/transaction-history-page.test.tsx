// @vitest-environment jsdom
import { WALLET_API, type TTransaction } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { TransactionHistoryPage } from './transaction-history-page.tsx';

const rows: TTransaction[] = [
  {
    id: 11,
    at: '2026-03-14T10:00:00Z',
    kind: 'BET',
    wallet: 'MAIN',
    amount: -25,
    balanceAfter: 975,
    reference: 'R-1',
  },
  {
    id: 10,
    at: '2026-03-13T10:00:00Z',
    kind: 'DEPOSIT',
    wallet: 'MAIN',
    amount: 1000,
    balanceAfter: 1000,
    reference: null,
  },
];

let calls: TApiCall[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 12, 0));
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (path === WALLET_API.transactions) return ok({ items: rows, page: 1, pageSize: 20, total: 45 });
    if (path === WALLET_API.transactionDetail)
      return ok({
        id: 11,
        at: rows[0]!.at,
        kind: 'BET',
        reference: 'R-1',
        legs: [{ wallet: 'MAIN', amount: -25, balanceAfter: 975 }],
        memo: { game: 'Fortune Tiger' },
      });
    if (path === WALLET_API.balance)
      return ok({
        sumBalance: 975,
        isSingle: true,
        mainBalance: 975,
        heldBalance: 0,
        currency: 'THB',
        decimals: 2,
      });
    return fail('NOT_FOUND', 404);
  });
});
afterEach(() => vi.useRealTimers());

const lastQuery = () => {
  const list = calls.filter((c) => pathOf(c) === WALLET_API.transactions);
  return Object.fromEntries(new URL(list[list.length - 1]!.url, 'http://x').searchParams);
};

describe('TransactionHistoryPage', () => {
  it('opens on the last 7 days and moves the window with the quick buttons', async () => {
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findByTestId('transaction-row-11');
    expect(lastQuery()).toEqual({ from: '2026-03-09', to: '2026-03-15', page: '1', pageSize: '20' });
    expect(screen.getByTestId('date-range-next-7')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('date-range-prev-30'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-02-07', to: '2026-02-13' }));
    fireEvent.click(screen.getByTestId('date-range-next-7'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-02-14', to: '2026-02-20' }));
    expect(screen.getByTestId('date-range-from')).toHaveProperty('value', '2026-02-14');
  });

  it('filters by kind, pages, and shows signed, coloured amounts', async () => {
    renderWithProviders(<TransactionHistoryPage />);
    const row = await screen.findByTestId('transaction-row-11');
    expect(within(row).getByText('−25.00').dataset.sign).toBe('down');
    expect(within(screen.getByTestId('transaction-row-10')).getByText('+1,000.00').dataset.sign).toBe('up');
    fireEvent.change(screen.getByTestId('transactions-kind'), { target: { value: 'BET' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'BET', page: '1' }));
    fireEvent.click(within(screen.getByTestId('pagination')).getByText('3'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'BET', page: '3' }));
  });

  it('opens a row’s detail with its legs', async () => {
    renderWithProviders(<TransactionHistoryPage />);
    fireEvent.click(await screen.findByTestId('transaction-row-11'));
    const detail = await screen.findByTestId('transaction-detail');
    await within(detail).findAllByTestId('transaction-leg');
    expect(detail.textContent).toContain('Fortune Tiger');
    expect(calls.some((c) => c.url === `${WALLET_API.transactionDetail}?id=11`)).toBe(true);
  });
});
