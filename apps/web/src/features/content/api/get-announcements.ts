import {
  API,
  type ZAnnouncementGroups,
  type TAnnouncementGroups,
  type TAnnouncementQuery,
  type TLanguage,
} from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { contentKeys } from './query-keys.ts';

/** GET /wps/relay/MCSFE_getListAnnouncements: announcements grouped by type, in the request language. */
export const getAnnouncements = (q: TAnnouncementQuery): Promise<TAnnouncementGroups> =>
  apiRequest<typeof ZAnnouncementGroups>(API.announcements, {
    query: { types: q.types, platform: q.platform ?? 'W', execution: q.execution ?? 'B' },
  });

export const announcementsQueryOptions = (q: TAnnouncementQuery, language: TLanguage) =>
  queryOptions({
    queryKey: contentKeys.announcements(q, language),
    queryFn: () => getAnnouncements(q),
    staleTime: 60_000,
  });

export const useAnnouncements = (q: TAnnouncementQuery, enabled = true) =>
  useQuery({ ...announcementsQueryOptions(q, useLanguage()), enabled });
