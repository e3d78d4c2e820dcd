import { POINTS_API, type TPointReward, type ZPointRewardList } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { pointKeys } from './query-keys.ts';

/** GET MCS2_getPointReward (T): the rewards in the mall. */
export const findPointRewards = async (): Promise<TPointReward[]> =>
  (await apiRequest<typeof ZPointRewardList>(POINTS_API.rewards)).items;

export const pointRewardsQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: pointKeys.rewards(token), queryFn: findPointRewards, enabled: token !== null });

export const usePointRewards = () => useQuery(pointRewardsQueryOptions(useRequestToken()));
