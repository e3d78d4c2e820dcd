import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorMessage } from '../../lib/error-message.ts';

/** A loader that failed for a reason other than a lost session (network down, server error). */
export const RouteError = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(t, error);
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Title order={2} size="h3">
          {t('common.loadFailed')}
        </Title>
        <Text c="dimmed" ta="center" data-testid="route-error">
          {text}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
      </Stack>
    </Center>
  );
};
