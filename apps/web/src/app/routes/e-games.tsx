import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { IconFlame } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useVendors } from '../../features/games/api/get-vendors.ts';
import { GameListing } from '../../features/games/components/game-listing.tsx';
import { VendorCard } from '../../features/games/components/vendor-card.tsx';
import { flattenVendors, LANE_PATHS, PAGE_TYPE_LANES } from '../../features/games/lib/lanes.ts';

/** /rng, /bgs, /bingo (and the other listing groups): the lane behind the path's pageType. */
export const GameListingPage = () => {
  const pageType = useLocation().pathname.slice(1).toLowerCase();
  return <GameListing key={pageType} lane={PAGE_TYPE_LANES[pageType] ?? 'RNG'} />;
};

/** /hot: vendors flagged hot across every lane. */
export const HotPage = () => {
  const { t } = useTranslation();
  const { data: lanes } = useVendors();
  const hot = (lanes ?? []).flatMap((lane) =>
    lane.cards
      .filter((v) => v.isHot === 1)
      .map((v) => ({ v, to: `${LANE_PATHS[lane.title]}?vendor=${encodeURIComponent(v.vassalage)}` })),
  );
  const unique = new Map(hot.map((h) => [h.v.vassalage, h]));
  return (
    <div className="ol-page" data-testid="hot-page">
      <PageHero
        title={t('pages.hot.title')}
        subtitle={t('pages.hot.subtitle', { count: flattenVendors(lanes ?? []).length })}
        icon={<IconFlame size={34} />}
      />
      <div className="ol-vendor-grid ol-vendor-grid-wide">
        {[...unique.values()].map(({ v, to }) => (
          <VendorCard key={v.vassalage} vendor={v} to={to} />
        ))}
      </div>
    </div>
  );
};
