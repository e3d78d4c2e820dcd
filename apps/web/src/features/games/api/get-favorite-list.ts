import {
  GAMES_API,
  type TFavoriteListRequest,
  type ZPagedGames,
  type TLanguage,
  type TPagedGames,
} from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesKeys } from './games-keys.ts';

/** POST /wps/relay/MCSFE_getFavoriteGamesList (T): a page of the member's favourite games (value.content). */
export const getFavoriteList = (
  pageIndex: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TPagedGames> =>
  apiRequest<typeof ZPagedGames>(GAMES_API.favoriteList, {
    method: 'POST',
    body: { pageIndex, pageSize } satisfies TFavoriteListRequest,
    signal,
  });

export const favoriteListQueryOptions = (
  token: string | null,
  language: TLanguage,
  pageIndex: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: gamesKeys.favoriteList(token, language, pageIndex, pageSize),
    queryFn: ({ signal }) => getFavoriteList(pageIndex, pageSize, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const useFavoriteList = (pageIndex: number, pageSize: number) => {
  const token = useRequestToken();
  const language = useLanguage();
  return useQuery({
    ...favoriteListQueryOptions(token, language, pageIndex, pageSize),
    placeholderData: keepPreviousData,
  });
};
