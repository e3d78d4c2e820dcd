import { ADMIN_AGENTS_API, ZContract, type ZAdminContractOffer } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

export type TAgentContractOffer = z.infer<typeof ZAdminContractOffer>;

/** The brand's offer to one of its top agents (the agent signs it in the agent centre). */
export const offerAgentContract = (offer: TAgentContractOffer) =>
  apiRequest(ADMIN_AGENTS_API.contracts, { method: 'POST', body: offer, schema: ZContract });

/** Sends the offer, then re-reads the contract lists (the new offer waits there as P). */
export const useOfferAgentContract = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: offerAgentContract,
    onSuccess: () => qc.invalidateQueries({ queryKey: agentKeys.contractsAll() }),
  });
};
