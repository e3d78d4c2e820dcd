import { ADMIN_API } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/ui/export-csv-button.tsx';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useWithdrawals } from '../../features/payments/api/withdrawals.ts';
import { QueueFilters } from '../../features/payments/components/queue-filters.tsx';
import { WithdrawalTable } from '../../features/payments/components/withdrawal-table.tsx';
import {
  WITHDRAWAL_STATUS_FILTERS,
  withdrawalQueryOf,
  withdrawalStatusFilterOf,
} from '../../features/payments/lib/withdrawals.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useBrandChoices } from '../use-brand-choices.ts';

/**
 * Finance's withdrawal queue: pending requests first (refreshed every 15 s); approve, pay out with
 * the payout reference or reject, and settle the payouts members report as not received.
 */
export const WithdrawalsPage = () => {
  const { t } = useTranslation();
  const list = useListParams(['q', 'brand', 'status'] as const);
  const { page, pageSize, filters } = list;
  const status = withdrawalStatusFilterOf(filters.status);
  const brands = useBrandChoices();
  const query = withdrawalQueryOf(filters, page, pageSize);
  const { data, error, refetch, isPending, isPlaceholderData } = useWithdrawals(query);

  return (
    <div data-testid="withdrawals-page">
      <PageHeader
        title={t('payments.withdrawals.title')}
        subtitle={t('payments.withdrawals.subtitle')}
        actions={<ExportCsvButton path={ADMIN_API.withdrawals} query={query} fileName="withdrawals.csv" />}
      />
      <QueueFilters
        prefix="withdrawal"
        list={list}
        status={status}
        statusChoices={WITHDRAWAL_STATUS_FILTERS}
        statusLabel={(s) => t(`payments.withdrawals.statuses.${s}`)}
        statusVariant="select"
        brands={brands}
        searchLabel={t('payments.withdrawals.search')}
        searchPlaceholder={t('payments.withdrawals.searchPlaceholder')}
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <WithdrawalTable items={data?.items} pending={isPending} stale={isPlaceholderData} status={status} />
      )}
      <PageFooter data={data} list={list} />
    </div>
  );
};
