import type { TAnnouncementQuery, TLanguage } from '@openlobby/contracts';

/**
 * Query keys of the content feature. Each holds the language its answer is written in, so a
 * language change shows the new language's copy and never the old one's; the prefixes are the
 * ones a language change marks stale (features/language).
 */
export const contentKeys = {
  announcementsRoot: ['announcements'] as const,
  announcements: (q: TAnnouncementQuery, language: TLanguage) =>
    ['announcements', language, q.types, q.execution ?? 'B'] as const,
  helpRoot: ['help'] as const,
  help: (language: TLanguage) => ['help', language] as const,
  notice: ['notice'] as const,
};
