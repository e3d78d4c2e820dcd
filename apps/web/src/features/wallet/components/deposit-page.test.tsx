// @vitest-environment jsdom
import { WALLET_API, type TDeposit, type TDepositChannel } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { DepositPage } from './deposit-page.tsx';

// Keys, not words: the default value (errors.SYSTEM_ERROR) must not stand in for the code shown.
vi.mock('../../../lib/use-translation.ts', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const BANK: TDepositChannel = {
  id: 1,
  kind: 'BANK',
  name: 'KBank transfer',
  gateway: 'manual',
  min: 100,
  max: 50_000,
  receiving: {
    bankName: 'Kasikorn Bank',
    accountName: 'OpenLobby Co',
    accountNumber: '123-4-56789-0',
    address: null,
  },
};
const EWALLET: TDepositChannel = {
  id: 2,
  kind: 'EWALLET',
  name: 'TrueMoney',
  gateway: 'sandbox',
  min: 50,
  max: 20_000,
  receiving: null,
};

const deposit = (over: Partial<TDeposit>): TDeposit => ({
  id: 41,
  channelId: 1,
  channelName: 'KBank transfer',
  amount: 500,
  status: 'PENDING',
  createdAt: '2026-03-10T08:00:00Z',
  decidedAt: null,
  payUrl: null,
  reference: 'D-0041',
  ...over,
});

let history: TDeposit[];
let postAnswer: TApiAnswer;
let calls: TApiCall[];

beforeEach(() => {
  history = [deposit({ id: 7, status: 'APPROVED', reference: 'D-0007' })];
  postAnswer = fail('SYSTEM_ERROR', 500);
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (path === WALLET_API.depositChannels) return ok([BANK, EWALLET]);
    if (path === WALLET_API.balance)
      return ok({
        sumBalance: 0,
        isSingle: true,
        mainBalance: 0,
        heldBalance: 0,
        currency: 'THB',
        decimals: 2,
      });
    if (path === WALLET_API.deposits && call.method === 'POST') return postAnswer;
    if (path === WALLET_API.deposits)
      return ok({ items: history, page: 1, pageSize: 10, total: history.length });
    return fail('NOT_FOUND', 404);
  });
});

const posts = () => calls.filter((c) => c.method === 'POST');
const historyLoads = () => calls.filter((c) => c.method === 'GET' && pathOf(c) === WALLET_API.deposits);

const ready = async () => {
  renderWithProviders(<DepositPage />);
  await screen.findByTestId('deposit-channel-1');
  await waitFor(() => expect(screen.getByTestId('deposit-submit')).toHaveProperty('disabled', false));
};

describe('DepositPage', () => {
  it('takes a manual deposit and shows the account to pay to, with copy buttons', async () => {
    postAnswer = ok(deposit({ id: 42, amount: 500, reference: 'D-0042' }));
    await ready();
    fireEvent.click(screen.getByTestId('deposit-channel-1'));
    expect(screen.getByTestId('deposit-channel-1').getAttribute('aria-checked')).toBe('true');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('deposit-payer-name'), { target: { value: ' Somchai Jaidee ' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));

    const result = await screen.findByTestId('deposit-result');
    expect(result.dataset.kind).toBe('manual');
    expect(posts()[0]?.body).toMatchObject({ channelId: 1, amount: 500, payerName: 'Somchai Jaidee' });
    expect(String(posts()[0]?.body?.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByTestId('deposit-bank-name-value').textContent).toBe('Kasikorn Bank');
    expect(screen.getByTestId('deposit-account-number-value').textContent).toBe('123-4-56789-0');
    expect(screen.getByTestId('deposit-reference-value').textContent).toBe('D-0042');
    expect(within(result).getAllByRole('button', { name: /wallet\.copy/ })).toHaveLength(4);
    expect(screen.queryByTestId('deposit-pay-now')).toBeNull();
    // The list of recent requests reloads to show the new one.
    await waitFor(() => expect(historyLoads().length).toBeGreaterThanOrEqual(2));
  });

  it('takes an online deposit and offers the gateway page in a new tab', async () => {
    postAnswer = ok(
      deposit({
        id: 43,
        channelId: 2,
        channelName: 'TrueMoney',
        amount: 100,
        payUrl: 'https://pay.example/checkout/D-0043',
      }),
    );
    await ready();
    fireEvent.click(screen.getByLabelText('wallet.deposit.kinds.EWALLET'));
    fireEvent.click(await screen.findByTestId('deposit-channel-2'));
    expect(screen.queryByTestId('deposit-payer-name')).toBeNull();
    fireEvent.click(screen.getByTestId('deposit-quick-100'));
    expect(screen.getByTestId('deposit-amount')).toHaveProperty('value', '100');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    const pay = await screen.findByTestId('deposit-pay-now');
    expect(pay.getAttribute('href')).toBe('https://pay.example/checkout/D-0043');
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(pay.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('wallet.deposit.onlineHint')).toBeTruthy();
    expect(posts()[0]?.body).toMatchObject({ channelId: 2, amount: 100 });
    expect(posts()[0]?.body).not.toHaveProperty('payerName');
  });

  it('never links a payUrl that is not http(s)', async () => {
    postAnswer = ok(deposit({ channelId: 2, payUrl: 'javascript:alert(1)' }));
    await ready();
    fireEvent.click(screen.getByLabelText('wallet.deposit.kinds.EWALLET'));
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-result');
    expect(screen.queryByTestId('deposit-pay-now')).toBeNull();
  });

  it('holds the amount to the channel limits and its decimals before calling', async () => {
    await ready();
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '99' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('wallet.amount.min')).toBeTruthy();
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '150.123' } });
    expect(await screen.findByText('wallet.amount.decimals')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('reuses the requestId when a lost answer is retried, and shows the translated error', async () => {
    postAnswer = 'throw';
    await ready();
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe('errors.NETWORK_ERROR');
    postAnswer = ok(deposit({ amount: 300 }));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-result');
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.body?.requestId).toBe(posts()[0]?.body?.requestId);
  });

  it('lists recent deposit requests with their status', async () => {
    history = [deposit({ id: 9, status: 'PENDING', reference: 'D-0009' }), ...history];
    await ready();
    const list = screen.getByTestId('deposit-history');
    await within(list).findByTestId('deposit-row-9');
    expect(
      within(screen.getByTestId('deposit-row-9')).getByText('wallet.deposit.status.PENDING'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('deposit-row-7')).getByText('wallet.deposit.status.APPROVED'),
    ).toBeTruthy();
    const query = new URL(historyLoads()[0]!.url, 'http://x').searchParams;
    expect([query.has('from'), query.has('to'), query.get('page')]).toEqual([true, true, '1']);
  });
});
