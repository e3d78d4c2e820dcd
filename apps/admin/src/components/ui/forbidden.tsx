import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';

/** What an operator sees where the role lacks the permission (hidden nav, or a 403 from the server). */
export const Forbidden = () => {
  const { t } = useTranslation();
  const role = useSession((s) => s.operator?.role);
  return (
    <Alert color="orange" variant="light" title={t('forbidden.title')} data-testid="forbidden" radius="md">
      <Stack gap={4}>
        <Text size="sm">{t('forbidden.body')}</Text>
        {role && (
          <Text size="sm" c="dimmed">
            {t('forbidden.role', { role: t(`roles.${role}`) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
};
