import {
  AGENT_API,
  type TAgentApplication,
  type ZAgentApplication,
  type ZAgentApplicationState,
} from '@openlobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { agentKeys } from './query-keys.ts';

/** GET /wps/agent/applications (T): the member's application to become an agent, null when none. */
export const getAgentApplication = (): Promise<TAgentApplication | null> =>
  apiRequest<typeof ZAgentApplicationState>(AGENT_API.applications).then((r) => r.application);

export const agentApplicationQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.application(token),
    queryFn: getAgentApplication,
    enabled: token !== null,
  });

export const useAgentApplication = () => useQuery(agentApplicationQueryOptions(useRequestToken()));

/** POST /wps/agent/applications (T): /join's application, answered by the application. */
export const applyToBeAgent = (body: { contact: string; message: string }): Promise<TAgentApplication> =>
  apiRequest<typeof ZAgentApplication>(AGENT_API.applications, { method: 'POST', body, loader: true });

export const useApplyToBeAgent = () => {
  const client = useQueryClient();
  const token = useRequestToken();
  return useMutation({
    mutationFn: applyToBeAgent,
    onSuccess: (application) => client.setQueryData(agentKeys.application(token), application),
  });
};
