import type { TLanguage } from '@openlobby/contracts';

type TPack = Record<string, unknown>;
type TLoader = () => Promise<{ default: TPack }>;

/** The JSON file behind each language code: the code lowercased ('PT-BR' → 'pt-br.json'). */
export const LOCALE_FILES: Record<TLanguage, string> = {
  CN: 'cn.json',
  EN: 'en.json',
  JA: 'ja.json',
  TH: 'th.json',
  VI: 'vi.json',
  MY: 'my.json',
  ES: 'es.json',
  HI: 'hi.json',
  ID: 'id.json',
  KM: 'km.json',
  KO: 'ko.json',
  KR: 'kr.json',
  MS: 'ms.json',
  PT: 'pt.json',
  TA: 'ta.json',
  TW: 'tw.json',
  TY: 'ty.json',
  UR: 'ur.json',
  'UR-LA': 'ur-la.json',
  'PT-BR': 'pt-br.json',
  TR: 'tr.json',
  BN: 'bn.json',
  AR: 'ar.json',
  FA: 'fa.json',
  RU: 'ru.json',
  KK: 'kk.json',
  UZ: 'uz.json',
  LO: 'lo.json',
  NE: 'ne.json',
  FR: 'fr.json',
  TE: 'te.json',
  SW: 'sw.json',
};

/**
 * One static import() per pack so bundlers emit one chunk per language and only the chosen pack
 * is downloaded. Keep in step with LOCALE_FILES (the locales test checks both).
 */
const LOADERS: Record<TLanguage, TLoader> = {
  CN: () => import('../locales/cn.json'),
  EN: () => import('../locales/en.json'),
  JA: () => import('../locales/ja.json'),
  TH: () => import('../locales/th.json'),
  VI: () => import('../locales/vi.json'),
  MY: () => import('../locales/my.json'),
  ES: () => import('../locales/es.json'),
  HI: () => import('../locales/hi.json'),
  ID: () => import('../locales/id.json'),
  KM: () => import('../locales/km.json'),
  KO: () => import('../locales/ko.json'),
  KR: () => import('../locales/kr.json'),
  MS: () => import('../locales/ms.json'),
  PT: () => import('../locales/pt.json'),
  TA: () => import('../locales/ta.json'),
  TW: () => import('../locales/tw.json'),
  TY: () => import('../locales/ty.json'),
  UR: () => import('../locales/ur.json'),
  'UR-LA': () => import('../locales/ur-la.json'),
  'PT-BR': () => import('../locales/pt-br.json'),
  TR: () => import('../locales/tr.json'),
  BN: () => import('../locales/bn.json'),
  AR: () => import('../locales/ar.json'),
  FA: () => import('../locales/fa.json'),
  RU: () => import('../locales/ru.json'),
  KK: () => import('../locales/kk.json'),
  UZ: () => import('../locales/uz.json'),
  LO: () => import('../locales/lo.json'),
  NE: () => import('../locales/ne.json'),
  FR: () => import('../locales/fr.json'),
  TE: () => import('../locales/te.json'),
  SW: () => import('../locales/sw.json'),
};

/** Loads one language pack lazily. Missing keys fall back to EN in the i18next set-up. */
export const loadLocale = async (code: TLanguage): Promise<Record<string, unknown>> => {
  const mod = await LOADERS[code]();
  return mod.default;
};
