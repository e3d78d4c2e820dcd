import { ADMIN_AGENTS_API, ZAdminApplicationList, type ZAdminApplicationsQuery } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

/** A brand's /join applications in one status (PENDING: the queue, oldest first). */
export type TAgentApplicationsQuery = z.infer<typeof ZAdminApplicationsQuery>;
export type TAgentApplicationRow = z.infer<typeof ZAdminApplicationList>['items'][number];

export const findAgentApplications = (q: TAgentApplicationsQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_AGENTS_API.applications, { schema: ZAdminApplicationList, query: q, signal });

export const agentApplicationsQueryOptions = (q: TAgentApplicationsQuery) =>
  queryOptions({
    queryKey: agentKeys.applications(q),
    queryFn: ({ signal }) => findAgentApplications(q, signal),
    placeholderData: keepPreviousData,
  });

export const useAgentApplications = (q: TAgentApplicationsQuery) =>
  useQuery(agentApplicationsQueryOptions(q));
