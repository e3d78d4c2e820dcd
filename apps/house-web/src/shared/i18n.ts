/**
 * The house pages' words, one JSON file per language in ../locales (`<code>.json`, lower case).
 *
 * The pages have no settings of their own: the site launches the slot with the player's language in
 * the launch URL (`?lang=CN`), and the slot passes it on in its links to the verifier. A language is
 * offered exactly when its file exists; any other or missing language shows English. English is
 * bundled (it is every other language's fallback, key by key); every other file is its own chunk,
 * fetched only when a page speaks it. Numbers and amounts are formatted the same in every language.
 */
import { LANGUAGE_CODES, LANGUAGE_TAGS, RTL_LANGUAGES, type TLanguage } from '@openlobby/contracts';
import en from '../locales/en.json';

export type TLang = TLanguage;
export type TKey = keyof typeof en;
type TWords = Readonly<Partial<Record<TKey, string>>>;

/** Every locale file but English, each loaded on demand, by its path (`../locales/cn.json`). */
const LOADERS = import.meta.glob<Readonly<Record<string, unknown>>>(
  ['../locales/*.json', '!../locales/en.json'],
  { import: 'default' },
);

const fileOf = (lang: TLang) => `../locales/${lang.toLowerCase()}.json`;

/** The languages the pages speak: English and every site language with a locale file, in the site's order. */
export const LANGS: readonly TLang[] = LANGUAGE_CODES.filter(
  (lang) => lang === 'EN' || Object.hasOwn(LOADERS, fileOf(lang)),
);

/** The `<html lang>` of each language (the site's BCP 47 tags). */
export const HTML_LANG: Readonly<Record<TLang, string>> = LANGUAGE_TAGS;

/** The `<html dir>` of a language: the site's right-to-left languages flip the page. */
export function dirOf(lang: TLang): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
}

/** What goes between two sentences put side by side: Chinese and Japanese need no space after 。 */
export const SENTENCE_GAP: Readonly<Record<TLang, string>> = Object.fromEntries(
  LANGUAGE_CODES.map((lang) => [lang, lang === 'CN' || lang === 'TW' || lang === 'JA' ? '' : ' ']),
) as Record<TLang, string>;

/** The page's language from its `lang` parameter, any case; English when it is missing or not offered. */
export function languageOf(params: URLSearchParams): TLang {
  const value = (params.get('lang') ?? '').trim().toUpperCase();
  return LANGS.find((lang) => lang === value) ?? 'EN';
}

export type TVars = Readonly<Record<string, string | number>>;
export type TTranslate = (key: TKey, vars?: TVars) => string;

/** Fills `{name}` with `vars.name`; a name without a value stays as written. */
export function interpolate(text: string, vars?: TVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : slot,
  );
}

export function isKey(key: string): key is TKey {
  return Object.hasOwn(en, key);
}

/** A file's words for en's keys only: anything else in it (a stray key, a non-text value) is dropped. */
function wordsOf(file: Readonly<Record<string, unknown>>): TWords {
  const words: Partial<Record<TKey, string>> = {};
  for (const [key, value] of Object.entries(file)) {
    if (isKey(key) && typeof value === 'string' && value.trim() !== '') words[key] = value;
  }
  return words;
}

/** The languages loaded so far; English is always there. */
const loaded = new Map<TLang, TWords>([['EN', en]]);

/**
 * The translator of a language already loaded (English always is; another after `loadT`), so code
 * that runs after the page started can translate without waiting: `t('msg.youWon', { amount })`.
 * A key the language lacks shows English. Throws for a language not loaded yet: that is a bug.
 */
export function createT(lang: TLang): TTranslate {
  const words = loaded.get(lang);
  if (!words) throw new Error(`House pages: ${lang} is not loaded; await loadT('${lang}') first`);
  return (key, vars) => interpolate(words[key] ?? en[key], vars);
}

/**
 * Loads a language's file (one small chunk) and gives its translator; a key the file lacks shows
 * English. A language without a file, or whose file cannot be fetched, speaks English, so the page
 * still starts (and then says in English what went wrong with its own requests).
 */
export async function loadT(lang: TLang): Promise<TTranslate> {
  const load = LOADERS[fileOf(lang)];
  if (!loaded.has(lang) && load) {
    try {
      loaded.set(lang, wordsOf(await load()));
    } catch {
      return createT('EN');
    }
  }
  return loaded.has(lang) ? createT(lang) : createT('EN');
}

/** A symbol's name by engine id; an id the dictionaries do not know shows `fallback`. */
export function symbolText(t: TTranslate, id: string, fallback: string): string {
  const key = `symbol.${id}`;
  return isKey(key) ? t(key) : fallback;
}

/**
 * A sentence with `{name}` slots filled by things that are not text (a link, a code element), as a
 * list to append: `parts('The {link} replays…', { link })` → ['The ', link, ' replays…'].
 */
export function parts<T>(text: string, fill: Readonly<Record<string, T>>): (string | T)[] {
  return text
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && Object.hasOwn(fill, name) ? fill[name]! : piece;
    });
}
