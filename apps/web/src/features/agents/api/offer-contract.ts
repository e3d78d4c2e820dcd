import { AGENT_API, type TContract, type TContractOffer, type ZContract } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { agentKeys } from './query-keys.ts';

/**
 * POST /wps/agent/contracts (T): an offer to a direct downline agent, within the agent's own
 * contract of that kind and category (CONTRACT_NOT_HELD, CONTRACT_ABOVE_UPLINE otherwise).
 */
export const offerContract = (body: TContractOffer): Promise<TContract> =>
  apiRequest<typeof ZContract>(AGENT_API.contracts, { method: 'POST', body, loader: true });

export const useOfferContract = () => {
  const client = useQueryClient();
  const token = useRequestToken();
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.contractsRoot(token) }),
  });
};
