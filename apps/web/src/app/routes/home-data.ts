import { announcementsQueryOptions } from '../../features/content/api/get-announcements.ts';
import { hotGamesQueryOptions } from '../../features/games/api/get-hot-games.ts';
import { vendorsQueryOptions } from '../../features/games/api/get-vendors.ts';
import { currentGamePlatform } from '../../features/games/hooks/use-game-platform.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getRequestContext } from '../../lib/request-context.ts';
import { whenLanguagePicked } from '../boot/boot.ts';

/**
 * Home's first-screen data (the banners, the category lanes, the hot games), asked for as soon as
 * the language is known, while its pack and the first render are still on the way. The page's own
 * queries then find them in the cache. Nothing waits on this: the route renders as before.
 */
export const prefetchHomeData = async (): Promise<void> => {
  const language = await whenLanguagePicked();
  const { token } = getRequestContext();
  await Promise.allSettled([
    queryClient.prefetchQuery(announcementsQueryOptions({ types: 'B,PL' }, language)),
    queryClient.prefetchQuery(vendorsQueryOptions(currentGamePlatform(), language)),
    queryClient.prefetchQuery(hotGamesQueryOptions(token, language)),
  ]);
};
