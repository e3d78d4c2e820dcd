import type { TGame } from '@openlobby/contracts';
import { ActionIcon, Skeleton } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { IconArrowRight, IconChevronLeft, IconChevronRight } from '../../../components/ui/icons.tsx';
import { GameCard } from './game-card.tsx';

type TProps = {
  title: string;
  icon: ReactNode;
  games: readonly TGame[] | undefined;
  loading?: boolean;
  /** "View all" target. */
  to?: string;
  testId: string;
};

/** A titled row of game cards that scrolls sideways, with arrow buttons on wide screens. */
export const GameStrip = ({ title, icon, games, loading, to, testId }: TProps) => {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const scroll = (dir: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: dir * rtl * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className="ol-strip" data-testid={testId} aria-label={title}>
      <header className="ol-section-head">
        <span className="ol-section-badge">{icon}</span>
        <h2>{title}</h2>
        <div className="ol-strip-nav">
          {to && (
            <Link to={to} className="ol-lane-all">
              {t('common.viewAll')}
              <IconArrowRight size={14} />
            </Link>
          )}
          <ActionIcon
            variant="default"
            radius="xl"
            onClick={() => scroll(-1)}
            aria-label={t('common.prev')}
            className="ol-strip-arrow"
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            radius="xl"
            onClick={() => scroll(1)}
            aria-label={t('common.next')}
            className="ol-strip-arrow"
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </div>
      </header>
      <div className="ol-strip-row" ref={row}>
        {loading && !games
          ? Array.from({ length: 8 }, (_, i) => (
              <div key={i} className="ol-game-skeleton">
                <Skeleton className="ol-game-skeleton-art" radius="lg" />
                <Skeleton height={12} width="70%" mt={10} radius="xl" />
              </div>
            ))
          : games?.map((g) => <GameCard key={`${g.vassalage}:${g.nodeId}`} game={g} />)}
      </div>
    </section>
  );
};
