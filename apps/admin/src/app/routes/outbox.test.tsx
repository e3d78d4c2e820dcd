// @vitest-environment jsdom
import { ADMIN_API, PERMISSIONS, type TBudgetTrip } from '@openlobby/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { signInAs } from '../../test/session.ts';
import { ok, stubApi } from '../../test/stub-api.ts';
import { OutboxPage } from './outbox.tsx';

const trip: TBudgetTrip = {
  brand: 'siam',
  budget: 'trialAccountsPerHour',
  scope: null,
  windowStart: '2026-03-14T02:00:00.000Z',
  windowEnd: '2026-03-14T03:00:00.000Z',
  limit: 30,
  refused: 145,
  firstAt: '2026-03-14T02:10:00.000Z',
  lastAt: '2026-03-14T02:58:00.000Z',
};

const serve = (trips: TBudgetTrip[]) =>
  stubApi(({ url }) =>
    url.startsWith(ADMIN_API.budgetTrips) ? ok(trips) : ok({ items: [], page: 1, pageSize: 20, total: 0 }),
  );

describe('SMS outbox page', () => {
  it('shows the budgets tripped today above the messages', async () => {
    signInAs({ id: 2, username: 'support1', role: 'support', permissions: PERMISSIONS });
    const calls = serve([trip]);
    renderWithProviders(<OutboxPage />, { router: true });

    const notice = await screen.findByTestId('budget-trips');
    const row = within(notice).getByTestId('budget-trip').textContent ?? '';
    expect(row).toContain('siam');
    expect(row).toContain('Trial accounts / hour');
    expect(row).toContain('145');
    expect(calls.some((c) => c.url === ADMIN_API.budgetTrips)).toBe(true);
  });

  it('shows no notice when no budget tripped', async () => {
    signInAs({ id: 2, username: 'support1', role: 'support', permissions: PERMISSIONS });
    const calls = serve([]);
    renderWithProviders(<OutboxPage />, { router: true });
    await waitFor(() => expect(calls.some((c) => c.url === ADMIN_API.budgetTrips)).toBe(true));
    await screen.findByText('Nothing to show');
    expect(screen.queryByTestId('budget-trips')).toBeNull();
  });
});
