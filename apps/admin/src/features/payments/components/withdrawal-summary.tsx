import { Group, Stack, Text } from '@mantine/core';
import type { TAdminWithdrawal } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { formatAmount } from '../lib/queue.ts';
import { PayoutKindBadge } from './withdrawal-badges.tsx';
import { Mono, SummaryCard, SummaryItem } from './summary-card.tsx';

/** Where the money goes: bank or provider, the account's name and its masked number. */
export const PayTo = ({ account, testId }: { account: TAdminWithdrawal['account']; testId?: string }) => (
  <Stack gap={0} data-testid={testId}>
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {account.bankName}
      </Text>
      <PayoutKindBadge kind={account.kind} />
    </Group>
    <Text size="xs" c="dimmed" className="ol-nowrap">
      {account.accountName} · <Mono>{account.accountNumber}</Mono>
    </Text>
  </Stack>
);

/** What an operator acts on, at the top of every withdrawal dialog: amount, member and where to pay. */
export const WithdrawalSummary = ({ withdrawal: w }: { withdrawal: TAdminWithdrawal }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SummaryCard
      amount={formatAmount(w.amount, w.currency, locale)}
      brand={w.brand}
      testId="withdrawal-summary"
    >
      <SummaryItem
        label={t('payments.withdrawals.columns.memberAccount')}
        testId="withdrawal-summary-account"
      >
        <Text span fw={600} size="sm">
          {w.memberAccount}
        </Text>
      </SummaryItem>
      <SummaryItem label={t('payments.columns.reference')}>
        <Mono>{w.reference}</Mono>
      </SummaryItem>
      <SummaryItem label={t('payments.withdrawals.columns.payTo')}>
        <PayTo account={w.account} testId="withdrawal-summary-payto" />
      </SummaryItem>
      <SummaryItem label={t('payments.columns.createdAt')}>{formatDateTime(w.createdAt, locale)}</SummaryItem>
      {w.payoutReference && (
        <SummaryItem label={t('payments.withdrawals.columns.payoutReference')}>
          <Mono>{w.payoutReference}</Mono>
        </SummaryItem>
      )}
      {w.paidAt && (
        <SummaryItem label={t('payments.withdrawals.paidAt')}>{formatDateTime(w.paidAt, locale)}</SummaryItem>
      )}
    </SummaryCard>
  );
};
