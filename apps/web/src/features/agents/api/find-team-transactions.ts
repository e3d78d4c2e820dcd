import { AGENT_API, type ZTeamTransactionPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { AGENT_PAGE_SIZE } from '../lib/agent-pages.ts';
import { agentKeys, type TTeamRangeQuery } from './query-keys.ts';

export type TTeamTransactionPage = z.infer<typeof ZTeamTransactionPage>;
export type TTeamTransaction = TTeamTransactionPage['items'][number];

/** GET /wps/agent/team/transactions (T): the team's deposits, withdrawals, transfers and agent pay. */
export const findTeamTransactions = (q: TTeamRangeQuery): Promise<TTeamTransactionPage> =>
  apiRequest<typeof ZTeamTransactionPage>(AGENT_API.teamTransactions, {
    query: { memberId: q.memberId, from: q.from, to: q.to, page: q.page, pageSize: AGENT_PAGE_SIZE },
  });

export const teamTransactionsQueryOptions = (token: string | null, q: TTeamRangeQuery) =>
  queryOptions({
    queryKey: agentKeys.teamTransactions(token, q),
    queryFn: () => findTeamTransactions(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useTeamTransactions = (q: TTeamRangeQuery) =>
  useQuery(teamTransactionsQueryOptions(useRequestToken(), q));
