import { ADMIN_API } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/ui/export-csv-button.tsx';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useDeposits } from '../../features/payments/api/deposits.ts';
import { DepositTable } from '../../features/payments/components/deposit-table.tsx';
import { QueueFilters } from '../../features/payments/components/queue-filters.tsx';
import {
  DEPOSIT_STATUS_FILTERS,
  depositQueryOf,
  statusFilterOf,
} from '../../features/payments/lib/deposits.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { useBrandChoices } from '../use-brand-choices.ts';

/** Finance's deposit queue: pending requests first (refreshed every 15 s), approve or reject each. */
export const DepositsPage = () => {
  const { t } = useTranslation();
  const list = useListParams(['q', 'brand', 'status'] as const);
  const { page, pageSize, filters } = list;
  const status = statusFilterOf(filters.status);
  const brands = useBrandChoices();
  const query = depositQueryOf(filters, page, pageSize);
  const { data, error, refetch, isPending, isPlaceholderData } = useDeposits(query);

  return (
    <div data-testid="deposits-page">
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={<ExportCsvButton path={ADMIN_API.deposits} query={query} fileName="deposits.csv" />}
      />
      <QueueFilters
        prefix="deposit"
        list={list}
        status={status}
        statusChoices={DEPOSIT_STATUS_FILTERS}
        statusLabel={(s) => t(`payments.statuses.${s}`)}
        statusVariant="segmented"
        brands={brands}
        searchLabel={t('payments.search')}
        searchPlaceholder={t('payments.searchPlaceholder')}
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <DepositTable items={data?.items} pending={isPending} stale={isPlaceholderData} status={status} />
      )}
      <PageFooter data={data} list={list} />
    </div>
  );
};
