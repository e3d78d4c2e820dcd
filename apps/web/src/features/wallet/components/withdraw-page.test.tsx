// @vitest-environment jsdom
import {
  WITHDRAW_API,
  type TPayoutAccount,
  type TWithdrawal,
  type TWithdrawInfo,
} from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { WithdrawPage } from './withdraw-page.tsx';

// The key, and the values filled in, so a test can see both.
vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));

const KBANK: TPayoutAccount = {
  id: 3,
  kind: 'BANK',
  bankName: 'Kasikorn Bank',
  accountName: 'Somchai Jaidee',
  accountNumber: '••••••7890',
};
const TRUEMONEY: TPayoutAccount = {
  id: 4,
  kind: 'EWALLET',
  bankName: 'TrueMoney',
  accountName: 'Somchai Jaidee',
  accountNumber: '••••••4321',
};

const info = (over: Partial<TWithdrawInfo> = {}): TWithdrawInfo => ({
  balance: {
    sumBalance: 1500,
    isSingle: true,
    mainBalance: 1500,
    heldBalance: 200,
    currency: 'THB',
    decimals: 2,
  },
  min: 100,
  max: 1000,
  dailyCount: 5,
  usedToday: 1,
  turnoverRequired: 0,
  autoReceiveMinutes: 30,
  hasPaymentPassword: true,
  accounts: [KBANK, TRUEMONEY],
  ...over,
});

const withdrawal = (over: Partial<TWithdrawal> = {}): TWithdrawal => ({
  id: 11,
  reference: 'W-0011',
  amount: 300,
  status: 'PENDING',
  account: KBANK,
  createdAt: '2026-03-10T08:00:00Z',
  paidAt: null,
  payoutReference: null,
  autoReceiveAt: null,
  remark: null,
  proofIds: [],
  reason: null,
  ...over,
});

let infoAnswer: TApiAnswer;
let history: TWithdrawal[];
let posts: Record<string, TApiAnswer[]>;
let calls: TApiCall[];

beforeEach(() => {
  infoAnswer = ok(info());
  history = [];
  posts = {};
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (call.method === 'POST') return posts[path]?.shift() ?? fail('SYSTEM_ERROR', 500);
    if (path === WITHDRAW_API.info) return infoAnswer;
    if (path === WITHDRAW_API.withdrawals)
      return ok({ items: history, page: 1, pageSize: 10, total: history.length });
    if (path.includes('/proofs/')) return ok(null);
    return fail('NOT_FOUND', 404);
  });
});

const postsTo = (path: string) => calls.filter((c) => c.method === 'POST' && pathOf(c) === path);
const confirmPath = (id: number) => WITHDRAW_API.confirm.replace(':id', String(id));

/** Types a whole PIN into a 6-box field, as a paste or an autofill does. */
const typePin = (testId: string, pin: string) => {
  const first = screen.getByTestId(testId).querySelector('input');
  fireEvent.change(first!, { target: { value: pin } });
};

const ready = async (props: { onSetPaymentPassword?: () => void } = {}) => {
  renderWithProviders(<WithdrawPage onSetPaymentPassword={props.onSetPaymentPassword ?? (() => {})} />);
  await screen.findByTestId('withdraw-form');
};

describe('WithdrawPage: the rules and what blocks a withdrawal', () => {
  it('shows the balance, the hold and the rules, and picks the first account', async () => {
    await ready();
    expect(screen.getByTestId('withdraw-available').textContent).toBe('1,500.00');
    expect(screen.getByTestId('withdraw-held').textContent).toContain('200.00');
    expect(screen.getByTestId('withdraw-rule-limits').textContent).toContain(
      '"min":"100.00","max":"1,000.00"',
    );
    expect(screen.getByTestId('withdraw-rule-count').textContent).toContain('"used":1,"limit":5');
    expect(screen.getByTestId('withdraw-rule-auto').textContent).toContain('"minutes":30');
    expect(screen.getByTestId('withdraw-account-3').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('withdraw-account-3').textContent).toContain('••••••7890');
    expect(screen.queryByTestId('withdraw-turnover')).toBeNull();
    expect(screen.getByTestId('withdraw-submit')).toHaveProperty('disabled', false);
  });

  it('blocks the withdrawal while turnover is still required, saying how much', async () => {
    infoAnswer = ok(info({ turnoverRequired: 1234.5 }));
    await ready();
    const notice = screen.getByTestId('withdraw-turnover');
    expect(notice.textContent).toContain('wallet.withdraw.turnoverTitle');
    expect(notice.textContent).toContain('"amount":"1,234.50","currency":"THB"');
    expect(screen.getByTestId('withdraw-submit')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '200' } });
    typePin('withdraw-password', '123456');
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    expect(postsTo(WITHDRAW_API.withdrawals)).toHaveLength(0);
  });

  it('blocks when today is used up, and links to the payment password when none is set', async () => {
    const onSet = vi.fn();
    infoAnswer = ok(info({ usedToday: 5, hasPaymentPassword: false }));
    await ready({ onSetPaymentPassword: onSet });
    expect(screen.getByTestId('withdraw-limit').textContent).toContain('"count":5');
    expect(screen.getByTestId('withdraw-submit')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('withdraw-set-password'));
    expect(onSet).toHaveBeenCalledOnce();
  });
});

describe('WithdrawPage: the request', () => {
  it('holds the amount to the limits, the decimals and the main wallet before calling', async () => {
    infoAnswer = ok(info({ max: 5000 }));
    await ready();
    typePin('withdraw-password', '123456');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '99' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(/^wallet\.amount\.min/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '150.555' } });
    expect(await screen.findByText(/^wallet\.amount\.decimals/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '1500.01' } });
    expect(await screen.findByText(/^wallet\.amount\.balance/)).toBeTruthy();
    // "All" is the main wallet, kept within the maximum.
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(screen.getByTestId('withdraw-amount')).toHaveProperty('value', '1500');
    expect(postsTo(WITHDRAW_API.withdrawals)).toHaveLength(0);
  });

  it('reuses the requestId when a lost answer or a wrong PIN is retried, and a new one after success', async () => {
    posts[WITHDRAW_API.withdrawals] = [
      'throw',
      fail('WRONG_PAYMENT_PASSWORD', 400),
      ok(withdrawal({ id: 12, amount: 250.5, account: TRUEMONEY, reference: 'W-0012' })),
      ok(withdrawal({ id: 13, amount: 100 })),
    ];
    await ready();
    fireEvent.click(screen.getByTestId('withdraw-account-4'));
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '250.50' } });
    typePin('withdraw-password', '111111');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toContain('errors.NETWORK_ERROR');

    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-error').textContent).toContain('errors.WRONG_PAYMENT_PASSWORD'),
    );
    const boxes = screen.getByTestId('withdraw-password').querySelectorAll('input');
    expect([...boxes].every((b) => b.value === '')).toBe(true);

    typePin('withdraw-password', '222222');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-done-reference')).textContent).toBe('W-0012');

    const [first, second, third] = postsTo(WITHDRAW_API.withdrawals);
    expect(first?.body).toMatchObject({ payoutAccountId: 4, amount: 250.5, paymentPassword: '111111' });
    expect(String(first?.body?.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second?.body?.requestId).toBe(first?.body?.requestId);
    expect(third?.body).toMatchObject({ payoutAccountId: 4, amount: 250.5, paymentPassword: '222222' });
    expect(third?.body?.requestId).toBe(first?.body?.requestId);

    // The next withdrawal is a new request.
    fireEvent.click(screen.getByTestId('withdraw-again'));
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '100' } });
    typePin('withdraw-password', '222222');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-done');
    expect(postsTo(WITHDRAW_API.withdrawals)[3]?.body?.requestId).not.toBe(first?.body?.requestId);
  });

  it('says how much turnover is left when the server refuses for it', async () => {
    posts[WITHDRAW_API.withdrawals] = [fail('TURNOVER_NOT_MET', 422, { remaining: 80 })];
    await ready();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '200' } });
    typePin('withdraw-password', '123456');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    const error = await screen.findByTestId('withdraw-error');
    expect(error.textContent).toContain('wallet.withdraw.turnoverError');
    expect(error.textContent).toContain('"amount":"80.00"');
  });
});

describe('WithdrawPage: payout accounts', () => {
  it('adds an e-wallet in the member’s name and selects it', async () => {
    const added: TPayoutAccount = { ...TRUEMONEY, id: 9, accountNumber: '•••••••5555' };
    posts[WITHDRAW_API.payoutAccounts] = [
      fail('VALIDATION_FAILED', 400, [{ field: 'accountName', message: 'notPayee' }]),
      ok(added),
    ];
    infoAnswer = ok(info({ accounts: [] }));
    await ready();
    expect(screen.getByTestId('withdraw-submit')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('withdraw-add-account'));
    fireEvent.click(await screen.findByText('wallet.withdraw.account.kinds.EWALLET'));
    fireEvent.click(screen.getByTestId('payout-save'));
    expect(await screen.findAllByText('wallet.withdraw.account.errors.name')).toHaveLength(2);
    expect(postsTo(WITHDRAW_API.payoutAccounts)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('payout-bank'), { target: { value: 'TrueMoney' } });
    fireEvent.change(screen.getByTestId('payout-name'), { target: { value: 'Someone Else' } });
    fireEvent.change(screen.getByTestId('payout-number'), { target: { value: '081-555-5555' } });
    typePin('payout-password', '123456');
    fireEvent.click(screen.getByTestId('payout-save'));
    expect(await screen.findByText('wallet.withdraw.account.errors.notPayee')).toBeTruthy();

    fireEvent.change(screen.getByTestId('payout-name'), { target: { value: 'Somchai Jaidee' } });
    infoAnswer = ok(info({ accounts: [added] }));
    fireEvent.click(screen.getByTestId('payout-save'));
    const card = await screen.findByTestId('withdraw-account-9');
    expect(card.getAttribute('aria-checked')).toBe('true');
    expect(postsTo(WITHDRAW_API.payoutAccounts)[1]?.body).toEqual({
      kind: 'EWALLET',
      bankName: 'TrueMoney',
      accountName: 'Somchai Jaidee',
      accountNumber: '081-555-5555',
      paymentPassword: '123456',
    });
  });
});

describe('WithdrawPage: my withdrawals', () => {
  const paid = withdrawal({
    id: 21,
    status: 'PAID',
    paidAt: '2026-03-10T09:00:00Z',
    payoutReference: 'BANK-TX-778',
    autoReceiveAt: '2026-03-10T09:30:00Z',
  });

  it('labels every state and offers received / not received after a payout', async () => {
    history = [
      paid,
      withdrawal({ id: 22, status: 'REJECTED', reason: 'Name mismatch' }),
      withdrawal({ id: 23, status: 'AUTO_RECEIVED' }),
    ];
    posts[confirmPath(21)] = [ok({ ...paid, status: 'RECEIVED' })];
    await ready();
    const row = await screen.findByTestId('withdrawal-row-21');
    expect(screen.getByTestId('withdrawal-status-21').textContent).toBe('wallet.withdraw.status.PAID');
    expect(screen.getByTestId('withdrawal-status-22').textContent).toBe('wallet.withdraw.status.REJECTED');
    expect(screen.getByTestId('withdrawal-status-23').textContent).toBe(
      'wallet.withdraw.status.AUTO_RECEIVED',
    );
    expect(row.textContent).toContain('BANK-TX-778');
    expect(row.textContent).toContain('wallet.withdraw.autoReceiveAt');
    expect(screen.getByTestId('withdrawal-row-22').textContent).toContain('Name mismatch');
    expect(screen.queryByTestId('withdrawal-received-22')).toBeNull();

    fireEvent.click(within(row).getByTestId('withdrawal-received-21'));
    await waitFor(() => expect(postsTo(confirmPath(21))).toHaveLength(1));
    const form = postsTo(confirmPath(21))[0]!.form!;
    expect(form.get('answer')).toBe('RECEIVED');
    expect(form.getAll('proofs')).toHaveLength(0);
  });

  it('checks the images of a not-received report, then sends remark and images as one form', async () => {
    history = [paid];
    posts[confirmPath(21)] = [
      fail('SYSTEM_ERROR', 500),
      ok({ ...paid, status: 'DISPUTED', remark: 'Nothing arrived', proofIds: [1, 2] }),
    ];
    await ready();
    fireEvent.click(await screen.findByTestId('withdrawal-not-received-21'));
    const submit = await screen.findByTestId('withdrawal-confirm-submit');
    fireEvent.click(submit);
    expect(await screen.findByText('wallet.withdraw.dispute.remarkRequired')).toBeTruthy();
    expect(screen.getByText('wallet.withdraw.dispute.proofsRequired')).toBeTruthy();

    fireEvent.change(screen.getByTestId('withdrawal-remark'), { target: { value: '  Nothing arrived  ' } });
    expect(screen.getByTestId('withdrawal-remark-count').textContent).toBe('19/140');

    const input = screen.getByTestId('withdrawal-proofs');
    const image = (name: string, type: string, size = 2048) =>
      new File([new Uint8Array(size)], name, { type });
    fireEvent.change(input, { target: { files: [image('receipt.gif', 'image/gif')] } });
    expect(await screen.findByText('wallet.withdraw.proofErrors.type')).toBeTruthy();
    fireEvent.change(input, { target: { files: [image('huge.png', 'image/png', 5 * 1024 * 1024)] } });
    expect(await screen.findByText('wallet.withdraw.proofErrors.size')).toBeTruthy();
    fireEvent.change(input, {
      target: {
        files: [
          image('a.png', 'image/png'),
          image('b.jpg', 'image/jpeg'),
          image('c.jpg', 'image/jpeg'),
          image('d.jpg', 'image/jpeg'),
        ],
      },
    });
    expect(await screen.findByText('wallet.withdraw.proofErrors.tooMany')).toBeTruthy();
    expect(screen.getByTestId('withdrawal-proof-preview-2')).toBeTruthy();
    expect(screen.queryByTestId('withdrawal-proof-preview-3')).toBeNull();
    // Taking one out makes room again.
    fireEvent.click(screen.getByRole('button', { name: /wallet\.withdraw\.dispute\.removeImage: c\.jpg/ }));
    expect(screen.queryByTestId('withdrawal-proof-preview-2')).toBeNull();

    fireEvent.click(submit);
    expect((await screen.findByTestId('withdrawal-confirm-error')).textContent).toContain(
      'errors.SYSTEM_ERROR',
    );
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('withdrawal-dispute-form')).toBeNull());

    const sent = postsTo(confirmPath(21));
    expect(sent).toHaveLength(2);
    const form = sent[1]!.form!;
    expect(form.get('answer')).toBe('NOT_RECEIVED');
    expect(form.get('remark')).toBe('Nothing arrived');
    expect(form.getAll('proofs').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
    expect(sent[1]!.headers.get('Content-Type')).toBeNull();
    expect(sent[1]!.headers.get('Authorization')).toBe('test-token');
  });

  it('shows a disputed withdrawal’s proofs fetched with the session, and offers “fully paid”', async () => {
    history = [
      withdrawal({
        id: 31,
        status: 'DISPUTED',
        payoutReference: 'BANK-TX-900',
        remark: 'Only half arrived',
        proofIds: [5, 6],
      }),
    ];
    posts[confirmPath(31)] = [fail('OPERATION_NOT_ALLOWED', 409)];
    await ready();
    const row = await screen.findByTestId('withdrawal-row-31');
    expect(row.textContent).toContain('Only half arrived');
    await within(row).findByTestId('withdrawal-proof-31-5');
    await within(row).findByTestId('withdrawal-proof-31-6');
    const proofCalls = calls.filter((c) => c.url.includes('/proofs/'));
    expect(proofCalls.map((c) => c.url).sort()).toEqual([
      '/wps/payments/withdrawals/31/proofs/5',
      '/wps/payments/withdrawals/31/proofs/6',
    ]);
    expect(proofCalls[0]!.headers.get('Authorization')).toBe('test-token');
    expect(within(row).getAllByRole('img')).toHaveLength(2);

    expect(screen.queryByTestId('withdrawal-received-31')).toBeNull();
    fireEvent.click(screen.getByTestId('withdrawal-fully-paid-31'));
    await waitFor(() => expect(postsTo(confirmPath(31))).toHaveLength(1));
    expect(postsTo(confirmPath(31))[0]!.form!.get('answer')).toBe('FULLY_PAID');
  });
});
