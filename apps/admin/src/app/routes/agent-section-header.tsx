import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of one agent page under the agent network's title, with its actions on the right. */
export const AgentSectionHeader = ({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) => (
  <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
    <Stack gap={2}>
      <Title order={2} size="h4">
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
