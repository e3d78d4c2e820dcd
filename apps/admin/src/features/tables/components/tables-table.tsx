import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminTable } from '../api/find-tables.ts';
import { spotsOf } from '../lib/table-form.ts';
import { RowButtons } from '../../../components/ui/row-action-buttons.tsx';

type TProps = {
  items: readonly TAdminTable[] | undefined;
  currency: string;
  /** The table whose rounds are shown below the list. */
  selected: number | null;
  onRounds: (t: TAdminTable) => void;
  /** Given when the operator may change tables (tables.write). */
  onEdit?: (t: TAdminTable) => void;
};

/**
 * A brand's live tables: open or closed and the round in play, betting and result times, the
 * stakes a spot takes (the lowest least and the highest most over its spots), chips, and today's
 * players and stakes.
 */
export const TablesTable = ({ items, currency, selected, onRounds, onEdit }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (v: number) => formatCurrency(v, currency, locale);
  return (
    <RowsTable
      columns={[
        { key: 'table', label: t('tables.columns.table') },
        { key: 'status', label: t('tables.columns.status') },
        { key: 'times', label: t('tables.columns.times') },
        { key: 'stakes', label: t('tables.columns.stakes'), align: 'right' },
        { key: 'chips', label: t('tables.columns.chips') },
        { key: 'today', label: t('tables.columns.today'), align: 'right' },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('tables.empty')}
      emptyTestId="tables-empty"
      minWidth={1000}
      testId="tables-table"
      row={(table) => {
        const spots = spotsOf(table).map((k) => table.limits[k]!);
        const least = Math.min(...spots.map((l) => l.min));
        const most = Math.max(...spots.map((l) => l.max));
        return (
          <Table.Tr
            key={table.id}
            data-testid={`table-row-${table.code}`}
            aria-current={selected === table.id ? 'true' : undefined}
          >
            <Table.Td>
              <Text fw={600} size="sm">
                {table.name}
              </Text>
              <Text size="xs" c="dimmed">
                {table.code} · {t(`tables.games.${table.game}`)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Badge
                  variant="light"
                  color={table.active ? 'green' : 'gray'}
                  data-testid={`table-active-${table.code}`}
                >
                  {t(table.active ? 'tables.open' : 'tables.closed')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {table.round
                  ? t('tables.roundIn', {
                      number: formatNumber(table.round.number, locale),
                      phase: t(`tables.phases.${table.round.phase}`),
                    })
                  : t('tables.noRound')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t('tables.bettingFor', { n: table.bettingSeconds })}</Text>
              <Text size="xs" c="dimmed">
                {t('tables.resultFor', { n: table.resultSeconds })}
              </Text>
            </Table.Td>
            <Table.Td ta="right" className="ol-amount" data-testid={`table-stakes-${table.code}`}>
              {spots.length ? `${money(least)} – ${money(most)}` : '—'}
            </Table.Td>
            <Table.Td data-testid={`table-chips-${table.code}`}>
              <Text size="sm">{table.chips.map((c) => formatNumber(c, locale)).join(' · ')}</Text>
            </Table.Td>
            <Table.Td ta="right" data-testid={`table-today-${table.code}`}>
              <Text size="sm" className="ol-amount">
                {money(table.stakedToday)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('tables.players', { count: table.playersToday })}
              </Text>
            </Table.Td>
            <RowButtons
              actions={[
                {
                  word: t('tables.rounds.show'),
                  name: t('tables.rounds.showOf', { name: table.name }),
                  onClick: () => onRounds(table),
                  testId: `table-rounds-${table.code}`,
                },
                !!onEdit && {
                  word: t('tables.edit'),
                  name: t('tables.editOf', { name: table.name }),
                  onClick: () => onEdit(table),
                  testId: `table-edit-${table.code}`,
                },
              ]}
            />
          </Table.Tr>
        );
      }}
    />
  );
};
