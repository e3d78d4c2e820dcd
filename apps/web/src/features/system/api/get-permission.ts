import { API, type ZPermission, type TPermission } from '@openlobby/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './query-keys.ts';

/** GET /wps/system/permission?url=<host>: the start-up check (maintenance, region restriction). */
export const getPermission = (host: string): Promise<TPermission> =>
  apiRequest<typeof ZPermission>(API.permission, { query: { url: host } });

export const permissionQueryOptions = (host: string) =>
  queryOptions({
    queryKey: systemKeys.permission(host),
    queryFn: () => getPermission(host),
    staleTime: Infinity,
  });
