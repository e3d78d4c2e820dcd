import { AUTH_API, type ZMemberInfo, type TMemberInfo } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /wps/member/info (T): the logged-in user's info (spec §3). */
export const getMemberInfo = (): Promise<TMemberInfo> => apiRequest<typeof ZMemberInfo>(AUTH_API.memberInfo);

/** Keyed by token so a new login never reads the previous account's info. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['memberInfo', token] as const,
    queryFn: getMemberInfo,
    enabled: token !== null,
    staleTime: 60_000,
  });

export const useMemberInfo = (token: string | null) => useQuery(memberInfoQueryOptions(token));
