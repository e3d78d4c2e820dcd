import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { toast } from '../../../lib/toast.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconLock } from '../../../components/ui/icons.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { setPaymentPassword } from '../api/payment-password.ts';
import { PinField } from '../../../components/ui/pin-field.tsx';

type TErrors = { current?: string; next?: string; repeat?: string };

const SIX_DIGITS = /^\d{6}$/;

/**
 * Sets or changes the 6-digit payment password that guards money leaving the member. The proof is
 * the current payment password, or the login password while none is set.
 */
export const PaymentPasswordForm = ({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) => {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const found: TErrors = {};
    if (!current) found.current = t('validation.required');
    if (!SIX_DIGITS.test(next)) found.next = t('wallet.paymentPassword.sixDigits');
    else if (repeat !== next) found.repeat = t('validation.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0 || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await setPaymentPassword({ currentPassword: current, newPaymentPassword: next });
      toast({ color: 'green', message: t('wallet.paymentPassword.saved') });
      setCurrent('');
      setNext('');
      setRepeat('');
      onDone?.();
    } catch (e) {
      setFailure(errorMessage(t, e));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="payment-password-form"
    >
      <Stack gap="md">
        <PasswordInput
          label={t('wallet.paymentPassword.current')}
          description={t('wallet.paymentPassword.currentHint')}
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={errors.current}
          autoComplete="current-password"
          maxLength={128}
          autoFocus={autoFocus}
          data-testid="payment-password-current"
        />
        <PinField
          label={t('wallet.paymentPassword.new')}
          value={next}
          onChange={setNext}
          error={errors.next}
          testId="payment-password-new"
        />
        <PinField
          label={t('wallet.paymentPassword.repeat')}
          value={repeat}
          onChange={setRepeat}
          error={errors.repeat}
          testId="payment-password-repeat"
        />
        {failure && (
          <Alert color="red" variant="light" py={8} data-testid="payment-password-error">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={pending} data-testid="payment-password-save" className="ol-btn-glow">
          {t('wallet.paymentPassword.save')}
        </Button>
      </Stack>
    </form>
  );
};

/** Account security's payment password card. */
export const PaymentPasswordCard = () => {
  const { t } = useTranslation();
  return (
    <section className="ol-card ol-security-card" data-testid="payment-password-card">
      <Stack gap="md">
        <div className="ol-card-head">
          <span className="ol-card-head-icon" aria-hidden="true">
            <IconLock size={20} />
          </span>
          <div>
            <Text fw={700}>{t('wallet.paymentPassword.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('wallet.paymentPassword.hint')}
            </Text>
          </div>
        </div>
        <PaymentPasswordForm />
      </Stack>
    </section>
  );
};
