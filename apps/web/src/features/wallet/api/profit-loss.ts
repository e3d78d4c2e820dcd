import { WALLET_API, type ZProfitLoss, type TProfitLoss } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDateRange } from '../../../components/ui/date-range.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { walletKeys } from './query-keys.ts';

/** GET personal profit and loss (T, ?from&to): totals and one row per day of the window. */
export const getProfitLoss = (range: TDateRange): Promise<TProfitLoss> =>
  apiRequest<typeof ZProfitLoss>(WALLET_API.profitLoss, { query: { from: range.from, to: range.to } });

export const profitLossQueryOptions = (token: string | null, range: TDateRange) =>
  queryOptions({
    queryKey: walletKeys.profitLoss(token, range),
    queryFn: () => getProfitLoss(range),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useProfitLoss = (range: TDateRange) =>
  useQuery(profitLossQueryOptions(useRequestToken(), range));
