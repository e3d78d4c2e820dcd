import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../../components/ui/list-pagination.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useRoomHands } from '../api/find-room-hands.ts';
import type { TAdminRoom } from '../api/find-rooms.ts';
import { roomMoney } from './room-money.ts';

type TProps = {
  brand: string;
  room: TAdminRoom;
  /** The brand currency's decimals, which a money room's amounts are shown in. */
  decimals: number;
  /** The list's page and size, kept in the URL by the page. */
  list: {
    page: number;
    pageSize: number;
    setPage: (page: number) => void;
    setPageSize: (pageSize: number) => void;
  };
};

/** A net with its sign, so a win and a loss read apart at a glance. */
const signed = (v: number, text: string) => (v > 0 ? `+${text}` : text);

/**
 * A room's hands, newest first: when each started and was settled, how many were dealt in, the
 * rake, each seat's net (the member's account in full, a guest by its label), and the hand's public
 * proof, which anyone may check.
 */
export const RoomHands = ({ brand, room, decimals, list }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const hands = useRoomHands({ brand, roomId: room.id, page: list.page, pageSize: list.pageSize });
  const data = hands.data;
  const money = roomMoney(room.freePlay, decimals, locale);
  return (
    <Stack gap="sm" component="section" aria-labelledby="room-hands-title" data-testid="room-hands">
      <Title order={2} size="h4" id="room-hands-title">
        {t('rooms.hands.title', { name: room.name })}
      </Title>
      {hands.error && !data ? (
        <QueryError error={hands.error} onRetry={() => void hands.refetch()} />
      ) : (
        <RowsTable
          columns={[
            { key: 'hand', label: t('rooms.hands.hand') },
            { key: 'settled', label: t('rooms.hands.settled') },
            { key: 'players', label: t('rooms.hands.players'), align: 'right' },
            { key: 'rake', label: t('rooms.hands.rake'), align: 'right' },
            { key: 'nets', label: t('rooms.hands.nets') },
            { key: 'proof', label: t('rooms.hands.proof') },
          ]}
          items={data?.items}
          loading={hands.isPlaceholderData}
          empty={t('rooms.hands.empty')}
          emptyTestId="room-hands-empty"
          minWidth={900}
          testId="room-hands-table"
          row={(h) => (
            <Table.Tr key={h.id} data-testid={`room-hand-${h.handNo}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t('rooms.hands.number', { number: formatNumber(h.handNo, locale) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(h.startedAt, locale)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {h.settledAt ? formatDateTime(h.settledAt, locale) : t('rooms.hands.inPlay')}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(h.players, locale)}</Table.Td>
              <Table.Td ta="right" className="ol-amount">
                {money(h.rake)}
              </Table.Td>
              <Table.Td data-testid={`room-hand-nets-${h.handNo}`}>
                {h.seats.map((s) => (
                  <Text key={s.seatNo} size="xs">
                    {s.account}:{' '}
                    <Text
                      span
                      inherit
                      className="ol-amount"
                      c={s.net !== null && s.net < 0 ? 'red.8' : undefined}
                    >
                      {s.net === null ? '—' : signed(s.net, money(s.net))}
                    </Text>
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                <Anchor
                  href={h.proof}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                  aria-label={t('rooms.hands.proofOf', { number: h.handNo })}
                  data-testid={`room-hand-proof-${h.handNo}`}
                >
                  {t('rooms.hands.proofLink')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          )}
        />
      )}
      <PageFooter data={data} list={list} />
    </Stack>
  );
};
