import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconLock } from '../../../components/ui/icons.tsx';

export type TPaymentFailure = { code: string; message: string };

type TProps = {
  failure: TPaymentFailure | null;
  testId: string;
  /** Opens the place to set the payment password, offered when the server says none is set. */
  onSetPaymentPassword: () => void;
  setPasswordTestId?: string;
};

/** Why a PIN-confirmed request was refused; without a payment password set, a button to set one. */
export const PaymentFailureAlert = ({ failure, testId, onSetPaymentPassword, setPasswordTestId }: TProps) => {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert color="red" variant="light" py={8} data-testid={testId}>
      <Stack gap={8}>
        <span>{failure.message}</span>
        {failure.code === 'PAYMENT_PASSWORD_REQUIRED' && (
          <Group>
            <Button
              size="xs"
              variant="white"
              color="dark"
              leftSection={<IconLock size={14} />}
              onClick={onSetPaymentPassword}
              data-testid={setPasswordTestId}
            >
              {t('wallet.paymentPassword.setNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
};
