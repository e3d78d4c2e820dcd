import { LANGUAGE_TAGS } from '@openlobby/contracts';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import th from '../locales/th.json';
import vi from '../locales/vi.json';
import { setRequestLanguage } from './request-language.ts';

/** The console's languages: all packs are bundled (the back office is small and used daily). */
export const ADMIN_LANGUAGES = ['EN', 'CN', 'TH', 'VI'] as const;
export type TAdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export const LANG_KEY = 'ol-admin-lang';

export const isAdminLanguage = (v: unknown): v is TAdminLanguage =>
  typeof v === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(v);

/** Maps a BCP 47 tag (the browser's, or i18next's lowercase code) to a console language; anything else is EN. */
export const fromTag = (tag: string | undefined): TAdminLanguage => {
  const t = tag?.toLowerCase() ?? '';
  if (t.startsWith('zh') || t.startsWith('cn')) return 'CN';
  if (t.startsWith('th')) return 'TH';
  if (t.startsWith('vi')) return 'VI';
  return 'EN';
};

const stored = (): TAdminLanguage => {
  try {
    const v = localStorage.getItem(LANG_KEY);
    if (isAdminLanguage(v)) return v;
  } catch {
    /* storage blocked */
  }
  return fromTag(typeof navigator !== 'undefined' ? navigator.language : undefined);
};

const initial = stored();
setRequestLanguage(initial);

void i18n.use(initReactI18next).init({
  lng: initial.toLowerCase(),
  fallbackLng: 'en',
  resources: {
    en: { translation: en },
    cn: { translation: cn },
    th: { translation: th },
    vi: { translation: vi },
  },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});
if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[initial];

/** Switches the UI and the Language header, and remembers the choice on this machine. */
export const changeLanguage = async (code: TAdminLanguage): Promise<void> => {
  setRequestLanguage(code);
  try {
    localStorage.setItem(LANG_KEY, code);
  } catch {
    /* storage blocked */
  }
  document.documentElement.lang = LANGUAGE_TAGS[code];
  await i18n.changeLanguage(code.toLowerCase());
};

/** The active console language as a contract code. */
export const useAdminLanguage = (): TAdminLanguage => {
  const { i18n: instance } = useTranslation();
  return fromTag(instance.language);
};

/** The BCP 47 locale for Intl formatting of the active language. */
export const useLocale = (): string => LANGUAGE_TAGS[useAdminLanguage()];

export { i18n };
