import { ADMIN_API, ZDashboard } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const dashboardKeys = { all: ['dashboard'] as const };

export const getDashboard = (signal?: AbortSignal) =>
  apiRequest(ADMIN_API.dashboard, { schema: ZDashboard, signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
