import { MISSIONS_API, type TMissionBadge, type ZMissionBadge } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { missionKeys } from './query-keys.ts';

/** GET the member centre's badge (T): how many mission rewards can be claimed now. */
export const getMissionBadge = (): Promise<TMissionBadge> =>
  apiRequest<typeof ZMissionBadge>(MISSIONS_API.badge);

export const missionBadgeQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: missionKeys.badge(token),
    queryFn: getMissionBadge,
    enabled: token !== null && enabled,
  });

/**
 * The claimable count for the member centre's menu (0 until known); `enabled` false for a visitor,
 * a trial account, or while the centre is closed (no call until it opens).
 */
export const useMissionBadge = (enabled: boolean): number =>
  useQuery(missionBadgeQueryOptions(useRequestToken(), enabled)).data?.claimable ?? 0;
