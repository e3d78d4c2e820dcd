import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type TQuery } from '../../../lib/api-client.ts';

/** Every query key of the engagement pages, from one factory, so a change refreshes what it touched. */
export const engagementKeys = {
  all: ['engagement'] as const,
  of: (area: TEngagementArea) => [...engagementKeys.all, area] as const,
  /** One read: the path too, since a look-up's path carries what it is about (a member's account). */
  list: (area: TEngagementArea, path: string, q: TQuery) => [...engagementKeys.of(area), path, q] as const,
};
export type TEngagementArea =
  | 'promotions'
  | 'applications'
  | 'bonuses'
  | 'pointsConfig'
  | 'rewards'
  | 'redemptions'
  | 'memberPoints'
  | 'messages'
  | 'feedback'
  | 'envelopes'
  | 'missions'
  | 'missionClaims'
  | 'vipLevels'
  | 'memberVip'
  | 'referral';

/** A read of one engagement area: its query, keyed by area and query, the previous page kept while the next loads. */
export const useEngagementRead = <T extends z.ZodType>(
  area: TEngagementArea,
  path: string,
  schema: T,
  query: TQuery,
  enabled = true,
) =>
  useQuery(
    queryOptions({
      queryKey: engagementKeys.list(area, path, query),
      queryFn: ({ signal }) => apiRequest(path, { schema, query, signal }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );

/** A change, after which the areas it touched are read again (whatever the answer). */
export const useEngagementChange = <V, R>(
  call: (v: V) => Promise<R>,
  touched: readonly TEngagementArea[],
) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(touched.map((area) => qc.invalidateQueries({ queryKey: engagementKeys.of(area) }))),
  });
};
