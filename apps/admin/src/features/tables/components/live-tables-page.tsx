import { Alert, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useTables, type TAdminTable } from '../api/find-tables.ts';
import { TableEditDialog } from './table-edit-dialog.tsx';
import { TableRounds } from './table-rounds.tsx';
import { TablesTable } from './tables-table.tsx';

/** The brand chooser the console's frame offers (given by the app, as features do not import it). */
export type TBrandPicker = ComponentType<{ value: string; onChange: (code: string) => void }>;

/**
 * The house's live tables of a brand (issue 19): the tables with their round and today's play,
 * their edit by operators who may write (limits per spot, chips, times, open or closed, with a
 * reason the audit keeps), and the chosen table's rounds with their results and placements. The
 * brand, the table and the rounds' days and page live in the URL.
 */
export const LiveTablesPage = ({ BrandPicker }: { BrandPicker: TBrandPicker }) => {
  const { t } = useTranslation();
  const canWrite = useCan('tables.write');
  const list = useListParams(['brand', 'table', 'from', 'to'] as const);
  const { brand, table, from, to } = list.filters;
  const tables = useTables(brand);
  const editing = useDialogTarget<TAdminTable>();
  const selected = tables.data?.items.find((x) => String(x.id) === table) ?? null;
  const { setFilters } = list;
  // A new brand starts afresh: its tables are not the other brand's.
  const setBrand = (code: string) => {
    if (code !== brand) setFilters({ brand: code, table: '', from: '', to: '' });
  };
  return (
    <Stack gap="md" data-testid="tables-page">
      <PageHeader
        title={t('tables.title')}
        subtitle={t('tables.subtitle')}
        actions={<BrandPicker value={brand} onChange={setBrand} />}
      />
      {!brand ? (
        <Alert color="blue" variant="light" data-testid="tables-choose-brand">
          {t('tables.chooseBrand')}
        </Alert>
      ) : tables.error ? (
        <QueryError error={tables.error} onRetry={() => void tables.refetch()} />
      ) : (
        <TablesTable
          items={tables.data?.items}
          currency={tables.data?.currency ?? ''}
          selected={selected?.id ?? null}
          onRounds={(x) => setFilters({ table: String(x.id) })}
          onEdit={canWrite ? editing.open : undefined}
        />
      )}
      {brand && selected && (
        <TableRounds
          brand={brand}
          table={selected}
          list={{
            page: list.page,
            pageSize: list.pageSize,
            from,
            to,
            setDays: (days) => setFilters(days),
            setPage: list.setPage,
            setPageSize: list.setPageSize,
          }}
        />
      )}
      {canWrite && editing.target && tables.data && (
        <TableEditDialog
          key={editing.target.seq}
          brand={brand}
          table={editing.target.value}
          decimals={tables.data.decimals}
          opened={editing.opened}
          onClose={editing.close}
        />
      )}
    </Stack>
  );
};
