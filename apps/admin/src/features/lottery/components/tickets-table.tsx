import { Table, Text } from '@mantine/core';
import type { TTicketView } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency, formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { LotteryBadge } from './lottery-badges.tsx';

type TProps = { items: readonly TTicketView[] | undefined; currency: string; stale?: boolean };

/** A member's tickets: the draw, the bet and its numbers, stake and odds, status and what it paid. */
export const TicketsTable = ({ items, currency, stale }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (v: number) => formatCurrency(v, currency, locale);
  return (
    <RowsTable
      columns={[
        { key: 'ticket', label: t('lottery.tickets.ticket') },
        { key: 'draw', label: t('lottery.columns.draw') },
        { key: 'bet', label: t('lottery.tickets.bet') },
        { key: 'stake', label: t('lottery.tickets.stake'), align: 'right' },
        { key: 'odds', label: t('lottery.tickets.odds'), align: 'right' },
        { key: 'status', label: t('lottery.columns.status') },
        { key: 'win', label: t('lottery.tickets.win'), align: 'right' },
        { key: 'placed', label: t('lottery.tickets.placedAt') },
      ]}
      items={items}
      loading={stale}
      empty={t('lottery.tickets.empty')}
      emptyTestId="lottery-tickets-empty"
      minWidth={980}
      testId="lottery-tickets-table"
      row={(k) => (
        <Table.Tr key={k.id} data-testid={`lottery-ticket-row-${k.id}`}>
          <Table.Td className="ol-amount">#{k.id}</Table.Td>
          <Table.Td>
            <Text size="sm">{k.gameCode}</Text>
            <Text size="xs" c="dimmed">
              {k.drawKey}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{k.betType}</Text>
            <Text size="xs" ff="monospace">
              {k.numbers.join(' · ')}
            </Text>
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {money(k.stake)}
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {k.odds}×
          </Table.Td>
          <Table.Td>
            <LotteryBadge kind="ticketStatuses" status={k.status} />
          </Table.Td>
          <Table.Td ta="right" className="ol-amount">
            {k.win === null ? '—' : money(k.win)}
          </Table.Td>
          <Table.Td className="ol-nowrap">
            <Text size="xs">{formatDateTime(k.placedAt, locale)}</Text>
            {k.settledAt && (
              <Text size="xs" c="dimmed">
                {formatDateTime(k.settledAt, locale)}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
};
