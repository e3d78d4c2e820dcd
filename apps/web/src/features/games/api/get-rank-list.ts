import {
  GAMES_API,
  LIMITS,
  type ZRankList,
  type TRankListRequest,
  type TLanguage,
  type TRankEntry,
} from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { gamesKeys } from './games-keys.ts';

/** POST /wps/relay/GCSGAME_getRankList: the winners board (gameCategory ALL, limitNum 20, spec §3). */
export const getRankList = async (
  language: TLanguage,
  gameCategory: 'ALL' = 'ALL',
  limitNum: number = LIMITS.winnerBoardLimit,
  signal?: AbortSignal,
): Promise<TRankEntry[]> =>
  (
    await apiRequest<typeof ZRankList>(GAMES_API.rankList, {
      method: 'POST',
      body: { gameCategory, language, limitNum } satisfies TRankListRequest,
      signal,
    })
  ).list;

export const rankListQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: gamesKeys.winners(language, 'ALL', LIMITS.winnerBoardLimit),
    queryFn: ({ signal }) => getRankList(language, 'ALL', LIMITS.winnerBoardLimit, signal),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

export const useRankList = () => useQuery(rankListQueryOptions(useLanguage()));
