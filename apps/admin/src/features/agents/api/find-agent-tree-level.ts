import { ADMIN_AGENTS_API, ZAdminTreePage, type ZAdminTreeQuery } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

/** A level of the tree: the brand's top agents (no parentId) or one account's direct downlines. */
export type TAgentTreeQuery = z.infer<typeof ZAdminTreeQuery>;
export type TAgentTreePage = z.infer<typeof ZAdminTreePage>;

export const findAgentTreeLevel = (q: TAgentTreeQuery, signal?: AbortSignal) =>
  apiRequest(ADMIN_AGENTS_API.tree, { schema: ZAdminTreePage, query: q, signal });

export const agentTreeQueryOptions = (q: TAgentTreeQuery) =>
  queryOptions({
    queryKey: agentKeys.tree(q),
    queryFn: ({ signal }) => findAgentTreeLevel(q, signal),
    placeholderData: keepPreviousData,
  });

/** One level of the tree; the previous level stays on screen while the next one loads. */
export const useAgentTreeLevel = (q: TAgentTreeQuery, enabled = true) =>
  useQuery({ ...agentTreeQueryOptions(q), enabled });

/**
 * The brand's currency code for the pages whose answers carry none (contracts, the settlement
 * preview): read off the brand's top level, the call the offer dialog makes; undefined until known.
 */
export const useAgentCurrency = (brand: string, enabled = true): string | undefined =>
  useAgentTreeLevel({ brand, page: 1, pageSize: 100 }, enabled).data?.currency;
