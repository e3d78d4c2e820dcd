import { Button, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { StatusIcon } from '../../../components/ui/status-icon.tsx';
import { IconSend } from '../../../components/ui/icons.tsx';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { transferToUpline, type TMemberTransferResult } from '../api/upline-transfer.ts';
import { useCurrency } from '../hooks/use-currency.ts';
import { useInvalidateMoney } from '../hooks/use-invalidate-money.ts';
import { useRequestId } from '../../../lib/use-request-id.ts';
import { checkAmount } from '../lib/amount.ts';
import { amountErrorText } from '../lib/amount-message.ts';
import { AmountInput } from './amount-input.tsx';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { PaymentFailureAlert, type TPaymentFailure } from './payment-failure-alert.tsx';
import { PinField } from '../../../components/ui/pin-field.tsx';

const SIX_DIGITS = /^\d{6}$/;
/** After these the PIN field is cleared: the PIN itself was the problem. */
const PIN_CODES = new Set(['WRONG_PAYMENT_PASSWORD', 'PAYMENT_PASSWORD_REQUIRED']);

/**
 * Transfer to upline (member centre `transferUpline`): an amount from the main wallet to the
 * member's agent, confirmed with the payment password. Without one set yet, it offers the form
 * to set it.
 */
export const UplineTransferPage = () => {
  const { t } = useTranslation();
  const { ready, currency, decimals, format, balance } = useCurrency();
  const invalidateMoney = useInvalidateMoney();
  const requestIds = useRequestId();
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TPaymentFailure | null>(null);
  const [done, setDone] = useState<{ result: TMemberTransferResult; amount: number } | null>(null);
  const [setPinOpen, setSetPinOpen] = useState(false);

  const available = balance?.mainBalance;
  const check = checkAmount(text, { decimals, available });
  const amountError =
    touched && !check.ok
      ? amountErrorText(t, check.error, {
          decimals,
          available: available === undefined ? '' : format(available),
        })
      : undefined;
  const pinError = touched && !SIX_DIGITS.test(pin) ? t('wallet.paymentPassword.sixDigits') : undefined;

  const submit = async () => {
    setTouched(true);
    if (!check.ok || !SIX_DIGITS.test(pin) || pending || !ready) return;
    // The PIN is proof, not part of what is moved: a retry with a corrected PIN is the same transfer.
    const payload = { amount: check.amount };
    setPending(true);
    setFailure(null);
    try {
      const result = await transferToUpline({
        ...payload,
        paymentPassword: pin,
        requestId: requestIds.idFor(payload),
      });
      requestIds.settle();
      void invalidateMoney(result.balance);
      setDone({ result, amount: check.amount });
      setText('');
      setPin('');
      setTouched(false);
    } catch (e) {
      const code = errorCodeOf(e);
      if (code === 'DUPLICATE_TRANSACTION') requestIds.settle();
      if (PIN_CODES.has(code)) {
        // The alert says what was wrong; the emptied PIN boxes need no second message.
        setPin('');
        setTouched(false);
      }
      setFailure({
        code,
        message: code === 'OPERATION_NOT_ALLOWED' ? t('wallet.upline.noUpline') : errorMessage(t, e),
      });
      void invalidateMoney();
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <section className="ol-card ol-wallet-done" data-testid="upline-done">
        <Stack align="center" gap="sm">
          <StatusIcon icon="success" />
          <Text fw={800} size="lg" ta="center">
            {t('wallet.upline.done', { amount: format(done.amount), currency, to: done.result.to })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('wallet.upline.balanceNow', { amount: format(done.result.balance.mainBalance), currency })}
          </Text>
          <Button variant="light" onClick={() => setDone(null)} data-testid="upline-again">
            {t('wallet.upline.again')}
          </Button>
        </Stack>
      </section>
    );
  }

  return (
    <>
      <form
        className="ol-card ol-upline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="upline-form"
      >
        <Stack gap="md">
          <div className="ol-card-head">
            <span className="ol-card-head-icon" aria-hidden="true">
              <IconSend size={20} />
            </span>
            <div>
              <Text fw={700}>{t('wallet.upline.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('wallet.upline.hint')}
              </Text>
            </div>
          </div>
          <AmountInput
            label={t('wallet.amount.label')}
            description={
              available === undefined
                ? undefined
                : t('wallet.transfer.available', { amount: format(available), currency })
            }
            currency={currency}
            value={text}
            onChange={(v) => {
              setText(v);
              setFailure(null);
            }}
            error={amountError}
            testId="upline-amount"
            rightAction={
              available !== undefined && available > 0 ? (
                <UnstyledButton
                  className="ol-amount-max"
                  onClick={() => {
                    setText(String(available));
                  }}
                >
                  {t('wallet.amount.all')}
                </UnstyledButton>
              ) : undefined
            }
          />
          <PinField
            label={t('fields.paymentPassword')}
            value={pin}
            onChange={(v) => {
              setPin(v);
              setFailure(null);
            }}
            error={pinError}
            testId="upline-password"
          />
          <PaymentFailureAlert
            failure={failure}
            testId="upline-error"
            onSetPaymentPassword={() => setSetPinOpen(true)}
            setPasswordTestId="upline-set-password"
          />
          <Button
            type="submit"
            size="md"
            loading={pending}
            disabled={!ready}
            className="ol-btn-glow"
            data-testid="upline-submit"
          >
            {t('wallet.upline.submit')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={setPinOpen}
        onClose={() => setSetPinOpen(false)}
        title={t('wallet.paymentPassword.title')}
        centered
        radius="lg"
        classNames={{ title: 'ol-dialog-title' }}
      >
        <Text size="sm" c="dimmed" mb="md">
          {t('wallet.paymentPassword.hint')}
        </Text>
        <PaymentPasswordForm
          autoFocus
          onDone={() => {
            setSetPinOpen(false);
            setFailure(null);
          }}
        />
      </Modal>
    </>
  );
};
