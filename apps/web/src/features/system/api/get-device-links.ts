import { API, type ZDeviceLinks, type TDeviceLinks } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './query-keys.ts';

/** GET /wps/system/deviceLinks: app downloads (IOS, Android, …) and messenger links (LINE, QQ). */
export const getDeviceLinks = (): Promise<TDeviceLinks> => apiRequest<typeof ZDeviceLinks>(API.deviceLinks);

export const deviceLinksQueryOptions = () =>
  queryOptions({ queryKey: systemKeys.deviceLinks, queryFn: getDeviceLinks, staleTime: 10 * 60_000 });

export const useDeviceLinks = () => useQuery(deviceLinksQueryOptions());

/** The url of one link type, or undefined when the brand has none. */
export const findDeviceLink = (links: TDeviceLinks | undefined, type: TDeviceLinks[number]['type']) =>
  links?.find((l) => l.type === type)?.url;
