import { GAMES_API, type ZFavoriteIds, type TFavoriteRequest, type TFavoriteIds } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { favoriteMutationOptions } from '../lib/favorites-cache.ts';

/** POST /wps/relay/MCS2_removeFavGame (T): removes a game; answers the member's favourite ids. */
export const removeFavorite = (nodeId: number): Promise<TFavoriteIds> =>
  apiRequest<typeof ZFavoriteIds>(GAMES_API.removeFavorite, {
    method: 'POST',
    body: { nodeId } satisfies TFavoriteRequest,
  });

/** Removes a favourite optimistically in every cached list; rolls back on error. */
export const useRemoveFavorite = () => {
  const client = useQueryClient();
  const token = useRequestToken();
  return useMutation(favoriteMutationOptions(client, token, false, removeFavorite));
};
