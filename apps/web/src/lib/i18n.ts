import { LANGUAGE_CODES, LANGUAGE_TAGS, RTL_LANGUAGES, type TLanguage } from '@openlobby/contracts';
import { loadLocale } from '@openlobby/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from './request-context.ts';

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

/** The language requests carry before the brand is known. */
export const bootLanguage = (): TLanguage => {
  const stored = readStored(LANG_KEY);
  return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
};

let initialised: Promise<unknown> | null = null;
/** The active contract code; i18n.language holds i18next's canonical form (e.g. 'cn'). */
let active: TLanguage = FALLBACK_LANGUAGE;

const ensureInit = () => {
  initialised ??= i18n.use(initReactI18next).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return initialised;
};

/** i18next canonicalises codes ('CN' → 'cn', 'PT-BR' → 'pt-BR'), so packs are stored under that form. */
const storeKey = (code: TLanguage): string => i18n.services.languageUtils.formatLanguageCode(code) ?? code;

const ensurePack = async (code: TLanguage): Promise<void> => {
  const key = storeKey(code);
  if (i18n.hasResourceBundle(key, 'translation')) return;
  i18n.addResourceBundle(key, 'translation', await loadLocale(code), true, true);
};

/** Sets <html lang> and dir (rtl for AR, FA, UR). */
export const applyDocumentLanguage = (code: TLanguage): void => {
  document.documentElement.lang = LANGUAGE_TAGS[code];
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
};

/** Loads the packs the language needs (itself and EN for fallback) and switches to it. */
export const activateLanguage = async (code: TLanguage): Promise<void> => {
  await ensureInit();
  await Promise.all([ensurePack(FALLBACK_LANGUAGE), ensurePack(code)]);
  active = code; // before changeLanguage: its languageChanged event re-renders readers of `active`
  await i18n.changeLanguage(code);
  setRequestLanguage(code);
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

export const currentLanguage = (): TLanguage => active;

export { i18n };
