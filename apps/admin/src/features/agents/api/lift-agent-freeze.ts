import { ADMIN_AGENTS_API, ZOk } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

/** Lifts a freeze with the operator's reason (audited); the debt stays on its settlement. */
export const liftAgentFreeze = (brand: string, id: number, reason: string) =>
  apiRequest(fillPath(ADMIN_AGENTS_API.freezeLift, { id }), {
    method: 'POST',
    query: { brand },
    body: { reason: reason.trim() },
    schema: ZOk,
  });

/** Lifts it, then re-reads the freezes and the tree (its frozen marks). */
export const useLiftAgentFreeze = (brand: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => liftAgentFreeze(brand, id, reason),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: agentKeys.freezesAll() }),
        qc.invalidateQueries({ queryKey: [...agentKeys.all, 'tree'] }),
      ]),
  });
};
