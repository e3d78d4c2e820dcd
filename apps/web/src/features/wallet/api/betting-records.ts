import { WALLET_API, type ZBetRecordPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys, type TBetsQuery } from './query-keys.ts';
import { HISTORY_PAGE_SIZE } from './transactions.ts';

export type TBetRecordPage = z.infer<typeof ZBetRecordPage>;

/** GET betting records (T): one page of the member's bets in a window, with the window's totals. */
export const findBettingRecords = (q: TBetsQuery): Promise<TBetRecordPage> =>
  apiRequest<typeof ZBetRecordPage>(WALLET_API.bettingRecords, {
    query: {
      from: q.from,
      to: q.to,
      page: q.page,
      pageSize: HISTORY_PAGE_SIZE,
      vendorCode: q.vendorCode,
    },
  });

export const bettingRecordsQueryOptions = (token: string | null, q: TBetsQuery) =>
  queryOptions({
    queryKey: walletKeys.bettingRecords(token, q),
    queryFn: () => findBettingRecords(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useBettingRecords = (q: TBetsQuery) =>
  useQuery(bettingRecordsQueryOptions(useRequestToken(), q));
