import {
  GAMES_API,
  type ZPagedGames,
  type TGameListRequest,
  type TLanguage,
  type TPagedGames,
} from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { gamesKeys } from './games-keys.ts';

/** Games per page of a listing: four rows of six on desktop. */
export const GAME_PAGE_SIZE = 24;

/**
 * The request as sent and cached: ZGameListRequest's defaults filled in, the search trimmed and left
 * out when empty. (By hand: zod stays off the game lists; the server checks the request.)
 */
export const normaliseGameListRequest = (req: TGameListRequest): TGameListRequest => {
  const gameName = req.gameName?.trim() || undefined;
  return {
    ...req,
    filterType: req.filterType ?? 'ALL',
    pageIndex: req.pageIndex ?? 1,
    pageSize: req.pageSize ?? GAME_PAGE_SIZE,
    gameName,
  };
};

/**
 * POST /wps/relay/GCSGAME_gameList (T): one page of games by category, vendor, game type, name and
 * filter (ALL, NEW, HOT, and with a session FAV and RECENT). Each game carries the member's isFav.
 */
export const getGameList = (req: TGameListRequest, signal?: AbortSignal): Promise<TPagedGames> =>
  apiRequest<typeof ZPagedGames>(GAMES_API.gameList, {
    method: 'POST',
    body: normaliseGameListRequest(req),
    signal,
  });

export const gameListQueryOptions = (token: string | null, language: TLanguage, req: TGameListRequest) => {
  const body = normaliseGameListRequest(req);
  return queryOptions({
    queryKey: gamesKeys.list(token, language, body),
    queryFn: ({ signal }) => getGameList(body, signal),
    staleTime: 60_000,
  });
};

/** A listing's page; the previous page stays on screen while the next one loads. */
export const useGameList = (req: TGameListRequest, enabled = true) => {
  const token = useRequestToken();
  const language = useLanguage();
  return useQuery({
    ...gameListQueryOptions(token, language, req),
    enabled,
    placeholderData: keepPreviousData,
  });
};
