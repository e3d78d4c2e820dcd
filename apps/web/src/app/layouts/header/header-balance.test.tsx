// @vitest-environment jsdom
import { WALLET_API, type TBalance } from '@openlobby/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBalanceData } from '../../../features/wallet/api/get-balance.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ok, pathOf, stubApi, type TApiAnswer } from '../../../test/stub-api.ts';
import { HeaderBalance } from './header-balance.tsx';

const balance = (main: number, vendors = 0): TBalance => ({
  sumBalance: main + vendors,
  isSingle: vendors === 0,
  mainBalance: main,
  heldBalance: 0,
  currency: 'THB',
  decimals: 2,
});

const amount = () => screen.getByTestId('header-balance-amount').textContent;

describe('HeaderBalance', () => {
  it('shows main plus vendor wallets, and refetches with a spin on refresh', async () => {
    const answers: (TApiAnswer | Promise<TApiAnswer>)[] = [ok(balance(1000, 234.5))];
    let release!: (a: TApiAnswer) => void;
    answers.push(new Promise((resolve) => (release = resolve)));
    const calls = stubApi((call) => (pathOf(call) === WALLET_API.balance ? answers.shift()! : ok(null)));
    renderWithProviders(<HeaderBalance token="test-token" symbol="฿" compact={false} />);
    await waitFor(() => expect(amount()).toBe('1,234.50'));
    expect(screen.getByTestId('header-balance').textContent).toContain('฿');

    const refresh = screen.getByTestId('header-balance-refresh');
    fireEvent.click(refresh);
    expect(refresh.dataset.spinning).toBeDefined();
    release(ok(balance(2000)));
    await waitFor(() => expect(amount()).toBe('2,000.00'));
    expect(calls).toHaveLength(2);
  });

  it('follows a balance written from outside (a money answer or a push)', async () => {
    stubApi(() => ok(balance(10)));
    const { client } = renderWithProviders(<HeaderBalance token="test-token" symbol="฿" compact={false} />);
    await waitFor(() => expect(amount()).toBe('10.00'));
    act(() => setBalanceData(client, balance(99.5, 0.5)));
    await waitFor(() => expect(amount()).toBe('100.00'));
  });
});
