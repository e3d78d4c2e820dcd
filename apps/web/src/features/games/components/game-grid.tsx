import type { TGame } from '@openlobby/contracts';
import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { GameCard } from './game-card.tsx';

type TProps = {
  games: readonly TGame[] | undefined;
  loading?: boolean;
  /** Shown when the list has loaded empty. */
  empty?: ReactNode;
  /** Placeholder tiles while the first page loads. */
  skeletons?: number;
  /** The previous page is still on screen while the next one loads. */
  stale?: boolean;
  onLaunch?: () => void;
  testId?: string;
  className?: string;
};

/** The responsive grid of game cards (six across on desktop, three on phones). */
export const GameGrid = ({
  games,
  loading,
  empty,
  skeletons = 12,
  stale,
  onLaunch,
  testId = 'game-grid',
  className,
}: TProps) => {
  if (loading && !games)
    return (
      <div className={`ol-game-grid ${className ?? ''}`} data-testid={`${testId}-loading`} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i} className="ol-game-skeleton">
            <Skeleton className="ol-game-skeleton-art" radius="lg" />
            <Skeleton height={12} width="70%" mt={10} radius="xl" />
            <Skeleton height={10} width="40%" mt={6} radius="xl" />
          </div>
        ))}
      </div>
    );
  if (!games || games.length === 0) return <>{empty}</>;
  return (
    <div
      className={`ol-game-grid ${className ?? ''}`}
      data-testid={testId}
      data-stale={stale || undefined}
      aria-busy={stale || undefined}
    >
      {games.map((g) => (
        <GameCard key={`${g.vassalage}:${g.nodeId}`} game={g} onLaunch={onLaunch} />
      ))}
    </div>
  );
};
