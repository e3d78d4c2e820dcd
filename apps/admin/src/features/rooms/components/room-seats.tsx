import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useRoomSeats, type TAdminRoomSeat } from '../api/find-room-seats.ts';
import type { TAdminRoom } from '../api/find-rooms.ts';
import { roomMoney } from './room-money.ts';

/** A seat's state in one word: sitting out and leaving first, else in the hand or waiting for one. */
const stateOf = (s: TAdminRoomSeat) =>
  s.leaving ? 'leaving' : s.sittingOut ? 'sittingOut' : s.inHand ? 'inHand' : 'waiting';
const STATE_COLORS = { leaving: 'orange', sittingOut: 'gray', inHand: 'blue', waiting: 'teal' } as const;

/**
 * Who sits in the room now: the member's account in full (the back office sees it; a free-play
 * guest is marked), the chips behind and, in a Hold'em hand, those in the pot, and whether the
 * seat is in the hand, waiting, sitting out or leaving when the hand ends. Read again every few
 * seconds while shown.
 */
export const RoomSeats = ({
  brand,
  room,
  decimals,
}: {
  brand: string;
  room: TAdminRoom;
  decimals: number;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const seats = useRoomSeats(brand, room.id);
  const data = seats.data;
  const money = roomMoney(room.freePlay, decimals, locale);
  return (
    <Stack gap="sm" component="section" aria-labelledby="room-seats-title" data-testid="room-seats">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="room-seats-title">
          {t('rooms.seats.title', { name: room.name })}
        </Title>
        {data && (
          <Text size="sm" c="dimmed" data-testid="room-seats-hand">
            {data.handInPlay === null
              ? t('rooms.seats.betweenHands')
              : t('rooms.seats.handInPlay', { number: formatNumber(data.handInPlay, locale) })}
          </Text>
        )}
      </Group>
      {seats.error && !data ? (
        <QueryError error={seats.error} onRetry={() => void seats.refetch()} />
      ) : (
        <RowsTable
          columns={[
            { key: 'seat', label: t('rooms.seats.seat') },
            { key: 'player', label: t('rooms.seats.player') },
            { key: 'stack', label: t('rooms.seats.stack'), align: 'right' },
            { key: 'committed', label: t('rooms.seats.committed'), align: 'right' },
            { key: 'state', label: t('rooms.seats.state') },
            { key: 'since', label: t('rooms.seats.since') },
          ]}
          items={data?.items}
          empty={t('rooms.seats.empty')}
          emptyTestId="room-seats-empty"
          skeletonRows={2}
          minWidth={760}
          testId="room-seats-table"
          row={(s) => {
            const state = stateOf(s);
            return (
              <Table.Tr key={s.seatNo} data-testid={`room-seat-${s.seatNo}`}>
                <Table.Td>{t('rooms.seats.seatNo', { n: s.seatNo + 1 })}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {s.account}
                    </Text>
                    {s.guest && (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('rooms.seats.guest')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right" className="ol-amount">
                  {money(s.stack)}
                </Table.Td>
                <Table.Td ta="right" className="ol-amount">
                  {s.inHand ? money(s.committed) : '—'}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATE_COLORS[state]}>
                    {t(`rooms.seats.states.${state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(s.seatedAt, locale)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          }}
        />
      )}
    </Stack>
  );
};
