import { WALLET_API, type ZBalance, type TBalance } from '@openlobby/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

/** GET /wps/v2/wallets/balance (T): the main wallet plus every vendor wallet. */
export const getBalance = (): Promise<TBalance> => apiRequest<typeof ZBalance>(WALLET_API.balance);

/**
 * The header's balance, keyed by token. It is plain server state: anything may refresh it from
 * outside with `invalidateMoney` or write a pushed value with `setBalanceData`, and every reader
 * (header, wallet pages) follows.
 */
export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: getBalance,
    enabled: token !== null,
    retry: false,
  });

export const useBalance = (token: string | null) => useQuery(balanceQueryOptions(token));

/**
 * Writes a balance the server sent along (a money call's result, a WebSocket push) into every
 * balance query, so the header shows it at once without another call.
 */
export const setBalanceData = (client: QueryClient, balance: TBalance): void => {
  client.setQueriesData<TBalance>({ queryKey: walletKeys.balanceRoot }, balance);
};

/** Marks the balance and every wallet query stale and refetches those on screen. */
export const invalidateMoney = (client: QueryClient): Promise<void> =>
  Promise.all([
    client.invalidateQueries({ queryKey: walletKeys.balanceRoot }),
    client.invalidateQueries({ queryKey: walletKeys.root }),
  ]).then(() => undefined);
