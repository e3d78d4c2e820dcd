import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import type { TAdminRoom } from '../api/find-rooms.ts';
import { percentText, roomMoney } from './room-money.ts';
import { RowButtons } from '../../../components/ui/row-action-buttons.tsx';

/** Figures and short labels stay on one line: the list scrolls sideways rather than wrap them. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

type TProps = {
  items: readonly TAdminRoom[] | undefined;
  /** The brand currency's decimals, which money rooms' amounts are shown in. */
  decimals: number;
  /** The room whose seats and hands are shown below the list. */
  selected: number | null;
  onOpen: (r: TAdminRoom) => void;
  /** Given when the operator may change rooms (rooms.write). */
  onEdit?: (r: TAdminRoom) => void;
};

/**
 * A brand's card rooms of both games: money or free play, active or not and the seats taken, the
 * stakes (Hold'em's blinds, Niu-Niu's base bet), the buy-in range, the rake (and Hold'em's cap),
 * the turn clock and pause, the hands dealt, and the rake collected today and in all.
 */
export const RoomsTable = ({ items, decimals, selected, onOpen, onEdit }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RowsTable
      columns={[
        { key: 'room', label: t('rooms.columns.room') },
        { key: 'status', label: t('rooms.columns.status') },
        { key: 'stakes', label: t('rooms.columns.stakes'), align: 'right' },
        { key: 'buyIn', label: t('rooms.columns.buyIn'), align: 'right' },
        { key: 'rake', label: t('rooms.columns.rake'), align: 'right' },
        { key: 'clocks', label: t('rooms.columns.clocks') },
        { key: 'collected', label: t('rooms.columns.collected'), align: 'right' },
        { key: 'actions', label: t('common.actions') },
      ]}
      items={items}
      empty={t('rooms.empty')}
      emptyTestId="rooms-empty"
      minWidth={980}
      testId="rooms-table"
      row={(room) => {
        const money = roomMoney(room.freePlay, decimals, locale);
        const niuniu = room.game === 'niuniu';
        return (
          <Table.Tr
            key={room.id}
            data-testid={`room-row-${room.code}`}
            aria-current={selected === room.id ? 'true' : undefined}
          >
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm" style={NOWRAP}>
                  {room.name}
                </Text>
                {room.freePlay && (
                  <Badge
                    size="xs"
                    variant="outline"
                    color="gray"
                    style={{ flex: 'none' }}
                    data-testid={`room-fun-${room.code}`}
                  >
                    {t('rooms.freePlay')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" style={NOWRAP}>
                {room.code} · {t(`rooms.games.${room.game}`)}
              </Text>
            </Table.Td>
            <Table.Td style={NOWRAP}>
              <Badge
                variant="light"
                color={room.active ? 'green' : 'gray'}
                data-testid={`room-active-${room.code}`}
              >
                {t(room.active ? 'rooms.active' : 'rooms.inactive')}
              </Badge>
              <Text size="xs" c="dimmed" mt={4} style={NOWRAP} data-testid={`room-seated-${room.code}`}>
                {t('rooms.seated', { seated: room.seated, seats: room.seatCount })}
              </Text>
              <Text size="xs" c="dimmed" style={NOWRAP} data-testid={`room-hands-${room.code}`}>
                {t('rooms.handsDealt', { count: room.handsDealt })}
              </Text>
            </Table.Td>
            <Table.Td
              ta="right"
              className="ol-amount"
              style={NOWRAP}
              data-testid={`room-stakes-${room.code}`}
            >
              {niuniu
                ? t('rooms.baseBet', { amount: money(room.bigBlind) })
                : t('rooms.blinds', { small: money(room.smallBlind), big: money(room.bigBlind) })}
            </Table.Td>
            <Table.Td ta="right" className="ol-amount" style={NOWRAP}>
              {money(room.minBuyIn)} – {money(room.maxBuyIn)}
            </Table.Td>
            <Table.Td ta="right" style={NOWRAP} data-testid={`room-rake-${room.code}`}>
              <Text size="sm">{percentText(room.rakePercent, locale)}</Text>
              <Text size="xs" c="dimmed">
                {niuniu ? t('rooms.commission') : t('rooms.rakeCap', { amount: money(room.rakeCap) })}
              </Text>
            </Table.Td>
            <Table.Td style={NOWRAP}>
              <Text size="sm">{t('rooms.turnFor', { n: formatNumber(room.turnSeconds, locale) })}</Text>
              <Text size="xs" c="dimmed">
                {t('rooms.pauseFor', { n: formatNumber(room.pauseSeconds, locale) })}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={NOWRAP} data-testid={`room-collected-${room.code}`}>
              <Text size="sm" className="ol-amount">
                {money(room.rakeToday)}
              </Text>
              {room.rakeTotal !== null && (
                <Text size="xs" c="dimmed">
                  {t('rooms.rakeTotal', { amount: money(room.rakeTotal) })}
                </Text>
              )}
            </Table.Td>
            <RowButtons
              actions={[
                {
                  word: t('rooms.open'),
                  name: t('rooms.openOf', { name: room.name }),
                  onClick: () => onOpen(room),
                  testId: `room-open-${room.code}`,
                },
                !!onEdit && {
                  word: t('rooms.edit'),
                  name: t('rooms.editOf', { name: room.name }),
                  onClick: () => onEdit(room),
                  testId: `room-edit-${room.code}`,
                },
              ]}
            />
          </Table.Tr>
        );
      }}
    />
  );
};
