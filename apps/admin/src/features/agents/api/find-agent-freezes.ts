import { ADMIN_AGENTS_API, ZAdminFreezeList, type ZAdminFreezesQuery } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

/** A brand's freezes: those in force (active 'true') or those lifted. */
export type TAgentFreezesQuery = z.infer<typeof ZAdminFreezesQuery>;
export type TAgentFreeze = z.infer<typeof ZAdminFreezeList>['items'][number];

export const findAgentFreezes = (q: TAgentFreezesQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_AGENTS_API.freezes, { schema: ZAdminFreezeList, query: q, signal });

export const agentFreezesQueryOptions = (q: TAgentFreezesQuery) =>
  queryOptions({
    queryKey: agentKeys.freezes(q),
    queryFn: ({ signal }) => findAgentFreezes(q, signal),
    placeholderData: keepPreviousData,
  });

export const useAgentFreezes = (q: TAgentFreezesQuery) => useQuery(agentFreezesQueryOptions(q));
