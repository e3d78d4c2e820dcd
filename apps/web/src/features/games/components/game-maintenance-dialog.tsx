import { Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLaunchStore } from '../stores/launch-store.ts';
import { GameGrid } from './game-grid.tsx';
import { IconWrench } from './game-icons.tsx';

/** A launch refused with GAME_MAINTENANCE: says so and offers the server's suggestions as cards. */
export const GameMaintenanceDialog = () => {
  const { t } = useTranslation();
  const state = useLaunchStore((s) => s.maintenance);
  const close = useLaunchStore((s) => s.close);
  return (
    <Modal
      opened={state !== null}
      onClose={close}
      centered
      radius="lg"
      size="xl"
      title={t('games.maintenanceTitle')}
      classNames={{ title: 'ol-dialog-title' }}
    >
      {state && (
        <div data-testid="game-maintenance-dialog">
          <div className="ol-maint-head">
            <span className="ol-maint-icon">
              <IconWrench size={26} />
            </span>
            <div>
              <strong>{state.game.name}</strong>
              <p>{t('errors.GAME_MAINTENANCE')}</p>
            </div>
          </div>
          {state.suggestions.length > 0 && (
            <>
              <h4 className="ol-maint-sub">{t('games.suggestions')}</h4>
              <GameGrid
                games={state.suggestions}
                onLaunch={close}
                testId="game-suggestions"
                className="ol-game-grid-compact"
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
};
