import { Alert, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useRooms, type TAdminRoom } from '../api/find-rooms.ts';
import { RoomEditDialog } from './room-edit-dialog.tsx';
import { RoomHands } from './room-hands.tsx';
import { RoomSeats } from './room-seats.tsx';
import { RoomsTable } from './rooms-table.tsx';

/** The brand chooser the console's frame offers (given by the app, as features do not import it). */
export type TBrandPicker = ComponentType<{ value: string; onChange: (code: string) => void }>;

/**
 * The house's card rooms of a brand (issue 19, PVP): the Hold'em and Niu-Niu rooms with their
 * stakes, buy-ins, rake, clocks, hands and rake collected; their edit by operators who may write
 * (with a reason the audit keeps, applied from the next hand); and the chosen room's seats now and
 * its hands. The brand, the room and the hands' page live in the URL.
 */
export const CardRoomsPage = ({ BrandPicker }: { BrandPicker: TBrandPicker }) => {
  const { t } = useTranslation();
  const canWrite = useCan('rooms.write');
  const list = useListParams(['brand', 'room'] as const);
  const { brand, room } = list.filters;
  const rooms = useRooms(brand);
  const editing = useDialogTarget<TAdminRoom>();
  const selected = rooms.data?.items.find((x) => String(x.id) === room) ?? null;
  const { setFilters } = list;
  // A new brand starts afresh: its rooms are not the other brand's.
  const setBrand = (code: string) => {
    if (code !== brand) setFilters({ brand: code, room: '' });
  };
  return (
    <Stack gap="md" data-testid="rooms-page">
      <PageHeader
        title={t('rooms.title')}
        subtitle={t('rooms.subtitle')}
        actions={<BrandPicker value={brand} onChange={setBrand} />}
      />
      {!brand ? (
        <Alert color="blue" variant="light" data-testid="rooms-choose-brand">
          {t('rooms.chooseBrand')}
        </Alert>
      ) : rooms.error ? (
        <QueryError error={rooms.error} onRetry={() => void rooms.refetch()} />
      ) : (
        <Stack gap={6}>
          {rooms.data && (
            <Text size="xs" c="dimmed" data-testid="rooms-currency">
              {t('rooms.amountsIn', { currency: rooms.data.currency })}
            </Text>
          )}
          <RoomsTable
            items={rooms.data?.items}
            decimals={rooms.data?.decimals ?? 2}
            selected={selected?.id ?? null}
            onOpen={(x) => setFilters({ room: String(x.id) })}
            onEdit={canWrite ? editing.open : undefined}
          />
        </Stack>
      )}
      {brand && selected && rooms.data && (
        <>
          <RoomSeats
            key={`seats-${selected.id}`}
            brand={brand}
            room={selected}
            decimals={rooms.data.decimals}
          />
          <RoomHands brand={brand} room={selected} decimals={rooms.data.decimals} list={list} />
        </>
      )}
      {canWrite && editing.target && rooms.data && (
        <RoomEditDialog
          key={editing.target.seq}
          brand={brand}
          room={editing.target.value}
          decimals={rooms.data.decimals}
          opened={editing.opened}
          onClose={editing.close}
        />
      )}
    </Stack>
  );
};
