import { PROMOTIONS_API, type TMemberPromotion, type ZMemberPromotion } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { promotionKeys } from './query-keys.ts';

/** GET the brand's promotions (T, real accounts), each with the member's §4 activity state. */
export const findPromotions = (): Promise<TMemberPromotion[]> =>
  apiRequest<z.ZodArray<typeof ZMemberPromotion>>(PROMOTIONS_API.list);

export const promotionsQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: promotionKeys.list(token),
    queryFn: findPromotions,
    enabled: token !== null && enabled,
  });

/** The member's promotions; `enabled` false for a trial account (the server refuses it). */
export const usePromotions = (enabled = true) => useQuery(promotionsQueryOptions(useRequestToken(), enabled));
