import { LOTTERY_API, type TLanguage, type TLatestNumbers, type ZLatestNumbers } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { lotteryKeys } from './query-keys.ts';

/** GET /lotto/lgw/games/opened/numero (T): each lottery game's newest drawn result. */
export const getLatestNumbers = (signal?: AbortSignal): Promise<TLatestNumbers> =>
  apiRequest<typeof ZLatestNumbers>(LOTTERY_API.latestNumbers, { signal });

/** Refreshed every minute while home shows it: the fastest e-lottery draws once a minute. */
export const latestNumbersQueryOptions = (token: string | null, language: TLanguage) =>
  queryOptions({
    queryKey: lotteryKeys.latestNumbers(token, language),
    queryFn: ({ signal }) => getLatestNumbers(signal),
    enabled: token !== null,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useLatestNumbers = () => useQuery(latestNumbersQueryOptions(useRequestToken(), useLanguage()));
