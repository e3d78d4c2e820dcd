import { GAMES_API, type TGame, type TLanguage } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesOf, type ZAnyGames } from '../lib/game-results.ts';
import { gamesKeys } from './games-keys.ts';

/** GET /wps/relay/GCS_recentGame (T): the games the member launched last, newest first, each once. */
export const getRecentGames = async (signal?: AbortSignal): Promise<TGame[]> => {
  const games = gamesOf(await apiRequest<ZAnyGames>(GAMES_API.recentGames, { signal }));
  const seen = new Set<number>();
  return games.filter((g) => !seen.has(g.nodeId) && seen.add(g.nodeId));
};

export const recentGamesQueryOptions = (token: string | null, language: TLanguage) =>
  queryOptions({
    queryKey: gamesKeys.recent(token, language),
    queryFn: ({ signal }) => getRecentGames(signal),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });

export const useRecentGames = () => {
  const token = useRequestToken();
  const language = useLanguage();
  return useQuery(recentGamesQueryOptions(token, language));
};
