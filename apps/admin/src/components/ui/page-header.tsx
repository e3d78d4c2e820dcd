import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The title row of a console page, with its actions on the right. A section of a page that has a
 * title of its own (an agent network page under "Agent network") takes `order={2}`.
 */
export const PageHeader = ({
  title,
  subtitle,
  actions,
  order = 1,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  order?: 1 | 2;
}) => (
  <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
    <Stack gap={2}>
      <Title order={order} size={order === 1 ? 'h3' : 'h4'}>
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
