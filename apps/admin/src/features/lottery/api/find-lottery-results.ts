import { ADMIN_LOTTERY_API, ZAdminLotteryResultPage, type TLotteryEntryStatus } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export type { TAdminLotteryResultEntry } from '@openlobby/contracts';
export type TLotteryResultsQuery = {
  brand: string;
  status: TLotteryEntryStatus;
  page: number;
  pageSize: number;
};

/** Entered official results of one status (pending: the checker's queue), newest first. */
export const findLotteryResults = (query: TLotteryResultsQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_LOTTERY_API.results, { schema: ZAdminLotteryResultPage, query, signal });

export const lotteryResultsQueryOptions = (q: TLotteryResultsQuery) =>
  queryOptions({
    queryKey: lotteryKeys.results(q),
    queryFn: ({ signal }) => findLotteryResults(q, signal),
    placeholderData: keepPreviousData,
  });

export const useLotteryResults = (q: TLotteryResultsQuery) => useQuery(lotteryResultsQueryOptions(q));
