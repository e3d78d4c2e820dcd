import { API, DEFAULT_VENDOR_PLATFORM, ZVendorLanes, type TVendorLane } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /wps/relay/GCSGAME_newGameVendor: vendor lanes in the server's order. */
export const getVendors = async (): Promise<TVendorLane[]> => {
  const value = await apiRequest(API.vendors, {
    schema: ZVendorLanes,
    query: { platform: DEFAULT_VENDOR_PLATFORM },
  });
  return value.data.lanes;
};

export const vendorsQueryOptions = () =>
  queryOptions({ queryKey: ['vendors'] as const, queryFn: getVendors, staleTime: 5 * 60_000 });

/** Lanes that have at least one vendor (header and side menu show only these, spec §1). */
export const useVendors = () =>
  useQuery({ ...vendorsQueryOptions(), select: (lanes) => lanes.filter((l) => l.cards.length > 0) });
