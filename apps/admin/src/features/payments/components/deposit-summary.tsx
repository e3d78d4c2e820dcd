import { Group, Text } from '@mantine/core';
import type { TAdminDeposit } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { formatDepositAmount } from '../lib/deposits.ts';
import { GatewayBadge } from './deposit-badges.tsx';
import { Mono, SummaryCard, SummaryItem } from './summary-card.tsx';

/** What an operator decides on, at the top of the approve and reject dialogs: amount and account first. */
export const DepositSummary = ({ deposit }: { deposit: TAdminDeposit }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SummaryCard
      amount={formatDepositAmount(deposit.amount, deposit.currency, locale)}
      brand={deposit.brand}
      testId="deposit-summary"
    >
      <SummaryItem label={t('payments.columns.account')} testId="deposit-summary-account">
        <Text span fw={600} size="sm">
          {deposit.account}
        </Text>
      </SummaryItem>
      <SummaryItem label={t('payments.columns.payerName')}>{deposit.payerName || '—'}</SummaryItem>
      <SummaryItem label={t('payments.columns.reference')}>
        <Mono>{deposit.reference}</Mono>
      </SummaryItem>
      <SummaryItem label={t('payments.columns.channel')}>
        <Group gap={6} wrap="nowrap">
          <span>{deposit.channel}</span>
          <GatewayBadge gateway={deposit.gateway} />
        </Group>
      </SummaryItem>
      <SummaryItem label={t('payments.columns.createdAt')}>
        {formatDateTime(deposit.createdAt, locale)}
      </SummaryItem>
      {deposit.gatewayRef && (
        <SummaryItem label={t('payments.gatewayRef')}>
          <Mono>{deposit.gatewayRef}</Mono>
        </SummaryItem>
      )}
    </SummaryCard>
  );
};
