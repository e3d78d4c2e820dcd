import { ADMIN_API, ZBudgetTrip } from '@openlobby/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const budgetTripKeys = {
  all: ['budget-trips'] as const,
  list: (brand?: string) => [...budgetTripKeys.all, brand ?? ''] as const,
};

const ZTrips = ZBudgetTrip.array();

/** GET today's budget trips (each brand's day), of one brand or of all. */
export const findBudgetTrips = (brand?: string, signal?: AbortSignal) =>
  apiRequest(ADMIN_API.budgetTrips, { schema: ZTrips, query: { brand }, signal });
export const useBudgetTrips = (brand?: string) =>
  useQuery({
    queryKey: budgetTripKeys.list(brand),
    queryFn: ({ signal }) => findBudgetTrips(brand, signal),
    refetchInterval: 60_000,
  });
