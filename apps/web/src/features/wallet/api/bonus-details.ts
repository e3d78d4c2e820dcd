import { WALLET_API, type ZTransactionPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys, type THistoryQuery } from './query-keys.ts';
import { HISTORY_PAGE_SIZE, type TTransactionPage } from './transactions.ts';

/** GET bonus details (T): the member's BONUS movements in a window, paged like the transactions. */
export const findBonusDetails = (q: THistoryQuery): Promise<TTransactionPage> =>
  apiRequest<typeof ZTransactionPage>(WALLET_API.bonusDetails, {
    query: { from: q.from, to: q.to, page: q.page, pageSize: HISTORY_PAGE_SIZE },
  });

export const bonusDetailsQueryOptions = (token: string | null, q: THistoryQuery) =>
  queryOptions({
    queryKey: walletKeys.bonusDetails(token, q),
    queryFn: () => findBonusDetails(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useBonusDetails = (q: THistoryQuery) => useQuery(bonusDetailsQueryOptions(useRequestToken(), q));
