import { useLocation } from 'react-router';
import { GameListing } from '../../features/games/components/game-listing.tsx';
import { HotGames } from '../../features/games/components/hot-games.tsx';
import { isListingPageType } from '../../features/games/lib/listing.ts';

/** A listing page (/rng, /bgs, /bingo, /fish, /live, /pvp): the games behind the path's pageType. */
export const GameListingPage = () => {
  const pageType = useLocation().pathname.slice(1).toLowerCase();
  return isListingPageType(pageType) ? <GameListing key={pageType} pageType={pageType} /> : null;
};

/** /hot: the hot games. */
export const HotPage = () => <HotGames />;
