import { POINTS_API, type ZPointDetailPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { pointKeys } from './query-keys.ts';

export type TPointDetailPage = z.infer<typeof ZPointDetailPage>;
/** Points movements per page of the history. */
export const POINT_DETAILS_PAGE_SIZE = 20;

/** GET MCS2_getPointDetail (T, ?page&pageSize): the member's points movements, newest first. */
export const findPointDetails = (page: number): Promise<TPointDetailPage> =>
  apiRequest<typeof ZPointDetailPage>(POINTS_API.details, {
    query: { page, pageSize: POINT_DETAILS_PAGE_SIZE },
  });

export const pointDetailsQueryOptions = (token: string | null, page: number) =>
  queryOptions({
    queryKey: pointKeys.details(token, page),
    queryFn: () => findPointDetails(page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const usePointDetails = (page: number) => useQuery(pointDetailsQueryOptions(useRequestToken(), page));
