/** A mission's title in the console's language, else English, else any it has. */
export const missionTitle = (title: Record<string, string | undefined>, language: string): string =>
  title[language] || title.EN || Object.values(title).find(Boolean) || '—';
