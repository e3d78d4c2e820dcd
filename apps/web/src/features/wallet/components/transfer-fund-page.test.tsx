// @vitest-environment jsdom
import { WALLET_API, type TBalance, type TMerchantWallet } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { TransferFundPage } from './transfer-fund-page.tsx';

// Keys, not words: the default value (errors.SYSTEM_ERROR) must not stand in for the code shown.
vi.mock('../../../lib/use-translation.ts', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const balance = (main: number): TBalance => ({
  sumBalance: main + 50,
  isSingle: false,
  mainBalance: main,
  heldBalance: 0,
  currency: 'THB',
  decimals: 2,
});

let wallet: TMerchantWallet;
/** Answers of the coming POSTs, in order; `throw` is a lost connection, a promise a slow server. */
let posts: (TApiAnswer | Promise<TApiAnswer>)[];
let calls: TApiCall[];

const serve = () =>
  stubApi((call) => {
    if (call.method === 'POST' && pathOf(call) === WALLET_API.transfer)
      return posts.shift() ?? fail('SYSTEM_ERROR', 500);
    if (pathOf(call) === WALLET_API.merchantWallet) return ok(wallet);
    if (pathOf(call) === WALLET_API.balance) return ok(balance(wallet.mainBalance));
    return fail('NOT_FOUND', 404);
  });

const transferPosts = () => calls.filter((c) => c.method === 'POST');

beforeEach(() => {
  wallet = {
    mainBalance: 1000,
    currency: 'THB',
    decimals: 2,
    wallets: [
      { vendorCode: 'PG', name: 'PG Soft', category: 'RNG', balance: 50 },
      { vendorCode: 'SEXY', name: 'Sexy Baccarat', category: 'LIVE', balance: 0 },
    ],
  };
  posts = [];
  calls = serve();
});

const openIn = async (code: string) => {
  renderWithProviders(<TransferFundPage />);
  fireEvent.click(await screen.findByTestId(`transfer-in-${code}`));
  return screen.findByTestId('transfer-amount');
};

describe('TransferFundPage', () => {
  it('shows the main wallet and a card per vendor wallet', async () => {
    renderWithProviders(<TransferFundPage />);
    expect((await screen.findByTestId('transfer-main-balance')).textContent).toBe('1,000.00');
    const pg = screen.getByTestId('transfer-vendor-PG');
    expect(pg.textContent).toContain('PG Soft');
    expect(pg.textContent).toContain('50.00');
    expect(screen.getByTestId('transfer-out-SEXY')).toHaveProperty('disabled', true);
  });

  it('checks the amount against the decimals and the source balance before any call', async () => {
    const input = await openIn('PG');
    fireEvent.change(input, { target: { value: '10.555' } });
    fireEvent.click(screen.getByTestId('transfer-confirm'));
    expect(await screen.findByText('wallet.amount.decimals')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1000.01' } });
    expect(await screen.findByText('wallet.amount.balance')).toBeTruthy();
    expect(transferPosts()).toHaveLength(0);
  });

  it('reuses the requestId when the same transfer is retried, and a new one for another amount', async () => {
    posts = ['throw', fail('VENDOR_TRANSFER_FAILED', 502)];
    const input = await openIn('PG');
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('transfer-confirm'));
    expect((await screen.findByTestId('transfer-error')).textContent).toBe('errors.NETWORK_ERROR');
    fireEvent.click(screen.getByTestId('transfer-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('transfer-error').textContent).toBe('errors.VENDOR_TRANSFER_FAILED'),
    );
    const [first, retry] = transferPosts();
    expect(first?.body).toMatchObject({ type: 'IN', vendorCode: 'PG', amount: 200 });
    expect(typeof first?.body?.requestId).toBe('string');
    expect(retry?.body?.requestId).toBe(first?.body?.requestId);

    posts = [ok({ moved: 250, replayed: false, balance: balance(750) })];
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('transfer-confirm'));
    await waitFor(() => expect(screen.queryByTestId('transfer-amount')).toBeNull());
    const third = transferPosts()[2];
    expect(third?.body).toMatchObject({ amount: 250 });
    expect(third?.body?.requestId).not.toBe(first?.body?.requestId);
  });

  it('sends one transfer for a double click and refreshes the wallets after it', async () => {
    let release!: (answer: TApiAnswer) => void;
    posts = [new Promise<TApiAnswer>((resolve) => (release = resolve))];
    const input = await openIn('PG');
    fireEvent.change(input, { target: { value: '100' } });
    const confirm = screen.getByTestId('transfer-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(transferPosts()).toHaveLength(1));
    wallet = {
      ...wallet,
      mainBalance: 900,
      wallets: [{ ...wallet.wallets[0]!, balance: 150 }, wallet.wallets[1]!],
    };
    release(ok({ moved: 100, replayed: false, balance: balance(900) }));
    await waitFor(() => expect(screen.getByTestId('transfer-main-balance').textContent).toBe('900.00'));
    expect(transferPosts()).toHaveLength(1);
    expect(within(screen.getByTestId('transfer-vendor-PG')).getByText(/150\.00/)).toBeTruthy();
  });

  it('brings every vendor wallet back with ALL_OUT', async () => {
    posts = [ok({ moved: 50, replayed: false, balance: balance(1050) })];
    renderWithProviders(<TransferFundPage />);
    fireEvent.click(await screen.findByTestId('transfer-all-out'));
    await waitFor(() => expect(transferPosts()).toHaveLength(1));
    expect(transferPosts()[0]?.body).toMatchObject({ type: 'ALL_OUT' });
    expect(String(transferPosts()[0]?.body?.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
