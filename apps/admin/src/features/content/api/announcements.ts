import { ADMIN_API, pageOf, ZAdminAnnouncement, type TAdminAnnouncementInput } from '@openlobby/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { contentKeys, type TAnnouncementFilters } from './content-keys.ts';

const ZAnnouncementPage = pageOf(ZAdminAnnouncement);
const ZOk = z.object({ ok: z.literal(true) });

/** GET one page of a brand's announcements (optionally of one type), in the server's order. */
export const findAnnouncements = (brand: string, f: TAnnouncementFilters, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_API.announcements, { code: brand }), {
    schema: ZAnnouncementPage,
    query: f,
    signal,
  });
export const useAnnouncements = (brand: string | null, f: TAnnouncementFilters) =>
  useQuery({
    queryKey: contentKeys.announcementList(brand ?? '', f),
    queryFn: ({ signal }) => findAnnouncements(brand ?? '', f, signal),
    enabled: !!brand,
    placeholderData: keepPreviousData,
  });

/** POST a new announcement; the server sanitises its HTML and answers it as stored. */
export const createAnnouncement = (brand: string, input: TAdminAnnouncementInput) =>
  apiRequest(fillPath(ADMIN_API.announcements, { code: brand }), {
    method: 'POST',
    body: input,
    schema: ZAdminAnnouncement,
  });

/** PUT the whole announcement (same body as create). */
export const updateAnnouncement = (brand: string, id: number, input: TAdminAnnouncementInput) =>
  apiRequest(fillPath(ADMIN_API.announcement, { code: brand, id }), {
    method: 'PUT',
    body: input,
    schema: ZAdminAnnouncement,
  });

/** DELETE one announcement; it leaves the site at once. */
export const deleteAnnouncement = (brand: string, id: number) =>
  apiRequest(fillPath(ADMIN_API.announcement, { code: brand, id }), { method: 'DELETE', schema: ZOk });

/** Create (no id) or update (id) one announcement, then refresh every page of the brand's list. */
export const useSaveAnnouncement = (brand: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TAdminAnnouncementInput }) =>
      id === null ? createAnnouncement(brand, input) : updateAnnouncement(brand, id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.announcements(brand) }),
  });
};

/** Delete, then refresh the brand's list. */
export const useDeleteAnnouncement = (brand: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAnnouncement(brand, id),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.announcements(brand) }),
  });
};
