import { useTranslation } from '../../../lib/use-translation.ts';
import { IconFlame } from '../../../components/ui/icons.tsx';
import { useFavoriteList } from '../api/get-favorite-list.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { usePopularGames } from '../api/get-popular-games.ts';
import { useRecentGames } from '../api/get-recent-games.ts';
import { GameGrid } from './game-grid.tsx';
import { IconHeart, IconHistory, IconSparkle } from './game-icons.tsx';
import { GameStrip } from './game-strip.tsx';
import { WinnersBoard } from './winners-board.tsx';

/** Popular games beside the board: up to two rows; hidden when the call has nothing to show. */
const POPULAR_SHOWN = 8;
/** Favourites in the home strip (the listings' FAV filter shows them all). */
const FAVOURITES_SHOWN = 24;

/**
 * The home page's games: recently played and favourites (members), the hot games strip
 * (hotGamesV2), then popular games beside the winners board.
 */
export const HomeGames = () => {
  const { t } = useTranslation();
  const hot = useHotGames();
  const recent = useRecentGames();
  const favourites = useFavoriteList(1, FAVOURITES_SHOWN);
  const popular = usePopularGames();
  const popularGames = popular.data?.slice(0, POPULAR_SHOWN) ?? [];
  const showPopular = popular.isPending || popularGames.length > 0;
  return (
    <div className="ol-home-games">
      {recent.data && recent.data.length > 0 && (
        <GameStrip
          title={t('games.recentTitle')}
          icon={<IconHistory size={20} />}
          games={recent.data}
          testId="recent-games"
        />
      )}
      {favourites.data && favourites.data.content.length > 0 && (
        <GameStrip
          title={t('games.favouritesTitle')}
          icon={<IconHeart size={20} />}
          games={favourites.data.content}
          testId="favourite-games"
        />
      )}
      {(hot.isPending || (hot.data && hot.data.length > 0)) && (
        <GameStrip
          title={t('games.hotTitle')}
          icon={<IconFlame size={20} />}
          games={hot.data}
          loading={hot.isPending}
          to="/hot"
          testId="hot-games"
        />
      )}
      {/* While popular games load their room is kept, so the winners board below does not jump. */}
      <div className="ol-home-split" data-with-popular={showPopular || undefined}>
        {showPopular && (
          <section className="ol-popular" data-testid="popular-games" aria-label={t('games.popularTitle')}>
            <header className="ol-section-head">
              <span className="ol-section-badge">
                <IconSparkle size={20} />
              </span>
              <h2>{t('games.popularTitle')}</h2>
            </header>
            <GameGrid
              games={popular.isPending ? undefined : popularGames}
              loading={popular.isPending}
              skeletons={POPULAR_SHOWN}
              testId="popular-grid"
              className="ol-game-grid-popular"
            />
          </section>
        )}
        <WinnersBoard />
      </div>
    </div>
  );
};
