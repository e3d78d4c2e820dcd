import { WALLET_API, type ZTransactionDetail, type ZTransactionPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys, type THistoryQuery } from './query-keys.ts';

export type TTransactionPage = z.infer<typeof ZTransactionPage>;
export type TTransactionDetail = z.infer<typeof ZTransactionDetail>;

/** Rows per page of the history tables (the contract's default page size). */
export const HISTORY_PAGE_SIZE = 20;

/** GET member transactions (T): one page of the member's money movements in a date window. */
export const findTransactions = (q: THistoryQuery): Promise<TTransactionPage> =>
  apiRequest<typeof ZTransactionPage>(WALLET_API.transactions, {
    query: { from: q.from, to: q.to, page: q.page, pageSize: HISTORY_PAGE_SIZE, kind: q.kind },
  });

export const transactionsQueryOptions = (token: string | null, q: THistoryQuery) =>
  queryOptions({
    queryKey: walletKeys.transactions(token, q),
    queryFn: () => findTransactions(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useTransactions = (q: THistoryQuery) => useQuery(transactionsQueryOptions(useRequestToken(), q));

/** GET member transaction detail (T, ?id=): the entry with every leg in the member's wallets. */
export const getTransactionDetail = (id: number): Promise<TTransactionDetail> =>
  apiRequest<typeof ZTransactionDetail>(WALLET_API.transactionDetail, { query: { id } });

export const useTransactionDetail = (id: number | null) => {
  const token = useRequestToken();
  return useQuery({
    queryKey: walletKeys.transactionDetail(token, id ?? 0),
    queryFn: () => getTransactionDetail(id ?? 0),
    enabled: token !== null && id !== null,
    staleTime: 60_000,
  });
};
