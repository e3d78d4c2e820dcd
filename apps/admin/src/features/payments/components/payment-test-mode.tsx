import { Alert, Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePaymentTestMode, useSavePaymentTestMode } from '../api/payment-test-mode.ts';

/**
 * A brand's test mode, inside the deposit channels card: while on, the sandbox gateway takes the
 * brand's deposits (play money) in production too and its withdrawals are refused. Switching it
 * either way asks first; in production a brand that took sandbox deposits cannot leave it (the
 * server refuses and the reason is shown).
 */
export const PaymentTestMode = ({ code, readOnly }: { code: string; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { data } = usePaymentTestMode(code);
  const save = useSavePaymentTestMode(code);
  const [asking, setAsking] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  if (!data) return null;
  const confirm = async () => {
    setFailure(null);
    try {
      await save.mutateAsync(asking!);
    } catch (e) {
      setFailure(e);
    }
  };
  return (
    <Stack gap={6} mb="md" data-testid="payment-test-mode" data-on={data.on}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Switch
            checked={data.on}
            disabled={readOnly || save.isPending}
            onChange={(e) => setAsking(e.currentTarget.checked)}
            label={t('payments.testMode.label')}
            data-testid="payment-test-mode-switch"
          />
          {data.on && (
            <Badge color="orange" variant="light" tt="none">
              {t('payments.testMode.on')}
            </Badge>
          )}
        </Group>
        {data.on && data.since && (
          <Text size="xs" c="dimmed">
            {t('payments.testMode.since', { by: data.by, at: new Date(data.since).toLocaleString() })}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('payments.testMode.description')}
      </Text>
      {failure !== null && (
        <Alert color="red" variant="light" p="xs" data-testid="payment-test-mode-error">
          {errorMessage(t, failure)}
        </Alert>
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={t(asking ? 'payments.testMode.confirmOnTitle' : 'payments.testMode.confirmOffTitle')}
        message={t(asking ? 'payments.testMode.confirmOnBody' : 'payments.testMode.confirmOffBody')}
        danger
        onClose={() => setAsking(null)}
        onConfirm={confirm}
        data-testid="payment-test-mode-confirm"
      />
    </Stack>
  );
};
