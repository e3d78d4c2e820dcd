/**
 * Text an operator wrote in several languages (keyed by language code, English required), in the
 * reader's language, else English, else whatever there is.
 */
export const localized = (text: Partial<Record<string, string>>, language: string): string =>
  text[language] ?? text.EN ?? Object.values(text).find((v) => v !== undefined) ?? '';
