import { POINTS_API, type TRedemption, type ZRedemptionList } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { pointKeys } from './query-keys.ts';

/** GET MCS2_getRedeemPointList (T): the member's redemptions in process, approved or rejected. */
export const findRedemptions = async (): Promise<TRedemption[]> =>
  (await apiRequest<typeof ZRedemptionList>(POINTS_API.redemptions)).items;

export const redemptionsQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: pointKeys.redemptions(token), queryFn: findRedemptions, enabled: token !== null });

export const useRedemptions = () => useQuery(redemptionsQueryOptions(useRequestToken()));
