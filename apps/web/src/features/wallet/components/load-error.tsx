import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** A failed load: the translated reason and a retry. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" data-testid="wallet-load-error">
      <Group justify="space-between" gap="xs">
        <span>{errorMessage(t, error)}</span>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
};
