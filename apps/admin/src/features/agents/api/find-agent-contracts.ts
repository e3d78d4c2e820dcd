import { ADMIN_AGENTS_API, ZAdminContractList, type ZAdminContractsQuery } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

/** Contracts of every level in a brand, by status, kind, agent, or the brand's own (topOnly). */
export type TAgentContractsQuery = z.infer<typeof ZAdminContractsQuery>;

export const findAgentContracts = (q: TAgentContractsQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_AGENTS_API.contracts, { schema: ZAdminContractList, query: q, signal });

export const agentContractsQueryOptions = (q: TAgentContractsQuery) =>
  queryOptions({
    queryKey: agentKeys.contracts(q),
    queryFn: ({ signal }) => findAgentContracts(q, signal),
    placeholderData: keepPreviousData,
  });

/** The contracts that match (the server answers at most 500, newest first; it does not page). */
export const useAgentContracts = (q: TAgentContractsQuery) => useQuery(agentContractsQueryOptions(q));
