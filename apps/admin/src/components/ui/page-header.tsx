import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of a console page, with its actions on the right. */
export const PageHeader = ({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) => (
  <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
    <Stack gap={2}>
      <Title order={1} size="h3">
        {title}
      </Title>
      {subtitle && (
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      )}
    </Stack>
    {actions && <Group gap="xs">{actions}</Group>}
  </Group>
);
