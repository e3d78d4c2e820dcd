import { AGENT_API, type TSettlement, type ZSettlementPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { AGENT_PAGE_SIZE } from '../lib/agent-pages.ts';
import { agentKeys, type TSettlementsQuery } from './query-keys.ts';

export type TSettlementPage = z.infer<typeof ZSettlementPage>;
export type { TSettlement };

/**
 * GET /wps/agent/settlements (T): the payments of the agent's contracts, received from its upline
 * (or the platform) and paid to its downlines, newest first; one kind's with `kind`.
 */
export const findSettlements = (q: TSettlementsQuery): Promise<TSettlementPage> =>
  apiRequest<typeof ZSettlementPage>(AGENT_API.settlements, {
    query: { kind: q.kind, from: q.from, to: q.to, page: q.page, pageSize: AGENT_PAGE_SIZE },
  });

export const settlementsQueryOptions = (token: string | null, q: TSettlementsQuery) =>
  queryOptions({
    queryKey: agentKeys.settlements(token, q),
    queryFn: () => findSettlements(q),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const useSettlements = (q: TSettlementsQuery) =>
  useQuery(settlementsQueryOptions(useRequestToken(), q));
