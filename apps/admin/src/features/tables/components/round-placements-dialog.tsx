import { Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { TPlacedStake } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useRoundPlacements } from '../api/find-round-placements.ts';
import { useResultText } from './result-text.tsx';

type TProps = { brand: string; roundId: string; title: string; opened: boolean; onClose: () => void };

/** A stake's spot in words: the spot's name, with its numbers (roulette's inside bets) or its third. */
const useSpotText = () => {
  const { t } = useTranslation();
  return (s: TPlacedStake) => {
    const name = t(`tables.spots.${s.kind}`);
    if (s.numbers) return `${name} ${s.numbers.join('-')}`;
    if (s.index) return `${name} ${s.index}`;
    return name;
  };
};

/**
 * One round's placements by members, in the order they were made: the account, each stake and
 * what it returned, the placement's stake and return. The round's totals above are their sums.
 */
export const RoundPlacementsDialog = ({ brand, roundId, title, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const resultText = useResultText();
  const spotText = useSpotText();
  const placements = useRoundPlacements(brand, roundId);
  const data = placements.data;
  const money = (v: number | null) => (v === null ? '—' : formatCurrency(v, data?.currency ?? '', locale));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="xl"
      title={title}
      data-testid="table-placements-dialog"
    >
      <Stack gap="sm">
        {data && (
          <Group gap="lg" data-testid="table-placements-summary">
            <Text size="sm">{resultText(data.round.result)}</Text>
            <Text size="sm">{t('tables.rounds.stakedTotal', { amount: money(data.round.staked) })}</Text>
            <Text size="sm">{t('tables.rounds.returnedTotal', { amount: money(data.round.returned) })}</Text>
          </Group>
        )}
        {placements.error && !data ? (
          <QueryError error={placements.error} onRetry={() => void placements.refetch()} />
        ) : (
          <RowsTable
            columns={[
              { key: 'account', label: t('tables.placements.account') },
              { key: 'stakes', label: t('tables.placements.stakes') },
              { key: 'staked', label: t('tables.placements.staked'), align: 'right' },
              { key: 'returned', label: t('tables.placements.returned'), align: 'right' },
            ]}
            items={data?.items}
            empty={t('tables.placements.empty')}
            emptyTestId="table-placements-empty"
            minWidth={640}
            testId="table-placements-table"
            row={(p) => (
              <Table.Tr key={p.id} data-testid={`table-placement-${p.id}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {p.account}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(p.at, locale)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {p.stakes.map((s, i) => (
                    <Text key={i} size="xs">
                      {spotText(s)}: {money(s.amount)}
                      {s.returned !== null && ` → ${money(s.returned)}`}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right" className="ol-amount">
                  {money(p.staked)}
                </Table.Td>
                <Table.Td ta="right" className="ol-amount">
                  {money(p.returned)}
                </Table.Td>
              </Table.Tr>
            )}
          />
        )}
      </Stack>
    </Modal>
  );
};
