// @vitest-environment jsdom
import { WALLET_API, type TBalance, type TWhitelabel } from '@openlobby/contracts';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../features/auth/stores/session-store.ts';
import { systemKeys } from '../../../features/system/api/query-keys.ts';
import { makeTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { ok, pathOf, stubApi } from '../../../test/stub-api.ts';
import { HeaderAccount } from './header-account.tsx';

const balance: TBalance = {
  sumBalance: 12.5,
  isSingle: true,
  mainBalance: 12.5,
  heldBalance: 0,
  currency: 'THB',
  decimals: 2,
};

/** The header as a logged-in account sees it; only the brand's currency symbol is read here. */
const renderHeader = (isTrial: boolean) => {
  useSessionStore.setState({ token: 'test-token', account: 'someone', type: isTrial ? 4 : 0, isTrial });
  const client = makeTestQueryClient();
  client.setQueryData(systemKeys.whitelabel, { currency: { symbol: '฿' } } as TWhitelabel);
  const calls = stubApi((call) => (pathOf(call) === WALLET_API.balance ? ok(balance) : ok({ iconUrl: '' })));
  renderWithProviders(
    <MemoryRouter>
      <HeaderAccount compact={false} />
    </MemoryRouter>,
    { client },
  );
  return calls;
};

afterEach(() => useSessionStore.getState().signOut());

describe('HeaderAccount', () => {
  it('shows a member’s balance', async () => {
    const calls = renderHeader(false);
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('12.50'));
    expect(calls.some((c) => pathOf(c) === WALLET_API.balance)).toBe(true);
  });

  it('shows a trial account no balance and never asks for one', async () => {
    const calls = renderHeader(true);
    await screen.findByTestId('header-account');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(calls.filter((c) => pathOf(c) === WALLET_API.balance)).toEqual([]);
  });
});
