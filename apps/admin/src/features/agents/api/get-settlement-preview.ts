import { ADMIN_AGENTS_API, ZAdminSettlementPreview } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { agentKeys } from './agent-keys.ts';

export type TSettlementPreview = z.infer<typeof ZAdminSettlementPreview>;

/** What the next run would pay in the brand: worked out now, written nowhere. */
export const getSettlementPreview = (brand: string, signal?: AbortSignal) =>
  apiRequest(ADMIN_AGENTS_API.settlementPreview, {
    schema: ZAdminSettlementPreview,
    query: { brand },
    signal,
  });

export const settlementPreviewQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: agentKeys.preview(brand),
    queryFn: ({ signal }) => getSettlementPreview(brand, signal),
    // A preview is a snapshot the operator asked for; it is asked again only on request.
    staleTime: Infinity,
  });

/** The preview, asked for only once the operator opens it (`enabled`). */
export const useSettlementPreview = (brand: string, enabled: boolean) =>
  useQuery({ ...settlementPreviewQueryOptions(brand), enabled });
