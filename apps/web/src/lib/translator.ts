import { FORMAT_LOCALES, type TLanguage } from '@openlobby/contracts';
import { formatNumber } from './format.ts';

/**
 * The player site's translations: the language packs of @openlobby/i18n (i18next's JSON v4 format:
 * nested keys, `{{name}}` placeholders, `_one`/`_other`/`_few`… plural keys) read by a few lines
 * instead of i18next and react-i18next, which were a tenth of the first screen's JavaScript (issue
 * 14; the README's design notes). The site calls one `t(key, values)` and switches languages;
 * nothing else of i18next was used.
 */
type TPack = Record<string, unknown>;
export type TValues = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TTranslate = (key: string, values?: TValues) => string;

const FALLBACK: TLanguage = 'EN';
const packs = new Map<TLanguage, TPack>();
/** Packs mounted under a first key (`agents` → `agents.centre.title`), loaded apart from the site's. */
const namespaces = new Map<string, Map<TLanguage, TPack>>();
const listeners = new Set<() => void>();
let language: TLanguage = FALLBACK;

const lookup = (pack: TPack | undefined, key: string): string | undefined => {
  let node: unknown = pack;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as TPack)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * Plural rules by FORMAT_LOCALES, the locale the packs' plural keys are checked against: Tahitian
 * has no ICU data, and by its own tag Intl would count the way the device's locale does.
 */
const pluralRules = new Map<TLanguage, Intl.PluralRules>();
const pluralOf = (code: TLanguage, count: number): Intl.LDMLPluralRule => {
  let rules = pluralRules.get(code);
  if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(FORMAT_LOCALES[code])));
  return rules.select(count);
};

/** The pack a key reads from: a mounted namespace's when its first part names one, else the site's. */
const packFor = (code: TLanguage, key: string): { pack: TPack | undefined; key: string } => {
  const dot = key.indexOf('.');
  const mounted = dot > 0 ? namespaces.get(key.slice(0, dot)) : undefined;
  return mounted ? { pack: mounted.get(code), key: key.slice(dot + 1) } : { pack: packs.get(code), key };
};

/** The pack's string for the key: with a count, its plural form (`_zero` for 0 where a pack has one). */
const phraseIn = (code: TLanguage, fullKey: string, count: number | undefined): string | undefined => {
  const { pack, key } = packFor(code, fullKey);
  if (count === undefined) return lookup(pack, key);
  return (
    (count === 0 ? lookup(pack, `${key}_zero`) : undefined) ??
    lookup(pack, `${key}_${pluralOf(code, count)}`) ??
    lookup(pack, `${key}_other`) ??
    lookup(pack, key)
  );
};

/**
 * A value as the phrase shows it: a number (a count, a wait, a limit) written by lib/format in the
 * active language, as the rest of the page writes numbers; anything else (names, amounts already
 * formatted with their currency's decimals) as it is.
 */
const shown = (value: unknown): string =>
  typeof value === 'number' ? formatNumber(value, { language }, 2) : String(value);

const fill = (phrase: string, values: TValues | undefined): string =>
  values
    ? phrase.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
        values[name] === undefined ? whole : shown(values[name]),
      )
    : phrase;

/** The key in the active language, else in English, else the values' defaultValue, else the key itself. */
export const translate: TTranslate = (key, values) => {
  const phrase =
    phraseIn(language, key, values?.count) ?? phraseIn(FALLBACK, key, values?.count) ?? values?.defaultValue;
  return phrase === undefined ? key : fill(phrase, values);
};

export const hasPack = (code: TLanguage): boolean => packs.has(code);
export const addPack = (code: TLanguage, pack: TPack): void => void packs.set(code, pack);

/** Whether a namespace's pack of a language is mounted. */
export const hasNamespacePack = (name: string, code: TLanguage): boolean =>
  namespaces.get(name)?.has(code) ?? false;

/**
 * Mounts a pack under `name`: `t('<name>.x.y')` reads `x.y` of it. The site's packs never hold a
 * `<name>` key of their own. Its readers wait for it (the agent area renders once it is there).
 */
export const addNamespacePack = (name: string, code: TLanguage, pack: TPack): void => {
  let byLanguage = namespaces.get(name);
  if (!byLanguage) namespaces.set(name, (byLanguage = new Map()));
  byLanguage.set(code, pack);
};

export const translatorLanguage = (): TLanguage => language;

/** Switches the language; every reader (useTranslation) renders again. */
export const setTranslatorLanguage = (code: TLanguage): void => {
  if (code === language) return;
  language = code;
  for (const listener of listeners) listener();
};

export const onLanguageChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
