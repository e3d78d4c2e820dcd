import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TAdminDeposit } from '@openlobby/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { formatDepositAmount } from '../lib/deposits.ts';
import { GatewayBadge } from './deposit-badges.tsx';

const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" data-testid={testId}>
      {children}
    </Text>
  </Stack>
);

/** What an operator decides on, at the top of the approve and reject dialogs: amount and account first. */
export const DepositSummary = ({ deposit }: { deposit: TAdminDeposit }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="deposit-summary">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('payments.columns.amount')}
          </Text>
          <Text fw={700} size="xl" className="ol-amount" data-testid="deposit-summary-amount">
            {formatDepositAmount(deposit.amount, deposit.currency, locale)}
          </Text>
        </Stack>
        <Badge variant="light" color="gray" radius="sm" tt="none" ff="monospace">
          {deposit.brand}
        </Badge>
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Item label={t('payments.columns.account')} testId="deposit-summary-account">
          <Text span fw={600} size="sm">
            {deposit.account}
          </Text>
        </Item>
        <Item label={t('payments.columns.payerName')}>{deposit.payerName || '—'}</Item>
        <Item label={t('payments.columns.reference')}>
          <Text span ff="monospace" size="sm">
            {deposit.reference}
          </Text>
        </Item>
        <Item label={t('payments.columns.channel')}>
          <Group gap={6} wrap="nowrap">
            <span>{deposit.channel}</span>
            <GatewayBadge gateway={deposit.gateway} />
          </Group>
        </Item>
        <Item label={t('payments.columns.createdAt')}>{formatDateTime(deposit.createdAt, locale)}</Item>
        {deposit.gatewayRef && (
          <Item label={t('payments.gatewayRef')}>
            <Text span ff="monospace" size="sm">
              {deposit.gatewayRef}
            </Text>
          </Item>
        )}
      </SimpleGrid>
    </Paper>
  );
};
