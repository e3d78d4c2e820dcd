import {
  ADMIN_MISSIONS_API as API,
  ZAdminMission,
  ZAdminMissionClaimPage,
  ZAdminMissionList,
  type TAdminMission,
  type TAdminMissionInput,
} from '@openlobby/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

export type { TAdminMission, TAdminMissionInput };

/** The missions pages' query keys: a change refreshes the list and the claims together. */
export const missionKeys = {
  all: ['missions'] as const,
  list: (brand: string) => ['missions', 'list', brand] as const,
  claims: (q: TClaimsQuery) => ['missions', 'claims', q] as const,
};
export type TClaimsQuery = { brand: string; page: number; pageSize: number };

/** A brand's missions, open first, with how many rewards each has paid. */
export const useMissions = (brand: string) =>
  useQuery({
    queryKey: missionKeys.list(brand),
    queryFn: ({ signal }) =>
      apiRequest(API.missions, { schema: ZAdminMissionList, query: { brand }, signal }),
    enabled: brand !== '',
  });

/** The rewards claimed, newest first, paged. */
export const useMissionClaims = (q: TClaimsQuery) =>
  useQuery({
    queryKey: missionKeys.claims(q),
    queryFn: ({ signal }) => apiRequest(API.claims, { schema: ZAdminMissionClaimPage, query: q, signal }),
    placeholderData: keepPreviousData,
    enabled: q.brand !== '',
  });

const useMissionChange = <V, R>(call: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => qc.invalidateQueries({ queryKey: missionKeys.all }),
  });
};

/** Creates a mission (no id; open at once) or edits an open one, with the reason the audit keeps. */
export const useSaveMission = (brand: string) =>
  useMissionChange(({ id, input }: { id: number | null; input: TAdminMissionInput }) =>
    apiRequest(id === null ? API.missions : fillPath(API.mission, { id }), {
      method: id === null ? 'POST' : 'PUT',
      query: { brand },
      body: input,
      schema: ZAdminMission,
    }),
  );

/** Closes a mission for good: nothing more can be claimed on it. */
export const useCloseMission = (brand: string) =>
  useMissionChange(({ id, reason }: { id: number; reason: string }) =>
    apiRequest(fillPath(API.missionClose, { id }), {
      method: 'POST',
      query: { brand },
      body: { reason },
      schema: ZAdminMission,
    }),
  );
