import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the brand editor; `aside` sits at the right of the title (badges, a count). */
export const BrandSection = ({
  title,
  description,
  aside,
  children,
  testId,
}: {
  title: string;
  description?: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) => (
  <Card data-testid={testId}>
    <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="nowrap">
      <Stack gap={2}>
        <Title order={2} size="h5">
          {title}
        </Title>
        {description && (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {aside && (
        <Group gap={6} wrap="nowrap">
          {aside}
        </Group>
      )}
    </Group>
    {children}
  </Card>
);
