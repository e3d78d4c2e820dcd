import { ADMIN_AGENTS_API, ZAdminSettlementPage, type ZAdminSettlementsQuery } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

/** A brand's settlements over brand-local days (both ends included), by status and kind, paged. */
export type TAgentSettlementsQuery = z.infer<typeof ZAdminSettlementsQuery>;
export type TAgentSettlementPage = z.infer<typeof ZAdminSettlementPage>;

export const findAgentSettlements = (q: TAgentSettlementsQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_AGENTS_API.settlements, { schema: ZAdminSettlementPage, query: q, signal });

export const agentSettlementsQueryOptions = (q: TAgentSettlementsQuery) =>
  queryOptions({
    queryKey: agentKeys.settlements(q),
    queryFn: ({ signal }) => findAgentSettlements(q, signal),
    placeholderData: keepPreviousData,
  });

/** A page of settlements with the totals of every one that matches; nothing is asked while `enabled` is false. */
export const useAgentSettlements = (q: TAgentSettlementsQuery, enabled = true) =>
  useQuery({ ...agentSettlementsQueryOptions(q), enabled });
