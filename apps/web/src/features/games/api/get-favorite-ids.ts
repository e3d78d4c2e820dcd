import { GAMES_API, type ZFavoriteIds, type TFavoriteIds } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesKeys } from './games-keys.ts';

/** GET /wps/relay/MCSFE_getFavoriteGames (T): the node ids of the member's favourite games. */
export const getFavoriteIds = (signal?: AbortSignal): Promise<TFavoriteIds> =>
  apiRequest<typeof ZFavoriteIds>(GAMES_API.favoriteIds, { signal });

export const favoriteIdsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: gamesKeys.favoriteIds(token),
    queryFn: ({ signal }) => getFavoriteIds(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The member's favourite ids as a set; empty for visitors. */
export const useFavoriteIds = () => {
  const token = useRequestToken();
  return useQuery({ ...favoriteIdsQueryOptions(token), select: (v) => new Set(v.nodeIds) });
};
