import { AUTH_API, type ZAffiliate } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { agentKeys } from './query-keys.ts';

export type TAffiliate = z.infer<typeof ZAffiliate>;

/** GET /wps/agent/affiliate with the session and no code: the agent's own register code. */
export const getOwnAffiliate = (): Promise<TAffiliate> => apiRequest<typeof ZAffiliate>(AUTH_API.affiliate);

export const ownAffiliateQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.affiliate(token),
    queryFn: getOwnAffiliate,
    enabled: token !== null,
    staleTime: Infinity,
  });

export const useOwnAffiliate = () => useQuery(ownAffiliateQueryOptions(useRequestToken()));
