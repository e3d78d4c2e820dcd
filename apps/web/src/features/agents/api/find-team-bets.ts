import { AGENT_API, type ZTeamBetPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { AGENT_PAGE_SIZE } from '../lib/agent-pages.ts';
import { agentKeys, type TTeamRangeQuery } from './query-keys.ts';

export type TTeamBetPage = z.infer<typeof ZTeamBetPage>;
export type TTeamBet = TTeamBetPage['items'][number];

/** GET /wps/agent/team/bets (T): the team's bets in a window (one member's with memberId), with totals. */
export const findTeamBets = (q: TTeamRangeQuery): Promise<TTeamBetPage> =>
  apiRequest<typeof ZTeamBetPage>(AGENT_API.teamBets, {
    query: { memberId: q.memberId, from: q.from, to: q.to, page: q.page, pageSize: AGENT_PAGE_SIZE },
  });

export const teamBetsQueryOptions = (token: string | null, q: TTeamRangeQuery) =>
  queryOptions({
    queryKey: agentKeys.teamBets(token, q),
    queryFn: () => findTeamBets(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useTeamBets = (q: TTeamRangeQuery) => useQuery(teamBetsQueryOptions(useRequestToken(), q));
