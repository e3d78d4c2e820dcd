import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAwaitingDraw } from '../api/find-awaiting-results.ts';
import { RowActions } from './row-actions.tsx';

type TProps = {
  items: readonly TAwaitingDraw[] | undefined;
  /** Given when the operator may enter results (lottery.results). */
  onEnter?: (d: TAwaitingDraw) => void;
};

/** Closed draws of games with official results that wait for their sheet, with when they are voided. */
export const AwaitingTable = ({ items, onEnter }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'draw', label: t('lottery.columns.draw') },
        { key: 'drawAt', label: t('lottery.results.drewAt') },
        { key: 'voidsAt', label: t('lottery.results.voidsAt') },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('lottery.results.noneAwaiting')}
      emptyTestId="lottery-awaiting-empty"
      minWidth={720}
      testId="lottery-awaiting-table"
      row={(d) => (
        <Table.Tr key={d.drawId} data-testid={`lottery-awaiting-row-${d.drawId}`}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {d.gameName}
            </Text>
            <Text size="xs" c="dimmed">
              {d.gameCode} · {d.drawKey}
            </Text>
          </Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(d.drawAt, locale)}</Table.Td>
          <Table.Td className="ol-nowrap">{formatDateTime(d.voidsAt, locale)}</Table.Td>
          <RowActions
            actions={[
              !!onEnter && {
                word: t('lottery.results.enter'),
                name: t('lottery.results.enterOf', { draw: `${d.gameName} ${d.drawKey}` }),
                onClick: () => onEnter(d),
                testId: `lottery-awaiting-enter-${d.drawId}`,
              },
            ]}
          />
        </Table.Tr>
      )}
    />
  );
};
