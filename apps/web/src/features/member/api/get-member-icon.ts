import { AUTH_API, type ZMemberIcon } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /wps/member/info/icon (T): the member's avatar for the header. */
export const getMemberIcon = (): Promise<z.infer<typeof ZMemberIcon>> =>
  apiRequest<typeof ZMemberIcon>(AUTH_API.memberIcon);

export const memberIconQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['memberIcon', token] as const,
    queryFn: getMemberIcon,
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });

export const useMemberIcon = (token: string | null) => useQuery(memberIconQueryOptions(token));
