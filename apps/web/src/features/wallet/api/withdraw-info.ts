import { WITHDRAW_API, type ZWithdrawInfo, type TWithdrawInfo } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys } from './query-keys.ts';

/**
 * GET withdraw info (T): the balance, the brand's limits and today's count, the turnover still to
 * bet, the auto-receive minutes, whether a payment password is set, and the payout accounts.
 */
export const getWithdrawInfo = (): Promise<TWithdrawInfo> =>
  apiRequest<typeof ZWithdrawInfo>(WITHDRAW_API.info);

export const withdrawInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.withdrawInfo(token),
    queryFn: getWithdrawInfo,
    enabled: token !== null,
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions(useRequestToken()));
