import { EmptyRow } from '../../components/ui/empty-row.tsx';
import { Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ADMIN_API } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/ui/export-csv-button.tsx';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { ListTable } from '../../components/ui/list-table.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton-rows.tsx';
import { useBudgetTrips } from '../../features/outbox/api/budget-trips.ts';
import { useSmsOutbox } from '../../features/outbox/api/sms-outbox.ts';
import { BudgetTripsNotice } from '../../features/outbox/components/budget-trips-notice.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useListParams } from '../../lib/use-list-params.ts';

const COLUMNS = 6;

export const OutboxPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListParams(['brand', 'mobile'] as const);
  const { page, pageSize, filters } = list;
  const [brand, setBrand] = useState(filters.brand);
  const [mobile, setMobile] = useState(filters.mobile);
  const push = useDebouncedCallback((f: { brand?: string; mobile?: string }) => list.setFilters(f), 400);
  const query = { brand: filters.brand || undefined, mobile: filters.mobile || undefined, page, pageSize };
  const { data, error, refetch, isPending } = useSmsOutbox(query);
  const trips = useBudgetTrips(query.brand);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('outbox.title')}
        subtitle={t('outbox.subtitle')}
        actions={<ExportCsvButton path={ADMIN_API.smsOutbox} query={query} fileName="sms-outbox.csv" />}
      />
      <BudgetTripsNotice trips={trips.data} />
      <Group gap="sm" wrap="wrap">
        <TextInput
          w={{ base: '100%', xs: 180 }}
          placeholder={t('outbox.brand')}
          aria-label={t('outbox.brand')}
          value={brand}
          onChange={(e) => {
            setBrand(e.currentTarget.value);
            push({ brand: e.currentTarget.value.trim() });
          }}
          data-testid="outbox-brand"
        />
        <TextInput
          w={{ base: '100%', xs: 220 }}
          placeholder={t('outbox.mobile')}
          aria-label={t('outbox.mobile')}
          value={mobile}
          inputMode="tel"
          onChange={(e) => {
            setMobile(e.currentTarget.value);
            push({ mobile: e.currentTarget.value.trim() });
          }}
          data-testid="outbox-mobile"
        />
      </Group>
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <ListTable
          minWidth={760}
          head={
            <>
              <Table.Th>{t('outbox.createdAt')}</Table.Th>
              <Table.Th>{t('outbox.brand')}</Table.Th>
              <Table.Th>{t('outbox.mobile')}</Table.Th>
              <Table.Th>{t('outbox.body')}</Table.Th>
              <Table.Th>{t('outbox.provider')}</Table.Th>
              <Table.Th>{t('outbox.status')}</Table.Th>
            </>
          }
        >
          {isPending && <SkeletonRows count={3} colSpan={COLUMNS} />}
          {data?.items.map((r) => (
            <Table.Tr key={r.id} data-testid="outbox-row" data-id={r.id}>
              <Table.Td className="ol-nowrap">{formatDateTime(r.createdAt, locale)}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {r.brand}
                </Text>
              </Table.Td>
              <Table.Td className="ol-nowrap">{r.mobile}</Table.Td>
              <Table.Td>
                <Text size="sm" className="ol-sms-body">
                  {r.body}
                </Text>
              </Table.Td>
              <Table.Td>{r.provider}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={/fail|error/i.test(r.status) ? 'red' : 'green'}>
                  {r.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
          {data?.items.length === 0 && <EmptyRow colSpan={COLUMNS} label={t('common.empty')} />}
        </ListTable>
      )}
      <PageFooter data={data} list={list} />
    </Stack>
  );
};
