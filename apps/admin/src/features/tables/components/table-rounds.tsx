import { Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../../components/ui/list-pagination.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useTableRounds, type TAdminTableRound } from '../api/find-table-rounds.ts';
import type { TAdminTable } from '../api/find-tables.ts';
import { RoundPlacementsDialog } from './round-placements-dialog.tsx';
import { useResultText } from './result-text.tsx';
import { RowButtons } from '../../../components/ui/row-action-buttons.tsx';

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

type TProps = {
  brand: string;
  table: TAdminTable;
  /** The list's page, size and day filter, kept in the URL by the page. */
  list: {
    page: number;
    pageSize: number;
    from: string;
    to: string;
    setDays: (days: { from?: string; to?: string }) => void;
    setPage: (page: number) => void;
    setPageSize: (pageSize: number) => void;
  };
};

/**
 * A table's rounds, newest first, filterable by the day they opened (the brand's time zone): the
 * result, members who played, what they staked and got back, and the house's result; a round's
 * placements open in a dialog.
 */
export const TableRounds = ({ brand, table, list }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const resultText = useResultText();
  const rounds = useTableRounds({
    brand,
    tableId: table.id,
    from: isDay(list.from) ? list.from : undefined,
    to: isDay(list.to) ? list.to : undefined,
    page: list.page,
    pageSize: list.pageSize,
  });
  const data = rounds.data;
  const placements = useDialogTarget<TAdminTableRound>();
  const money = (v: number | null) => (v === null ? '—' : formatCurrency(v, data?.currency ?? '', locale));
  return (
    <Stack gap="sm" component="section" aria-labelledby="table-rounds-title" data-testid="table-rounds">
      <Title order={2} size="h4" id="table-rounds-title">
        {t('tables.rounds.title', { name: table.name })}
      </Title>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          type="date"
          label={t('tables.rounds.from')}
          value={list.from}
          max={list.to || undefined}
          onChange={(e) => list.setDays({ from: e.currentTarget.value })}
          data-testid="table-rounds-from"
        />
        <TextInput
          type="date"
          label={t('tables.rounds.to')}
          value={list.to}
          min={list.from || undefined}
          onChange={(e) => list.setDays({ to: e.currentTarget.value })}
          data-testid="table-rounds-to"
        />
      </Group>
      {rounds.error && !data ? (
        <QueryError error={rounds.error} onRetry={() => void rounds.refetch()} />
      ) : (
        <RowsTable
          columns={[
            { key: 'round', label: t('tables.rounds.round') },
            { key: 'result', label: t('tables.rounds.result') },
            { key: 'players', label: t('tables.rounds.players'), align: 'right' },
            { key: 'staked', label: t('tables.rounds.staked'), align: 'right' },
            { key: 'returned', label: t('tables.rounds.returned'), align: 'right' },
            { key: 'house', label: t('tables.rounds.house'), align: 'right' },
            { key: 'actions', label: t('common.actions') },
          ]}
          items={data?.items}
          loading={rounds.isPlaceholderData}
          empty={t('tables.rounds.empty')}
          emptyTestId="table-rounds-empty"
          minWidth={900}
          testId="table-rounds-table"
          row={(r) => (
            <Table.Tr key={r.id} data-testid={`table-round-${r.number}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t('tables.rounds.number', { number: formatNumber(r.number, locale) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(r.openedAt, locale)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {r.phase === 'BETTING' ? t('tables.phases.BETTING') : resultText(r.result)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(r.players, locale)}</Table.Td>
              <Table.Td ta="right" className="ol-amount">
                {money(r.staked)}
              </Table.Td>
              <Table.Td ta="right" className="ol-amount">
                {money(r.returned)}
              </Table.Td>
              <Table.Td
                ta="right"
                className="ol-amount"
                c={r.houseResult !== null && r.houseResult < 0 ? 'red.8' : undefined}
                data-testid={`table-round-house-${r.number}`}
              >
                {money(r.houseResult)}
              </Table.Td>
              <RowButtons
                actions={[
                  {
                    word: t('tables.placements.show'),
                    name: t('tables.placements.showOf', { number: r.number }),
                    onClick: () => placements.open(r),
                    testId: `table-round-placements-${r.number}`,
                  },
                ]}
              />
            </Table.Tr>
          )}
        />
      )}
      <PageFooter data={data} list={list} />
      {placements.target && (
        <RoundPlacementsDialog
          key={placements.target.seq}
          brand={brand}
          roundId={placements.target.value.id}
          title={t('tables.placements.title', { name: table.name, number: placements.target.value.number })}
          opened={placements.opened}
          onClose={placements.close}
        />
      )}
    </Stack>
  );
};
