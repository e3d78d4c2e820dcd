import { AGENT_API, type TContract, type ZContractList } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { agentKeys } from './query-keys.ts';

/**
 * GET /wps/agent/contracts (T): the agent's own contracts, waiting and in force; with downlineId,
 * those it gave that direct downline.
 */
export const findContracts = (downlineId?: number): Promise<TContract[]> =>
  apiRequest<typeof ZContractList>(AGENT_API.contracts, { query: { downlineId } }).then((r) => r.items);

export const contractsQueryOptions = (token: string | null, downlineId?: number) =>
  queryOptions({
    queryKey: agentKeys.contracts(token, downlineId),
    queryFn: () => findContracts(downlineId),
    enabled: token !== null,
  });

export const useContracts = (downlineId?: number) =>
  useQuery(contractsQueryOptions(useRequestToken(), downlineId));
