import { API, type ZCustomerService, type TCustomerServiceEntry } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /wps/system/customerService: the brand's customer-service entries. */
export const getCustomerService = (): Promise<TCustomerServiceEntry[]> =>
  apiRequest<typeof ZCustomerService>(API.customerService);

export const customerServiceQueryOptions = () =>
  queryOptions({
    queryKey: ['customerService'] as const,
    queryFn: getCustomerService,
    staleTime: 10 * 60_000,
  });

export const useCustomerService = () => useQuery(customerServiceQueryOptions());
