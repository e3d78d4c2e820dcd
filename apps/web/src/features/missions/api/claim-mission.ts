import { MISSIONS_API, type TMissionClaimResult, type ZMissionClaimResult } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { missionKeys } from './query-keys.ts';

/** POST claim (T): pays a met mission's reward for this period, once however often it is asked. */
export const claimMission = (missionId: number): Promise<TMissionClaimResult> =>
  apiRequest<typeof ZMissionClaimResult>(MISSIONS_API.claim, {
    method: 'POST',
    body: { missionId },
    loader: true,
  });

/** The claim, then the missions, the badge and the boards read again. */
export const useClaimMission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSettled: () => client.invalidateQueries({ queryKey: missionKeys.root }),
  });
};
