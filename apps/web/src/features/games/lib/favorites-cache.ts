import type { TFavoriteIds, TGameListRequest } from '@openlobby/contracts';
import type { MutationOptions, Query, QueryClient } from '@tanstack/react-query';
import { mapCachedGames } from './game-results.ts';
import { gamesKeys, holdsGames } from '../api/games-keys.ts';

const isFavoriteIds = (q: Query) => q.queryKey[0] === 'games' && q.queryKey[1] === 'favoriteIds';

/** Lists that show only favourites: they gain or lose cards when a favourite changes. */
const isFavoritesOnly = (q: Query) =>
  (q.queryKey[0] === 'games' && q.queryKey[1] === 'favorites') ||
  (q.queryKey[0] === 'games' &&
    q.queryKey[1] === 'list' &&
    (q.queryKey[4] as TGameListRequest | undefined)?.filterType === 'FAV');

/**
 * Marks one game as favourite or not everywhere it is cached: the favourite ids and every game
 * list, page, strip and board that holds it (spec §4: favourites kept in sync).
 */
export const applyFavorite = (client: QueryClient, token: string | null, nodeId: number, isFav: boolean) => {
  client.setQueryData<TFavoriteIds>(gamesKeys.favoriteIds(token), (old) => {
    if (!old) return old;
    const rest = old.nodeIds.filter((id) => id !== nodeId);
    return { nodeIds: isFav ? [...rest, nodeId] : rest };
  });
  client.setQueriesData({ predicate: (q) => holdsGames(q.queryKey) }, (data: unknown) =>
    mapCachedGames(data, (g) => (g.nodeId === nodeId && g.isFav !== isFav ? { ...g, isFav } : g)),
  );
};

/**
 * The shared life of an add or remove: the change shows at once in every cached list, a failure
 * puts the flag back, the server's answer (the member's favourite ids) replaces the ids, and the
 * favourites-only lists refetch so cards join or leave them.
 */
export const favoriteMutationOptions = (
  client: QueryClient,
  token: string | null,
  isFav: boolean,
  call: (nodeId: number) => Promise<TFavoriteIds>,
): MutationOptions<TFavoriteIds, unknown, number> => ({
  mutationFn: call,
  onMutate: async (nodeId) => {
    await client.cancelQueries({ predicate: (q) => holdsGames(q.queryKey) || isFavoriteIds(q) });
    applyFavorite(client, token, nodeId, isFav);
  },
  onError: (_e, nodeId) => applyFavorite(client, token, nodeId, !isFav),
  onSuccess: (ids) => client.setQueryData(gamesKeys.favoriteIds(token), ids),
  onSettled: () => client.invalidateQueries({ predicate: isFavoritesOnly }),
});
