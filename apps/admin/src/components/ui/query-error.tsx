import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isForbidden } from '../../lib/api-error.ts';
import { errorCodeOf, errorMessage } from '../../lib/error-message.ts';
import { Forbidden } from './forbidden.tsx';

/** A failed load: the "not allowed for your role" state for 403, else the translated error and a retry. */
export const QueryError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const { t } = useTranslation();
  if (isForbidden(error)) return <Forbidden />;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('common.loadFailed')}
      data-testid="query-error"
      data-code={errorCodeOf(error)}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(t, error)}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
};
