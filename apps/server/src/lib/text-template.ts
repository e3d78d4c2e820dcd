import type { TLanguage } from '@openlobby/contracts';

/** The languages a message to a member may be written in, best first. */
export type TMessageLanguages = { language?: TLanguage; brandDefault: TLanguage };

/**
 * The language a message to a member is written in: the request's, else the brand's default, else
 * English. The texts are complete for every language code, so English is only reached by a code the
 * texts do not know (a value read from the database that is no longer a language code).
 */
export function messageLanguage(
  texts: Readonly<Record<TLanguage, unknown>>,
  { language, brandDefault }: TMessageLanguages,
): TLanguage {
  if (language && Object.hasOwn(texts, language)) return language;
  return Object.hasOwn(texts, brandDefault) ? brandDefault : 'EN';
}

/**
 * Puts values into a `{name}` template. Translators move a placeholder wherever their grammar wants
 * it; a placeholder without a value is a mistake in the texts, so it throws rather than send `{name}`.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the placeholder {${name}}.`);
    return String(value);
  });
}
