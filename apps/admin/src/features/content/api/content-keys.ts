import type { ZAnnouncementType } from '@openlobby/contracts';
import type { z } from 'zod';

export type TAnnouncementType = z.infer<typeof ZAnnouncementType>;
/** The announcement list's server-side page and type filter. */
export type TAnnouncementFilters = { page: number; pageSize: number; type?: TAnnouncementType };

/** Query keys of the content area; everything of a brand sits under [content, brand]. */
export const contentKeys = {
  all: ['content'] as const,
  brand: (brand: string) => [...contentKeys.all, brand] as const,
  announcements: (brand: string) => [...contentKeys.brand(brand), 'announcements'] as const,
  announcementList: (brand: string, f: TAnnouncementFilters) =>
    [...contentKeys.announcements(brand), 'list', f] as const,
  helpTopics: (brand: string) => [...contentKeys.brand(brand), 'help-topics'] as const,
};
