import {
  WALLET_API,
  ZDeposit,
  ZDepositChannel,
  ZTransactionPage,
  type TDeposit,
  type TDepositChannel,
  type ZDepositRequest,
} from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
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
  apiRequest(WALLET_API.depositChannels, { schema: z.array(ZDepositChannel) });

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
  apiRequest(WALLET_API.deposits, { method: 'POST', body, schema: ZDeposit, loader: true });

/** GET deposits (T, ?from&to&page): the member's deposit requests, newest first. */
export const findDeposits = (q: THistoryQuery): Promise<TDepositPage> =>
  apiRequest(WALLET_API.deposits, {
    query: { from: q.from, to: q.to, page: q.page, pageSize: DEPOSITS_PAGE_SIZE },
    schema: ZDepositPage,
  });

export const depositsQueryOptions = (token: string | null, q: THistoryQuery) =>
  queryOptions({
    queryKey: walletKeys.deposits(token, q),
    queryFn: () => findDeposits(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useDeposits = (q: THistoryQuery) => useQuery(depositsQueryOptions(useRequestToken(), q));
