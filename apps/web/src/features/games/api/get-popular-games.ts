import { GAMES_API, type TGame, type TLanguage } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesOf, type ZAnyGames } from '../lib/game-results.ts';
import { gamesKeys } from './games-keys.ts';

/** GET /lgw/games/popular: the most played games across categories. */
export const getPopularGames = async (signal?: AbortSignal): Promise<TGame[]> =>
  gamesOf(await apiRequest<ZAnyGames>(GAMES_API.popular, { signal }));

export const popularGamesQueryOptions = (token: string | null, language: TLanguage) =>
  queryOptions({
    queryKey: gamesKeys.popular(token, language),
    queryFn: ({ signal }) => getPopularGames(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const usePopularGames = () => {
  const token = useRequestToken();
  const language = useLanguage();
  return useQuery(popularGamesQueryOptions(token, language));
};
