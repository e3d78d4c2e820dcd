import { API, type ZDomainRoute, type TDomainRoute } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './query-keys.ts';

/** GET /wps/system/domainRoute: alternative domains and download/movie resources. */
export const getDomainRoute = (): Promise<TDomainRoute> => apiRequest<typeof ZDomainRoute>(API.domainRoute);

export const domainRouteQueryOptions = () =>
  queryOptions({ queryKey: systemKeys.domainRoute, queryFn: getDomainRoute, staleTime: 10 * 60_000 });

export const useDomainRoute = (enabled = true) => useQuery({ ...domainRouteQueryOptions(), enabled });
