import {
  ADMIN_MISSIONS_API as API,
  ZAdminMission,
  ZAdminMissionClaimPage,
  ZAdminMissionList,
  type TAdminMission,
  type TAdminMissionInput,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type { TAdminMission, TAdminMissionInput };
export type TClaimsQuery = { brand: string; page: number; pageSize: number };

/** A brand's missions, open first, with how many rewards each has paid. */
export const useMissions = (brand: string) =>
  useEngagementRead('missions', API.missions, ZAdminMissionList, { brand });

/** The rewards claimed, newest first, paged. */
export const useMissionClaims = (q: TClaimsQuery) =>
  useEngagementRead('missionClaims', API.claims, ZAdminMissionClaimPage, q);

/** Creates a mission (no id; open at once) or edits an open one, with the reason the audit keeps. */
export const useSaveMission = (brand: string) =>
  useEngagementChange(
    ({ id, input }: { id: number | null; input: TAdminMissionInput }) =>
      apiRequest(id === null ? API.missions : fillPath(API.mission, { id }), {
        method: id === null ? 'POST' : 'PUT',
        query: { brand },
        body: input,
        schema: ZAdminMission,
      }),
    ['missions'],
  );

/** Closes a mission for good: nothing more can be claimed on it. */
export const useCloseMission = (brand: string) =>
  useEngagementChange(
    ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(fillPath(API.missionClose, { id }), {
        method: 'POST',
        query: { brand },
        body: { reason },
        schema: ZAdminMission,
      }),
    ['missions'],
  );
