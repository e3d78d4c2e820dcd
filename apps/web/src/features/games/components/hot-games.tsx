import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IconFlame } from '../../../components/ui/icons.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { useVendors } from '../api/get-vendors.ts';
import { laneHref } from '../lib/lanes.ts';
import { GameGrid } from './game-grid.tsx';
import { VendorCard } from './vendor-card.tsx';

/** /hot: the hot games (hotGamesV2) as a grid, then the providers flagged hot. */
export const HotGames = () => {
  const { t } = useTranslation();
  const hot = useHotGames();
  const { data: lanes } = useVendors();
  const hotVendors = new Map(
    (lanes ?? []).flatMap((lane) =>
      lane.cards
        .filter((v) => v.isHot === 1)
        .map((v) => [v.vassalage, { v, to: laneHref(lane.title, v.vassalage) }]),
    ),
  );
  return (
    <div className="ol-page" data-testid="hot-page">
      <PageHero
        title={t('pages.hot.title')}
        subtitle={hot.data ? t('games.count', { count: hot.data.length }) : t('games.hotSubtitle')}
        icon={<IconFlame size={34} />}
      />
      <div data-testid="hot-games">
        {hot.isError ? (
          <EmptyState
            title={errorMessage(t, hot.error)}
            action={
              <Button variant="light" onClick={() => void hot.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <GameGrid
            games={hot.data}
            loading={hot.isPending}
            empty={<EmptyState title={t('games.empty')} description={t('games.emptyHint')} />}
          />
        )}
      </div>
      {hotVendors.size > 0 && (
        <section className="ol-hot-vendors">
          <h2 className="ol-subhead">{t('games.hotProviders')}</h2>
          <div className="ol-vendor-grid">
            {[...hotVendors.values()].map(({ v, to }) => (
              <VendorCard key={v.vassalage} vendor={v} to={to} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
};
