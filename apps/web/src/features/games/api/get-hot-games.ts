import {
  GAMES_API,
  HOT_GAMES_PLATFORM,
  type ZGameListResult,
  type THotGamesRequest,
  type TGame,
  type TLanguage,
} from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesKeys } from './games-keys.ts';

/**
 * POST /wps/relay/GCSGAME_hotGamesV2: the hot games of spec §3 (isPlatform 2, platform
 * "flash,html5-desktop", the language); reads value.list.
 */
export const getHotGames = async (language: TLanguage, signal?: AbortSignal): Promise<TGame[]> => {
  const value = await apiRequest<typeof ZGameListResult>(GAMES_API.hotGames, {
    method: 'POST',
    body: { isPlatform: 2, platform: HOT_GAMES_PLATFORM, language } satisfies THotGamesRequest,
    signal,
  });
  return value.list;
};

export const hotGamesQueryOptions = (token: string | null, language: TLanguage) =>
  queryOptions({
    queryKey: gamesKeys.hot(token, language),
    queryFn: ({ signal }) => getHotGames(language, signal),
    staleTime: 5 * 60_000,
  });

export const useHotGames = () => {
  const token = useRequestToken();
  const language = useLanguage();
  return useQuery(hotGamesQueryOptions(token, language));
};
