import { useLocation } from 'react-router';
import { VendorLobbies } from '../../features/games/components/vendor-lobbies.tsx';
import { LOBBY_PAGE_LANES } from '../../features/games/lib/lanes.ts';

/** /sports, /esports, /cockfight: the category's vendors, each opening its lobby game. */
export const CategoryPage = () => {
  const pageType = useLocation().pathname.slice(1).toLowerCase();
  return <VendorLobbies key={pageType} lane={LOBBY_PAGE_LANES[pageType] ?? 'SPORTS'} />;
};
