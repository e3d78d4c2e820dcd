import { useLocation } from 'react-router';
import { GameListing } from '../../features/games/components/game-listing.tsx';
import { PAGE_TYPE_LANES } from '../../features/games/lib/lanes.ts';

/** /sports, /esports, /cockfight: the category's vendors (cockfight and e-sports split out of sports). */
export const CategoryPage = () => {
  const pageType = useLocation().pathname.slice(1).toLowerCase();
  return <GameListing key={pageType} lane={PAGE_TYPE_LANES[pageType] ?? 'SPORTS'} />;
};
