import { GAMES_API, type ZFavoriteIds, type TFavoriteIds, type TFavoriteRequest } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { favoriteMutationOptions } from '../lib/favorites-cache.ts';

/** POST /wps/relay/MCS2_addFavGame (T): adds a game; answers the member's favourite ids. */
export const addFavorite = (nodeId: number): Promise<TFavoriteIds> =>
  apiRequest<typeof ZFavoriteIds>(GAMES_API.addFavorite, {
    method: 'POST',
    body: { nodeId } satisfies TFavoriteRequest,
  });

/** Adds a favourite optimistically in every cached list; rolls back on error. */
export const useAddFavorite = () => {
  const client = useQueryClient();
  const token = useRequestToken();
  return useMutation(favoriteMutationOptions(client, token, true, addFavorite));
};
