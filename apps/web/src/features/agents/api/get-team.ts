import { AGENT_API, type TTeamPage, type ZTeamPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { AGENT_PAGE_SIZE } from '../lib/agent-pages.ts';
import { agentKeys, type TTeamQuery } from './query-keys.ts';

/**
 * GET /wps/agent/team (T): one level of the team (the agent's direct downlines, or those of one of
 * its team's agents with parentId) with each one's figures over the window.
 */
export const getTeam = (q: TTeamQuery): Promise<TTeamPage> =>
  apiRequest<typeof ZTeamPage>(AGENT_API.team, {
    query: { parentId: q.parentId, from: q.from, to: q.to, page: q.page, pageSize: AGENT_PAGE_SIZE },
  });

export const teamQueryOptions = (token: string | null, q: TTeamQuery) =>
  queryOptions({
    queryKey: agentKeys.team(token, q),
    queryFn: () => getTeam(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useTeam = (q: TTeamQuery) => useQuery(teamQueryOptions(useRequestToken(), q));
