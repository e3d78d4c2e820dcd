import type { TAnnouncementQuery } from '@openlobby/contracts';

/** Query keys of the content feature; the prefixes are invalidated on a language change. */
export const contentKeys = {
  announcements: (q: TAnnouncementQuery) => ['announcements', q.types, q.execution ?? 'B'] as const,
  help: ['help'] as const,
  notice: ['notice'] as const,
};
