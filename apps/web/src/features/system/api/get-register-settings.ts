import { API, type ZRegisterSettings, type TRegisterSettings } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './query-keys.ts';

/** GET /wps/system/setting/register: which registration fields the brand shows and requires. */
export const getRegisterSettings = (): Promise<TRegisterSettings> =>
  apiRequest<typeof ZRegisterSettings>(API.registerSettings);

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.registerSettings,
    queryFn: getRegisterSettings,
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
