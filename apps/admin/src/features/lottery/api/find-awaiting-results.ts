import { ADMIN_LOTTERY_API, ZAdminLotteryAwaiting, type TAdminLotteryAwaiting } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export type { TLotterySheetTemplate } from '@openlobby/contracts';
/** One draw waiting for its official results. */
export type TAwaitingDraw = TAdminLotteryAwaiting['items'][number];

/** Closed draws of ENTERED games past their time with no sheet entered yet, each with its sheet's shape. */
export const findAwaitingResults = (brand: string, signal?: AbortSignal) =>
  apiRequest(ADMIN_LOTTERY_API.awaitingResults, { schema: ZAdminLotteryAwaiting, query: { brand }, signal });

export const awaitingResultsQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: lotteryKeys.awaiting(brand),
    queryFn: ({ signal }) => findAwaitingResults(brand, signal),
  });

export const useAwaitingResults = (brand: string) => useQuery(awaitingResultsQueryOptions(brand));
