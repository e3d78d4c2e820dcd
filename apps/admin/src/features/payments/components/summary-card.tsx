import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One labelled value of a summary. */
export const SummaryItem = ({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" data-testid={testId}>
      {children}
    </Text>
  </Stack>
);

/** A reference or account number: monospaced. */
export const Mono = ({ children }: { children: ReactNode }) => (
  <Text span ff="monospace" size="sm">
    {children}
  </Text>
);

/**
 * What an operator decides on, at the top of a decision dialog: the amount large, the brand, then
 * the details (`children`, SummaryItems) in two columns. Test ids: `<testId>`, `<testId>-amount`.
 */
export const SummaryCard = ({
  amount,
  brand,
  testId,
  children,
}: {
  amount: string;
  brand: string;
  testId: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('payments.columns.amount')}
          </Text>
          <Text fw={700} size="xl" className="ol-amount" data-testid={`${testId}-amount`}>
            {amount}
          </Text>
        </Stack>
        <Badge variant="light" color="gray" radius="sm" tt="none" ff="monospace">
          {brand}
        </Badge>
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
    </Paper>
  );
};
