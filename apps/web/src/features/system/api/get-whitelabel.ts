import { API, type ZWhitelabel, type TWhitelabel } from '@openlobby/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './query-keys.ts';

/** GET /wps/system/whitelabel: the brand's site config (theme, languages, flags). */
export const getWhitelabel = (): Promise<TWhitelabel> => apiRequest<typeof ZWhitelabel>(API.whitelabel);

export const whitelabelQueryOptions = () =>
  queryOptions({ queryKey: systemKeys.whitelabel, queryFn: getWhitelabel, staleTime: Infinity });

/** The root loader has already fetched it, so this never suspends inside the shell. */
export const useWhitelabel = (): TWhitelabel => useSuspenseQuery(whitelabelQueryOptions()).data;
