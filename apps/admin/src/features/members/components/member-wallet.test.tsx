// @vitest-environment jsdom
import type { TMember360, TMemberWallet } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { signInAs } from '../../../test/session.ts';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { Member360 } from './member-360.tsx';
import { MemberWallet } from './member-wallet.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({
    t: (key: string, o?: Record<string, unknown>) =>
      o && 'balance' in o ? `${key}:${String(o.balance).replace(/\u00a0/g, ' ')}` : key,
    i18n: { language: 'en' },
  }),
}));

const text = (id: string) => (screen.getByTestId(id).textContent ?? '').replace(/\u00a0/g, ' ');

const wallet: TMemberWallet = {
  currency: 'CNY',
  decimals: 2,
  accounts: [
    { kind: 'MAIN', vendorCode: null, balance: 1234.5 },
    { kind: 'VENDOR', vendorCode: 'PG', balance: 80 },
    { kind: 'HELD', vendorCode: null, balance: 200 },
  ],
  entries: [
    {
      entryId: 12,
      at: '2026-03-02T10:00:00Z',
      kind: 'ADJUSTMENT',
      amount: -50,
      balanceAfter: 1234.5,
      reference: 'ann',
      memo: { reason: 'duplicate deposit', operator: 'ann' },
    },
    {
      entryId: 11,
      at: '2026-03-01T10:00:00Z',
      kind: 'DEPOSIT',
      amount: 1284.5,
      balanceAfter: 1284.5,
      reference: 'D-0001',
      memo: null,
    },
    {
      entryId: 10,
      at: '2026-02-01T10:00:00Z',
      kind: 'SOMETHING_NEW',
      amount: 0,
      balanceAfter: 0,
      reference: null,
      memo: {},
    },
  ],
};

const member: TMember360 = {
  id: 7,
  brand: 'demo',
  account: 'alice',
  nickname: 'Alice',
  type: 0,
  status: 'A',
  mobile: null,
  vipLevel: 1,
  createdAt: '2026-01-01T00:00:00Z',
  lastLoginAt: null,
  devices: [],
  wallet,
  email: null,
  payeeName: null,
  labelName: '',
  registerIp: null,
  registerDomain: null,
  hasTotp: false,
  ips: [],
  sessions: [],
};

const asFinance = (permissions: string[] = ['members.read', 'members.adjustBalance']) =>
  signInAs({ id: 1, username: 'fin', role: 'finance', permissions });

let calls: TApiCall<Record<string, unknown>>[] = [];
let current: TMember360;
/** The POST answer; `throw` stands for a lost connection. */
let postAnswers: (TApiAnswer | 'throw')[] = [];

/** The server side of a successful adjustment: the new balance and a new entry on top. */
const applied = (body: Record<string, unknown>) => {
  const signed = (body.direction === 'credit' ? 1 : -1) * Number(body.amount);
  const balance = Math.round((current.wallet.accounts[0]!.balance + signed) * 100) / 100;
  current = {
    ...current,
    wallet: {
      ...current.wallet,
      accounts: [{ kind: 'MAIN', vendorCode: null, balance }, ...current.wallet.accounts.slice(1)],
      entries: [
        {
          entryId: 99,
          at: '2026-03-03T10:00:00Z',
          kind: 'ADJUSTMENT',
          amount: signed,
          balanceAfter: balance,
          reference: 'fin',
          memo: { reason: body.reason, operator: 'fin' },
        },
        ...current.wallet.entries,
      ],
    },
  };
  return ok({ adjustmentId: 5, status: 'POSTED', entryId: 99, replayed: false, balance });
};

beforeEach(() => {
  current = member;
  postAnswers = [];
  asFinance();
  calls = stubApi<Record<string, unknown>>((call) => {
    if (call.method === 'GET') return ok(current);
    const next = postAnswers.shift();
    if (next === 'throw') throw new TypeError('Failed to fetch');
    return next ?? applied(call.body!);
  });
});

const posts = () => calls.filter((c) => c.method === 'POST');

/** Opens the 360° view of alice and the Adjust balance dialog. */
const openDialog = async () => {
  renderWithProviders(<Member360 id={7} />);
  fireEvent.click(await screen.findByTestId('member-adjust'));
  await screen.findByTestId('member-adjust-amount');
};
const fill = (amount: string, reason = 'goodwill for outage') => {
  fireEvent.change(screen.getByTestId('member-adjust-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('member-adjust-reason'), { target: { value: reason } });
};
const chooseDebit = () =>
  fireEvent.click(
    within(screen.getByTestId('member-adjust-direction')).getByText('memberWallet.adjust.debit'),
  );

describe('MemberWallet', () => {
  it('shows the main balance big, the other accounts as cards and the entries', () => {
    renderWithProviders(<MemberWallet member={member} />);
    expect(text('member-wallet-main')).toBe('CNY 1,234.50');
    expect(text('member-wallet-vendor-PG')).toContain('CNY 80.00');
    expect(text('member-wallet-held')).toContain('CNY 200.00');
    const adjustment = screen.getByTestId('member-wallet-entry-12');
    expect(within(adjustment).getByText('memberWallet.kinds.ADJUSTMENT').closest('[data-kind]')).toBeTruthy();
    expect(
      within(adjustment)
        .getByTestId('member-wallet-entry-amount')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('-CNY 50.00');
    expect(within(adjustment).getByText('duplicate deposit')).toBeTruthy();
    const deposit = screen.getByTestId('member-wallet-entry-11');
    expect(
      within(deposit)
        .getByTestId('member-wallet-entry-amount')
        .textContent?.replace(/\u00a0/g, ' '),
    ).toBe('+CNY 1,284.50');
    expect(within(deposit).getByText('D-0001')).toBeTruthy();
    expect(screen.getByTestId('member-wallet-entry-10').dataset.kind).toBe('SOMETHING_NEW');
  });

  it('says so when there are no entries', () => {
    renderWithProviders(<MemberWallet member={{ ...member, wallet: { ...wallet, entries: [] } }} />);
    expect(screen.getByTestId('member-wallet-empty').textContent).toBe('memberWallet.empty');
  });

  it('offers Adjust balance only with members.adjustBalance', () => {
    asFinance(['members.read']);
    renderWithProviders(<MemberWallet member={member} />);
    expect(screen.queryByTestId('member-adjust')).toBeNull();
  });
});

describe('Adjust balance', () => {
  it('credits with a preview, sends one key, reloads the 360° view and closes', async () => {
    await openDialog();
    fill('25.5');
    expect(text('member-adjust-preview')).toBe('memberWallet.adjust.preview:CNY 1,260.00');
    const confirm = screen.getByTestId('member-adjust-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('member-adjust-amount')).toBeNull());
    expect(posts()).toHaveLength(1);
    const body = posts()[0]!.body!;
    expect(posts()[0]!.url).toBe('/admin/api/members/7/adjust-balance');
    expect(body).toMatchObject({ direction: 'credit', amount: 25.5, reason: 'goodwill for outage' });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(text('member-wallet-main')).toBe('CNY 1,260.00'));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(screen.getByTestId('member-wallet-entry-99')).toBeTruthy();
  });

  it('blocks a debit above the main balance before asking the server', async () => {
    await openDialog();
    chooseDebit();
    fill('1234.51');
    expect(text('member-adjust-preview')).toBe('memberWallet.adjust.preview:-CNY 0.01');
    expect(screen.getByText('memberWallet.adjust.errors.insufficient:CNY 1,234.50')).toBeTruthy();
    expect(screen.getByTestId('member-adjust-confirm').matches(':disabled')).toBe(true);
    fill('1234.5');
    expect(text('member-adjust-preview')).toBe('memberWallet.adjust.preview:CNY 0.00');
    expect(screen.getByTestId('member-adjust-confirm').matches(':disabled')).toBe(false);
  });

  it('asks for a reason and an amount before sending', async () => {
    await openDialog();
    fireEvent.click(screen.getByTestId('member-adjust-confirm'));
    expect(await screen.findByText('reason.invalid')).toBeTruthy();
    expect(screen.getByText(/^memberWallet\.adjust\.errors\.required/)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows a server error inside the dialog and retries with the same key; a new opening gets a new key', async () => {
    postAnswers = [fail('INSUFFICIENT_BALANCE', 422)];
    await openDialog();
    chooseDebit();
    fill('100');
    fireEvent.click(screen.getByTestId('member-adjust-confirm'));
    expect((await screen.findByTestId('member-adjust-error')).textContent).toBe(
      'errors.INSUFFICIENT_BALANCE',
    );
    expect(screen.getByTestId('member-adjust-amount')).toBeTruthy();
    fireEvent.click(screen.getByTestId('member-adjust-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [first, second] = posts();
    expect(second!.body!.idempotencyKey).toBe(first!.body!.idempotencyKey);
    expect(second!.body).toMatchObject({ direction: 'debit', amount: 100 });
    await waitFor(() => expect(screen.queryByTestId('member-adjust-amount')).toBeNull());

    fireEvent.click(screen.getByTestId('member-adjust'));
    await screen.findByTestId('member-adjust-amount');
    fill('1');
    fireEvent.click(screen.getByTestId('member-adjust-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()[2]!.body!.idempotencyKey).not.toBe(first!.body!.idempotencyKey);
  });

  it('resends the same request after a lost connection', async () => {
    postAnswers = ['throw'];
    await openDialog();
    fill('10');
    fireEvent.click(screen.getByTestId('member-adjust-confirm'));
    await waitFor(() => expect(screen.queryByTestId('member-adjust-amount')).toBeNull(), { timeout: 3000 });
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.body).toEqual(posts()[0]!.body);
  });
});
