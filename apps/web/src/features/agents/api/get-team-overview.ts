import { AGENT_API, type TTeamOverview, type ZTeamOverview } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDateRange } from '../../../components/ui/date-range.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { agentKeys } from './query-keys.ts';

/** GET /wps/agent/team/overview (T): the whole team's figures over brand-local days. */
export const getTeamOverview = (range: TDateRange): Promise<TTeamOverview> =>
  apiRequest<typeof ZTeamOverview>(AGENT_API.teamOverview, { query: range });

export const teamOverviewQueryOptions = (token: string | null, range: TDateRange) =>
  queryOptions({
    queryKey: agentKeys.overview(token, range),
    queryFn: () => getTeamOverview(range),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useTeamOverview = (range: TDateRange) =>
  useQuery(teamOverviewQueryOptions(useRequestToken(), range));
