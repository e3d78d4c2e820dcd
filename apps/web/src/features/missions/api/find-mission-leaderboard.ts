import { MISSIONS_API, type TMissionLeaderboard, type ZMissionLeaderboard } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { missionKeys } from './query-keys.ts';

/** GET a mission's board (T): this period's top members by progress, accounts masked. */
export const findMissionLeaderboard = (missionId: number): Promise<TMissionLeaderboard> =>
  apiRequest<typeof ZMissionLeaderboard>(MISSIONS_API.leaderboard, { query: { missionId } });

export const missionLeaderboardQueryOptions = (token: string | null, missionId: number | null) =>
  queryOptions({
    queryKey: missionKeys.leaderboard(token, missionId ?? 0),
    queryFn: () => findMissionLeaderboard(missionId!),
    enabled: token !== null && missionId !== null,
  });

export const useMissionLeaderboard = (missionId: number | null) =>
  useQuery(missionLeaderboardQueryOptions(useRequestToken(), missionId));
