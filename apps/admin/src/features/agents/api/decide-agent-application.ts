import { ADMIN_AGENTS_API, ZOk, type ZAdminApplicationDecision } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { agentKeys, refreshWithTree } from './agent-keys.ts';

export type TAgentApplicationDecision = z.infer<typeof ZAdminApplicationDecision>;

/** Approves (the member becomes an agent with a register code) or rejects an application. */
export const decideAgentApplication = (id: number, decision: TAgentApplicationDecision) =>
  apiRequest(fillPath(ADMIN_AGENTS_API.applicationDecide, { id }), {
    method: 'POST',
    body: decision,
    schema: ZOk,
  });

/**
 * Decides, then re-reads the queue whatever the answer (after OPERATION_NOT_ALLOWED it shows where
 * the application is now) and the tree (an approved member is an agent now).
 */
export const useDecideAgentApplication = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: TAgentApplicationDecision }) =>
      decideAgentApplication(id, decision),
    onSettled: () => refreshWithTree(qc, agentKeys.applicationsAll()),
  });
};
