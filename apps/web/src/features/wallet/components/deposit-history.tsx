import { Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { lastDays } from '../../../components/ui/date-range.ts';
import { brandToday } from '../../../lib/brand-clock.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useDeposits, type TDepositPage } from '../api/deposits.ts';
import { safePayUrl } from '../lib/deposit.ts';
import { DepositStatusBadge } from './deposit-status-badge.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

type TDepositRow = TDepositPage['items'][number];

/** How far back the recent deposit requests reach. */
const RECENT_DAYS = 30;

/** The member's deposit requests of the last 30 days with their state, newest first. */
export const DepositHistory = ({ format }: { format: (amount: number) => string }) => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const [page, setPage] = useState(1);
  const [range] = useState(() => lastDays(RECENT_DAYS, brandToday()));
  const deposits = useDeposits({ ...range, page });
  const data = deposits.data;
  const pages = data ? Math.ceil(data.total / Math.max(1, data.pageSize)) : 0;
  const columns: TColumn<TDepositRow>[] = [
    { key: 'at', label: t('wallet.columns.time'), render: (d) => dateTime(d.createdAt) },
    { key: 'channel', label: t('wallet.deposit.channel'), render: (d) => d.channelName },
    { key: 'amount', label: t('wallet.columns.amount'), align: 'end', render: (d) => format(d.amount) },
    {
      key: 'status',
      label: t('wallet.columns.status'),
      render: (d) => {
        const payUrl = d.status === 'PENDING' ? safePayUrl(d.payUrl, window.location.origin) : null;
        return (
          <Group gap={6} wrap="nowrap">
            <DepositStatusBadge status={d.status} />
            {payUrl && (
              <Anchor href={payUrl} target="_blank" rel="noopener noreferrer" size="xs" fw={700}>
                {t('wallet.deposit.pay')}
              </Anchor>
            )}
          </Group>
        );
      },
    },
    {
      key: 'reference',
      label: t('wallet.columns.reference'),
      wide: true,
      render: (d) => <span className="ol-mono">{d.reference}</span>,
    },
  ];
  return (
    <section className="ol-wallet-section" data-testid="deposit-history">
      <Text fw={700} className="ol-section-title">
        {t('wallet.deposit.history')}
      </Text>
      {deposits.isError && <LoadError error={deposits.error} onRetry={() => void deposits.refetch()} />}
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(d) => d.id}
        rowTestId={(d) => `deposit-row-${d.id}`}
        loading={deposits.isPending}
        fetching={deposits.isPlaceholderData}
        empty={<EmptyState title={t('wallet.deposit.noHistory')} />}
        testId="deposit-history-table"
      />
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </section>
  );
};
