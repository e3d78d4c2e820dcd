import { POINTS_API, type TPointConfig, type ZPointConfig } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { pointKeys } from './query-keys.ts';

/** GET MCS2_getPointConfig (T): the exchange ratio, its minimum and step, and the earning rates. */
export const getPointConfig = (): Promise<TPointConfig> => apiRequest<typeof ZPointConfig>(POINTS_API.config);

export const pointConfigQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: pointKeys.config(token),
    queryFn: getPointConfig,
    enabled: token !== null && enabled,
  });

/** `enabled` false for a visitor or a trial account (the server refuses it). */
export const usePointConfig = (enabled = true) =>
  useQuery(pointConfigQueryOptions(useRequestToken(), enabled));
