import { Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ADMIN_API } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/ui/export-csv-button.tsx';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useBrands } from '../../features/brands/api/brands.ts';
import { useDeposits } from '../../features/payments/api/deposits.ts';
import { DepositStatusFilter } from '../../features/payments/components/deposit-status-filter.tsx';
import { DepositTable } from '../../features/payments/components/deposit-table.tsx';
import { depositQueryOf, statusFilterOf, statusParamOf } from '../../features/payments/lib/deposits.ts';
import { useCan } from '../../lib/permissions.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/**
 * Brand filter: a select of brands for operators who may read them, else a free code field
 * (finance holds payments.read but not brands.read).
 */
const BrandFilter = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => {
  const { t } = useTranslation();
  const canReadBrands = useCan('brands.read');
  const brands = useBrands(canReadBrands);
  if (canReadBrands)
    return (
      <Select
        w={{ base: '100%', xs: 200 }}
        placeholder={t('payments.allBrands')}
        aria-label={t('payments.columns.brand')}
        data={(brands.data ?? []).map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        clearable
        data-testid="deposit-brand"
      />
    );
  return (
    <TextInput
      w={{ base: '100%', xs: 160 }}
      placeholder={t('payments.brandCode')}
      aria-label={t('payments.columns.brand')}
      defaultValue={value}
      onBlur={(e) => onChange(e.currentTarget.value.trim())}
      onKeyDown={(e) => e.key === 'Enter' && onChange(e.currentTarget.value.trim())}
      data-testid="deposit-brand"
    />
  );
};

/** Finance's deposit queue: pending requests first (refreshed every 15 s), approve or reject each. */
export const DepositsPage = () => {
  const { t } = useTranslation();
  const list = useListParams(['q', 'brand', 'status'] as const);
  const { page, pageSize, filters } = list;
  const status = statusFilterOf(filters.status);
  const [search, setSearch] = useState(filters.q);
  const pushSearch = useDebouncedCallback((q: string) => list.setFilters({ q: q.trim() }), 400);
  const query = depositQueryOf(filters, page, pageSize);
  const { data, error, refetch, isPending, isPlaceholderData } = useDeposits(query);

  return (
    <div data-testid="deposits-page">
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={<ExportCsvButton path={ADMIN_API.deposits} query={query} fileName="deposits.csv" />}
      />
      <Group gap="sm" mb="md" wrap="wrap" align="center">
        <TextInput
          className="ol-grow"
          miw={220}
          maxLength={64}
          placeholder={t('payments.searchPlaceholder')}
          aria-label={t('payments.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            pushSearch(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              pushSearch.cancel?.();
              list.setFilters({ q: search.trim() });
            }
          }}
          leftSection={
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
            </svg>
          }
          data-testid="deposit-search"
        />
        <BrandFilter value={filters.brand} onChange={(brand) => list.setFilters({ brand })} />
        <DepositStatusFilter
          value={status}
          onChange={(next) => list.setFilters({ status: statusParamOf(next) })}
        />
      </Group>
      {status === 'PENDING' && (
        <Text size="xs" c="dimmed" mb="xs" data-testid="deposit-auto-refresh">
          {t('payments.autoRefresh')}
        </Text>
      )}
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <DepositTable items={data?.items} pending={isPending} stale={isPlaceholderData} status={status} />
      )}
      <PageFooter data={data} list={list} />
    </div>
  );
};
