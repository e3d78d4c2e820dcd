// @vitest-environment jsdom
import { WALLET_API, type TBalance } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { PaymentPasswordCard } from './payment-password-form.tsx';
import { UplineTransferPage } from './upline-transfer-page.tsx';

// Keys, not words: the default value (errors.SYSTEM_ERROR) must not stand in for the code shown.
vi.mock('../../../lib/use-translation.ts', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const balance = (main: number): TBalance => ({
  sumBalance: main,
  isSingle: true,
  mainBalance: main,
  heldBalance: 0,
  currency: 'THB',
  decimals: 2,
});

let answers: Record<string, TApiAnswer[]>;
let calls: TApiCall[];

beforeEach(() => {
  answers = { [WALLET_API.uplineTransfer]: [], [WALLET_API.paymentPassword]: [] };
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (call.method === 'POST') return answers[path]?.shift() ?? fail('SYSTEM_ERROR', 500);
    if (path === WALLET_API.balance) return ok(balance(800));
    return fail('NOT_FOUND', 404);
  });
});

/** Types a whole PIN into a 6-box field, as a paste or an autofill does. */
const typePin = (testId: string, pin: string) => {
  const first = screen.getByTestId(testId).querySelector('input');
  fireEvent.change(first!, { target: { value: pin } });
};
const postsTo = (path: string) => calls.filter((c) => c.method === 'POST' && pathOf(c) === path);

const fillAndSend = async (amount: string, pin: string) => {
  fireEvent.change(screen.getByTestId('upline-amount'), { target: { value: amount } });
  typePin('upline-password', pin);
  fireEvent.click(screen.getByTestId('upline-submit'));
};

describe('UplineTransferPage', () => {
  it('offers to set the payment password when none is set, then retries the same transfer', async () => {
    answers[WALLET_API.uplineTransfer] = [
      fail('PAYMENT_PASSWORD_REQUIRED', 422),
      ok({ entryId: 5, replayed: false, to: 'agent1', balance: balance(700) }),
    ];
    answers[WALLET_API.paymentPassword] = [ok({ ok: true })];
    renderWithProviders(<UplineTransferPage />);
    await waitFor(() => expect(screen.getByTestId('upline-submit')).toHaveProperty('disabled', false));
    await fillAndSend('100', '123456');
    expect((await screen.findByTestId('upline-error')).textContent).toContain(
      'errors.PAYMENT_PASSWORD_REQUIRED',
    );

    fireEvent.click(screen.getByTestId('upline-set-password'));
    fireEvent.change(await screen.findByTestId('payment-password-current'), {
      target: { value: 'Player123' },
    });
    typePin('payment-password-new', '246810');
    typePin('payment-password-repeat', '246810');
    fireEvent.click(screen.getByTestId('payment-password-save'));
    await waitFor(() => expect(screen.queryByTestId('payment-password-form')).toBeNull());
    expect(postsTo(WALLET_API.paymentPassword)[0]?.body).toEqual({
      currentPassword: 'Player123',
      newPaymentPassword: '246810',
    });

    typePin('upline-password', '246810');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-done')).textContent).toContain('wallet.upline.done');
    const [first, second] = postsTo(WALLET_API.uplineTransfer);
    expect(second?.body).toMatchObject({ amount: 100, paymentPassword: '246810' });
    expect(second?.body?.requestId).toBe(first?.body?.requestId);
  });

  it('refuses a short or mismatched new PIN before calling', async () => {
    renderWithProviders(<PaymentPasswordCard />);
    fireEvent.click(screen.getByTestId('payment-password-save'));
    expect(await screen.findByText('validation.required')).toBeTruthy();
    expect(screen.getByText('wallet.paymentPassword.sixDigits')).toBeTruthy();
    fireEvent.change(screen.getByTestId('payment-password-current'), { target: { value: '135790' } });
    typePin('payment-password-new', '123456');
    typePin('payment-password-repeat', '123457');
    fireEvent.click(screen.getByTestId('payment-password-save'));
    expect(await screen.findByText('validation.passwordsDiffer')).toBeTruthy();
    expect(postsTo(WALLET_API.paymentPassword)).toHaveLength(0);
  });

  it('says so when the member has no upline, and clears a wrong PIN', async () => {
    answers[WALLET_API.uplineTransfer] = [
      fail('WRONG_PAYMENT_PASSWORD', 400),
      fail('OPERATION_NOT_ALLOWED', 403),
    ];
    renderWithProviders(<UplineTransferPage />);
    await waitFor(() => expect(screen.getByTestId('upline-submit')).toHaveProperty('disabled', false));
    await fillAndSend('50', '000000');
    expect((await screen.findByTestId('upline-error')).textContent).toBe('errors.WRONG_PAYMENT_PASSWORD');
    const boxes = screen.getByTestId('upline-password').querySelectorAll('input');
    expect([...boxes].every((b) => b.value === '')).toBe(true);
    await fillAndSend('50', '111111');
    await waitFor(() =>
      expect(screen.getByTestId('upline-error').textContent).toBe('wallet.upline.noUpline'),
    );
  });

  it('checks the amount against the main wallet', async () => {
    renderWithProviders(<UplineTransferPage />);
    await waitFor(() => expect(screen.getByTestId('upline-submit')).toHaveProperty('disabled', false));
    await fillAndSend('800.01', '123456');
    expect(await screen.findByText('wallet.amount.balance')).toBeTruthy();
    expect(postsTo(WALLET_API.uplineTransfer)).toHaveLength(0);
  });
});
