import { MISSIONS_API, type TMissionList, type ZMissionList } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { missionKeys } from './query-keys.ts';

/** GET the brand's open missions (T, real accounts) with the member's progress this period. */
export const findMissions = (): Promise<TMissionList> => apiRequest<typeof ZMissionList>(MISSIONS_API.list);

export const missionsQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: missionKeys.list(token), queryFn: findMissions, enabled: token !== null });

/** The reward centre's missions; progress moves as the member plays, so it is read again on focus. */
export const useMissions = () => useQuery(missionsQueryOptions(useRequestToken()));
