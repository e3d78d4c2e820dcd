import { LANGUAGE_CODES, LANGUAGE_TAGS, RTL_LANGUAGES, type TLanguage } from '@openlobby/contracts';
import { loadLocale } from '@openlobby/i18n';
import { setRequestLanguage } from './request-context.ts';
import { addPack, hasPack, setTranslatorLanguage, translatorLanguage } from './translator.ts';

/** localStorage keys of spec §1: the chosen language and the one before it. */
export const LANG_KEY = 'lang';
export const HIS_LANG_KEY = 'hisLang';
export const FALLBACK_LANGUAGE: TLanguage = 'EN';

export const isLanguage = (v: unknown): v is TLanguage =>
  typeof v === 'string' && (LANGUAGE_CODES as readonly string[]).includes(v);

export const isRtl = (code: TLanguage): boolean => RTL_LANGUAGES.includes(code);

const readStored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The stored language if the brand offers it, else the brand's default (spec §1, §4). */
export const pickLanguage = (brandDefault: TLanguage, offered: readonly TLanguage[]): TLanguage => {
  const stored = readStored(LANG_KEY);
  return isLanguage(stored) && (offered.length === 0 || offered.includes(stored)) ? stored : brandDefault;
};

/** The language this browser chose before, if any. */
export const storedLanguage = (): TLanguage | null => {
  const stored = readStored(LANG_KEY);
  return isLanguage(stored) ? stored : null;
};

/** The language requests carry before the brand is known. */
export const bootLanguage = (): TLanguage => storedLanguage() ?? FALLBACK_LANGUAGE;

/** Loads what else a language needs before the site switches to it (a mounted namespace's pack). */
type TLanguageExtension = (code: TLanguage) => Promise<void>;
const extensions = new Set<TLanguageExtension>();

/**
 * Adds a pack loader that every later language switch awaits before switching, so an open area
 * (the agent centre) never shows a key for a moment. Registering twice is harmless.
 */
export const registerLanguageExtension = (load: TLanguageExtension): void => void extensions.add(load);

const ensurePack = async (code: TLanguage): Promise<void> => {
  if (!hasPack(code)) addPack(code, await loadLocale(code));
};

/** Sets <html lang> and dir (rtl for AR, FA, UR). */
export const applyDocumentLanguage = (code: TLanguage): void => {
  document.documentElement.lang = LANGUAGE_TAGS[code];
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
};

/**
 * Loads the language's pack and switches to it. English is not loaded as a fallback beside it:
 * every pack has every key (packages/i18n's locales test), so it would be 9 KB read for nothing.
 */
export const activateLanguage = async (code: TLanguage): Promise<void> => {
  await Promise.all([ensurePack(code), ...[...extensions].map((load) => load(code))]);
  // The Language header first: readers render on the switch and refetch in the new language.
  setRequestLanguage(code);
  setTranslatorLanguage(code);
  applyDocumentLanguage(code);
};

/** Remembers a user's choice: `lang` is the new language, `hisLang` the one it replaced. */
export const storeLanguageChoice = (next: TLanguage, previous: TLanguage): void => {
  try {
    localStorage.setItem(HIS_LANG_KEY, previous);
    localStorage.setItem(LANG_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
};

export const currentLanguage = (): TLanguage => translatorLanguage();
