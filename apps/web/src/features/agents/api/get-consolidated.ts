import { WALLET_API, type TAgentConsolidated, type ZConsolidatedFunds } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { agentKeys } from './query-keys.ts';

/**
 * GET /wps/member/info/funds/consolidated (T): the agent's part of it, the offers waiting (…req),
 * the contracts in force (…info) and the agent-centre flags (agentStatus).
 */
export const getAgentConsolidated = (): Promise<TAgentConsolidated> =>
  apiRequest<typeof ZConsolidatedFunds>(WALLET_API.consolidatedFunds);

export const agentConsolidatedQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.consolidated(token),
    queryFn: getAgentConsolidated,
    enabled: token !== null,
  });

export const useAgentConsolidated = () => useQuery(agentConsolidatedQueryOptions(useRequestToken()));
