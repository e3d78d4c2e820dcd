import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Button component={Link} to={paths.home} variant="default">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
};
