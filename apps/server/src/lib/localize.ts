import type { TLanguage } from '@openlobby/contracts';

/**
 * Picks the text for a language from a { CODE: text } map: the asked language, then the brand's
 * default, then English, then whatever there is; operators rarely translate everything.
 */
export function localize(
  map: Partial<Record<string, string>>,
  language: TLanguage,
  brandDefault: TLanguage,
): string {
  return (
    map[language] ?? map[brandDefault] ?? map.EN ?? Object.values(map).find((v) => v !== undefined) ?? ''
  );
}
