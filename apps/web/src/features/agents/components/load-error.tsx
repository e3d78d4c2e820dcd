import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** A failed load of an agent page: the translated reason (errors.<CODE>) and a retry. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" data-testid="agent-load-error" role="alert">
      <Group justify="space-between" gap="xs">
        <span>{errorMessage(t, error)}</span>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
};
