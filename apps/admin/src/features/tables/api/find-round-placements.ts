import { ADMIN_TABLES_API, ZAdminTablePlacements } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { tablesKeys } from './tables-keys.ts';

export type { TAdminTablePlacement, TAdminTablePlacements } from '@openlobby/contracts';

/** One round's placements by members: their stakes, what they staked and got back. */
export const findRoundPlacements = (brand: string, roundId: string, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_TABLES_API.round, { roundId }), {
    schema: ZAdminTablePlacements,
    query: { brand },
    signal,
  });

export const roundPlacementsQueryOptions = (brand: string, roundId: string) =>
  queryOptions({
    queryKey: tablesKeys.placements({ brand, roundId }),
    queryFn: ({ signal }) => findRoundPlacements(brand, roundId, signal),
    enabled: !!brand && !!roundId,
  });

export const useRoundPlacements = (brand: string, roundId: string) =>
  useQuery(roundPlacementsQueryOptions(brand, roundId));
