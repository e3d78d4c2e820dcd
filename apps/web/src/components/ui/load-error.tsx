import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * A failed load inside a page (a history, an agent list): the translated reason (errors.<CODE>)
 * and a retry, announced as an alert.
 */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" data-testid="load-error" role="alert">
      <Group justify="space-between" gap="xs">
        <span>{errorMessage(t, error)}</span>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
};
