import { AGENT_API, type TDownlineRegisterRequest, type ZDownlineRegistered } from '@openlobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './query-keys.ts';

export type TDownlineRegistered = z.infer<typeof ZDownlineRegistered>;

/**
 * POST /wps/agent/downlines (T, E): a member or a sub-agent directly under the agent. The body
 * carries a password, so the client encrypts it (the contract's ENCRYPTED_CALLS lists the call).
 */
export const registerDownline = (body: TDownlineRegisterRequest): Promise<TDownlineRegistered> =>
  apiRequest<typeof ZDownlineRegistered>(AGENT_API.downlines, { method: 'POST', body, loader: true });

export const useRegisterDownline = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    // A new downline changes every team figure and level.
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.root }),
  });
};
