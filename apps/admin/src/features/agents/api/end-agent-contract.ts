import { ADMIN_AGENTS_API, ZContract } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

/** Ends a contract (and its team's of that kind and category below it); the reason is audited. */
export const endAgentContract = (brand: string, id: number, reason: string) =>
  apiRequest(fillPath(ADMIN_AGENTS_API.contractEnd, { id }), {
    method: 'POST',
    query: { brand },
    body: { reason: reason.trim() },
    schema: ZContract,
  });

/** Ends the contract, then re-reads every contract list and the tree (its counts of contracts). */
export const useEndAgentContract = (brand: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => endAgentContract(brand, id, reason),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: agentKeys.contractsAll() }),
        qc.invalidateQueries({ queryKey: [...agentKeys.all, 'tree'] }),
      ]),
  });
};
