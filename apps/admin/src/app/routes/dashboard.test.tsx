// @vitest-environment jsdom
import { PERMISSIONS, type TDashboard } from '@openlobby/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { signInAs } from '../../test/session.ts';
import { ok, stubApi, type TApiCall } from '../../test/stub-api.ts';
import { DashboardPage } from './dashboard.tsx';

const days = (amount: (i: number) => number) =>
  Array.from({ length: 14 }, (_, i) => ({
    day: `2026-03-${String(i + 1).padStart(2, '0')}`,
    amount: amount(i),
  }));

const money = (
  over: Partial<TDashboard['money'][number]> & { currency: string },
): TDashboard['money'][number] => ({
  depositsToday: 0,
  depositCountToday: 0,
  withdrawalsPaidToday: 0,
  withdrawalCountToday: 0,
  netToday: 0,
  pendingDeposits: 0,
  pendingWithdrawals: 0,
  depositsByDay: days(() => 0),
  ...over,
});

const dashboard: TDashboard = {
  budgetTrips: [],
  registrationsToday: 12,
  loginsToday: 1234,
  onlineMembers: 5,
  registrationsByDay: [{ day: '2026-03-14', count: 12 }],
  money: [
    money({
      currency: 'CNY',
      depositsToday: 1234.5,
      depositCountToday: 3,
      withdrawalsPaidToday: 200,
      withdrawalCountToday: 1,
      netToday: 1034.5,
      pendingDeposits: 4,
      pendingWithdrawals: 2,
      depositsByDay: days((i) => (i === 13 ? 1234.5 : i * 1000)),
    }),
    money({
      currency: 'USD',
      withdrawalsPaidToday: 50,
      withdrawalCountToday: 1,
      netToday: -50,
    }),
  ],
};

let calls: TApiCall[] = [];
let answer: TDashboard = dashboard;

beforeEach(() => {
  answer = dashboard;
  calls = stubApi(() => ok(answer));
});

/** Text with Intl's no-break spaces as plain spaces. */
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');
const byId = (id: string) => text(screen.getByTestId(id));

describe('dashboard', () => {
  it('shows today’s members and, per currency, the money figures and 14 days of deposits', async () => {
    signInAs({ id: 1, username: 'owner', role: 'owner', permissions: PERMISSIONS });
    renderWithProviders(<DashboardPage />, { router: true });

    expect(text(await screen.findByTestId('dashboard-registrations'))).toBe('12');
    expect(byId('dashboard-logins')).toBe('1,234');
    expect(calls).toHaveLength(1);

    const section = screen.getByTestId('dashboard-money');
    expect(within(section).getByText('Money today')).toBeTruthy();

    const cny = screen.getByTestId('dashboard-money-CNY');
    expect(byId('dashboard-deposits-CNY')).toBe('CNY 1,234.50');
    expect(byId('dashboard-deposit-count-CNY')).toBe('3 deposits');
    expect(byId('dashboard-withdrawals-CNY')).toBe('CNY 200.00');
    expect(byId('dashboard-withdrawal-count-CNY')).toBe('1 withdrawal');
    expect(byId('dashboard-net-CNY')).toBe('CNY 1,034.50');
    expect(byId('dashboard-pending-deposits-CNY')).toBe('4');
    expect(byId('dashboard-pending-withdrawals-CNY')).toBe('2');

    // Net is green when money came in, red when more went out.
    expect(screen.getByTestId('dashboard-net-CNY').getAttribute('style')).toContain('green');
    expect(byId('dashboard-net-USD')).toBe('-USD 50.00');
    expect(screen.getByTestId('dashboard-net-USD').getAttribute('style')).toContain('red');

    // One bar per day, each with the full amount in its tooltip; the axis uses short numbers.
    const chart = within(cny).getByTestId('dashboard-deposits-chart-CNY');
    expect(chart.querySelectorAll('rect')).toHaveLength(14);
    expect(chart.querySelector('title')?.textContent).toBe('Deposits by day (CNY)');
    const tips = [...chart.querySelectorAll('rect > title')].map((el) =>
      (el.textContent ?? '').replace(/\u00a0/g, ' '),
    );
    expect(tips.at(-1)).toMatch(/: CNY 1,234\.50$/);
    expect(tips.at(-2)).toMatch(/: CNY 12,000\.00$/);
    expect([...chart.querySelectorAll('text')].map((el) => el.textContent)).toContain('12K');
    expect(
      within(screen.getByTestId('dashboard-money-USD')).getByTestId('dashboard-deposits-chart-USD'),
    ).toBeTruthy();

    // The pending figures lead to the queues.
    expect(screen.getByTestId('dashboard-pending-deposits-link-CNY').getAttribute('href')).toBe('/deposits');
    expect(screen.getByTestId('dashboard-pending-withdrawals-link-USD').getAttribute('href')).toBe(
      '/withdrawals',
    );
  });

  it('shows the pending counts without links to an operator who may not read payments', async () => {
    const permissions = PERMISSIONS.filter((p) => p !== 'payments.read');
    signInAs({ id: 2, username: 'support', role: 'support', permissions });
    renderWithProviders(<DashboardPage />, { router: true });

    expect(text(await screen.findByTestId('dashboard-pending-deposits-CNY'))).toBe('4');
    expect(screen.queryByTestId('dashboard-pending-deposits-link-CNY')).toBeNull();
    expect(screen.queryByTestId('dashboard-pending-withdrawals-link-CNY')).toBeNull();
  });

  it('lists today’s tripped budgets per brand, and shows no notice when none tripped', async () => {
    answer = {
      ...dashboard,
      budgetTrips: [
        {
          brand: 'lobby',
          budget: 'smsHourlyQuota',
          scope: null,
          windowStart: '2026-03-14T02:00:00.000Z',
          windowEnd: '2026-03-14T03:00:00.000Z',
          limit: 60,
          refused: 1234,
          firstAt: '2026-03-14T02:40:00.000Z',
          lastAt: '2026-03-14T02:59:00.000Z',
        },
        {
          brand: 'siam',
          budget: 'smsCountries',
          scope: '+66',
          windowStart: '2026-03-13T17:00:00.000Z',
          windowEnd: '2026-03-14T17:00:00.000Z',
          limit: 200,
          refused: 3,
          firstAt: '2026-03-14T01:00:00.000Z',
          lastAt: '2026-03-14T01:05:00.000Z',
        },
      ],
    };
    signInAs({ id: 1, username: 'owner', role: 'owner', permissions: PERMISSIONS });
    const { unmount } = renderWithProviders(<DashboardPage />, { router: true });

    const notice = await screen.findByTestId('budget-trips');
    expect(within(notice).getByText('Budgets tripped today')).toBeTruthy();
    const rows = within(notice).getAllByTestId('budget-trip').map(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('lobby');
    expect(rows[0]).toContain('SMS for the brand / hour');
    expect(rows[0]).toContain('1,234');
    expect(rows[1]).toContain('SMS to +66 / day');
    unmount();

    answer = dashboard;
    renderWithProviders(<DashboardPage />, { router: true });
    await screen.findByTestId('dashboard-registrations');
    expect(screen.queryByTestId('budget-trips')).toBeNull();
  });

  it('says so when no currency has figures', async () => {
    answer = { ...dashboard, money: [] };
    signInAs({ id: 1, username: 'owner', role: 'owner', permissions: PERMISSIONS });
    renderWithProviders(<DashboardPage />, { router: true });

    expect(text(await screen.findByTestId('dashboard-money-empty'))).toBe('No currency in use yet.');
    expect(screen.queryByTestId('dashboard-money-CNY')).toBeNull();
  });
});
