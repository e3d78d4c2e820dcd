import { API, type ZHelpCenter, type THelpTopic, type TLanguage } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { contentKeys } from './query-keys.ts';

/** GET /wps/system/helpCenter: help topics in the request language, sorted by `sort`. */
export const getHelpCenter = async (): Promise<THelpTopic[]> => {
  const topics = await apiRequest<typeof ZHelpCenter>(API.helpCenter);
  return [...topics].sort((a, b) => a.sort - b.sort);
};

export const helpCenterQueryOptions = (language: TLanguage) =>
  queryOptions({ queryKey: contentKeys.help(language), queryFn: getHelpCenter, staleTime: 5 * 60_000 });

export const useHelpCenter = () => useQuery(helpCenterQueryOptions(useLanguage()));
