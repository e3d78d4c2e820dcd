import { Button, Loader, Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRoomList } from '../api/get-room-list.ts';
import { useGamesEnv } from '../hooks/use-games-env.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { useLaunchStore } from '../stores/launch-store.ts';

/** Card games seat players by stake: the rooms of GLS2_roomList; choosing one launches with its roomId. */
export const RoomPickDialog = () => {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { currencyDecimals } = useGamesEnv();
  const pick = useLaunchStore((s) => s.roomPick);
  const close = useLaunchStore((s) => s.close);
  const launch = useLaunchGame();
  const rooms = useRoomList(pick?.game.nodeId ?? null);
  const stake = (n: number) => money(n, currencyDecimals);
  return (
    <Modal
      opened={pick !== null}
      onClose={close}
      centered
      radius="lg"
      size="lg"
      title={pick ? t('games.rooms.title', { name: pick.game.name }) : ''}
      classNames={{ title: 'ol-dialog-title' }}
    >
      <div data-testid="room-pick">
        {rooms.isPending && <Loader className="ol-center" />}
        {rooms.isError && <EmptyState title={errorMessage(t, rooms.error)} />}
        {rooms.data?.length === 0 && <EmptyState title={t('games.rooms.none')} />}
        <div className="ol-rooms">
          {rooms.data?.map((r) => (
            <button
              key={r.roomId}
              type="button"
              className="ol-room"
              data-testid={`room-${r.roomId}`}
              onClick={() => pick && launch(pick.game, { mode: pick.mode, roomId: r.roomId })}
            >
              <span className="ol-room-name">{r.name}</span>
              <span className="ol-room-stake">
                {t('games.rooms.stake', { min: stake(r.minBet), max: stake(r.maxBet) })}
              </span>
              <span className="ol-room-players">{t('games.rooms.players', { count: r.players })}</span>
            </button>
          ))}
        </div>
        <Button variant="default" fullWidth mt="md" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
    </Modal>
  );
};
