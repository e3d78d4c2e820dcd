import type { TGame } from '@openlobby/contracts';
import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { useToggleFavorite } from '../hooks/use-toggle-favorite.ts';
import { IconHeart, IconHeartFilled, IconPlay, IconWrench } from './game-icons.tsx';
import { GameThumb } from './game-thumb.tsx';

type TProps = {
  game: TGame;
  /** Runs before the launch (a dialog showing suggestions closes itself). */
  onLaunch?: () => void;
};

/**
 * A game tile: lazily loaded art with NEW / HOT ribbons, a play overlay on hover, the favourite
 * heart, "Try for free" when the game offers free play, and a maintenance veil. The art launches
 * real play (login and real account checked by the launch).
 */
export const GameCard = memo(({ game, onLaunch }: TProps) => {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const toggleFavorite = useToggleFavorite();
  const play = (mode: 'real' | 'free') => {
    onLaunch?.();
    launch(game, { mode });
  };
  return (
    <article
      className="ol-game-card"
      data-testid="game-card"
      data-node-id={game.nodeId}
      data-game-name={game.name}
      data-maintenance={game.maintenance || undefined}
    >
      <button
        type="button"
        className="ol-game-art"
        onClick={() => play('real')}
        // The name holds the veil's visible words too (WCAG 2.5.3, label in name).
        aria-label={
          game.maintenance
            ? `${t('games.play', { name: game.name })} ${t('games.underMaintenance')}`
            : t('games.play', { name: game.name })
        }
        data-testid="game-play"
      >
        <GameThumb src={game.iconUrl} name={game.name} vendor={game.vendorName} className="ol-game-img" />
        {game.maintenance ? (
          <span className="ol-game-veil" data-testid="game-maintenance">
            <IconWrench size={26} />
            <span>{t('games.underMaintenance')}</span>
          </span>
        ) : (
          <span className="ol-game-hover" aria-hidden="true">
            <span className="ol-game-play-btn">
              <IconPlay size={22} />
            </span>
          </span>
        )}
      </button>
      {/* Beside the art rather than in its button, so the button's name is just "Play <game>". */}
      <span className="ol-game-ribbons">
        {game.isNew && <span className="ol-ribbon ol-ribbon-new">{t('games.ribbon.new')}</span>}
        {game.isHot && <span className="ol-ribbon ol-ribbon-hot">{t('games.ribbon.hot')}</span>}
      </span>
      <button
        type="button"
        className="ol-game-fav"
        aria-pressed={game.isFav}
        aria-label={t(game.isFav ? 'games.unfavourite' : 'games.favourite', { name: game.name })}
        data-testid="game-fav"
        data-fav={game.isFav || undefined}
        onClick={() => toggleFavorite(game)}
      >
        {game.isFav ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      </button>
      <div className="ol-game-meta">
        <span className="ol-game-name" title={game.name}>
          {game.name}
        </span>
        <span className="ol-game-sub">
          <span className="ol-game-vendor">{game.vendorName}</span>
          {game.freePlay && !game.maintenance && (
            <button
              type="button"
              className="ol-game-free"
              onClick={() => play('free')}
              data-testid="game-free"
            >
              {t('games.tryFree')}
            </button>
          )}
        </span>
      </div>
    </article>
  );
});
GameCard.displayName = 'GameCard';
