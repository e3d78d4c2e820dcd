import { useLocation } from 'react-router';
import { GameListing } from '../../features/games/components/game-listing.tsx';
import { PAGE_TYPE_LANES } from '../../features/games/lib/lanes.ts';

/** A game listing page: the lane behind the path's pageType. */
export const GameListingPage = () => {
  const pageType = useLocation().pathname.slice(1).toLowerCase();
  return <GameListing key={pageType} lane={PAGE_TYPE_LANES[pageType] ?? 'RNG'} />;
};
