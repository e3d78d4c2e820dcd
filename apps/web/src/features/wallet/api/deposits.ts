import {
  WALLET_API,
  ZDeposit,
  type ZDepositChannel,
  ZTransactionPage,
  type TDeposit,
  type TDepositChannel,
  type ZDepositRequest,
} from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { lastDays } from '../../../components/ui/date-range.ts';
import { brandToday } from '../../../lib/brand-clock.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys, type THistoryQuery } from './query-keys.ts';

export type TDepositRequest = z.infer<typeof ZDepositRequest>;

/** The deposits list: the history pages' page shape with deposits as its items. */
export const ZDepositPage = ZTransactionPage.extend({ items: z.array(ZDeposit) });
export type TDepositPage = z.infer<typeof ZDepositPage>;

/** Deposit requests per page of the recent list. */
export const DEPOSITS_PAGE_SIZE = 10;

/** GET deposit channels (T): what the brand offers, by kind, with limits and (manual) where to pay. */
export const findDepositChannels = (): Promise<TDepositChannel[]> =>
  apiRequest<z.ZodArray<typeof ZDepositChannel>>(WALLET_API.depositChannels);

export const depositChannelsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.depositChannels(token),
    queryFn: findDepositChannels,
    enabled: token !== null,
    staleTime: 60_000,
  });

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions(useRequestToken()));

/**
 * POST deposit (T): opens a deposit request. Online channels answer a payUrl (the gateway's page);
 * manual ones leave the member to pay to the channel's receiving account for finance to approve.
 */
export const createDeposit = (body: TDepositRequest): Promise<TDeposit> =>
  apiRequest<typeof ZDeposit>(WALLET_API.deposits, { method: 'POST', body, loader: true });

/** GET deposits (T, ?from&to&page): the member's deposit requests, newest first. */
export const findDeposits = (q: THistoryQuery): Promise<TDepositPage> =>
  apiRequest<typeof ZDepositPage>(WALLET_API.deposits, {
    query: { from: q.from, to: q.to, page: q.page, pageSize: DEPOSITS_PAGE_SIZE },
  });

export const depositsQueryOptions = (token: string | null, q: THistoryQuery) =>
  queryOptions({
    queryKey: walletKeys.deposits(token, q),
    queryFn: () => findDeposits(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useDeposits = (q: THistoryQuery) => useQuery(depositsQueryOptions(useRequestToken(), q));

/** How often an open deposit card asks for its order's state while the order is pending. */
export const PENDING_DEPOSIT_POLL_MS = 5_000;

/**
 * The current state of one deposit the member just opened: it is the newest of their requests, so
 * the first page of the last two days (a request made just before midnight) holds it. Kept under the
 * wallet keys, so the wallet socket's push after the gateway's notification refreshes it at once;
 * while the order is pending it is also asked again on an interval and when the member comes back
 * to the tab (the gateway's page opens in another), in case no push arrives.
 */
export const useDepositState = (deposit: TDeposit): TDeposit => {
  const token = useRequestToken();
  const [range] = useState(() => lastDays(2, brandToday()));
  const q = { ...range, page: 1 };
  const { data } = useQuery({
    ...depositsQueryOptions(token, q),
    refetchInterval: (query) =>
      (query.state.data?.items.find((d) => d.id === deposit.id) ?? deposit).status === 'PENDING'
        ? PENDING_DEPOSIT_POLL_MS
        : false,
    refetchOnWindowFocus: true,
  });
  return data?.items.find((d) => d.id === deposit.id) ?? deposit;
};
