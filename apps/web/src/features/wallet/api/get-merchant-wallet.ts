import { WALLET_API, type ZMerchantWallet, type TMerchantWallet } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys } from './query-keys.ts';

/** GET merchant wallet (T): the main wallet and each transfer-wallet vendor with its balance. */
export const getMerchantWallet = (): Promise<TMerchantWallet> =>
  apiRequest<typeof ZMerchantWallet>(WALLET_API.merchantWallet);

export const merchantWalletQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.merchantWallet(token),
    queryFn: getMerchantWallet,
    enabled: token !== null,
  });

export const useMerchantWallet = () => useQuery(merchantWalletQueryOptions(useRequestToken()));
