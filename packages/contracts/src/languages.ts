import { z } from 'zod';

/** Every interface language code of spec §1, in the spec's order. */
export const LANGUAGE_CODES = [
  'CN', 'EN', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'KR', 'MS', 'PT', 'TA', 'TW',
  'TY', 'UR', 'UR-LA', 'PT-BR', 'TR', 'BN', 'AR', 'FA', 'RU', 'KK', 'UZ', 'LO', 'NE', 'FR', 'TE', 'SW',
] as const;
export const ZLanguage = z.enum(LANGUAGE_CODES);
export type TLanguage = z.infer<typeof ZLanguage>;

/** Languages written right to left: the site flips its layout for these. */
export const RTL_LANGUAGES: readonly TLanguage[] = ['AR', 'FA', 'UR'];

/** Each language's own name, for the language select. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  CN: '简体中文', EN: 'English', JA: '日本語', TH: 'ไทย', VI: 'Tiếng Việt', MY: 'မြန်မာ',
  ES: 'Español', HI: 'हिन्दी', ID: 'Bahasa Indonesia', KM: 'ខ្មែរ', KO: '한국어', KR: '한국어 (KR)',
  MS: 'Bahasa Melayu', PT: 'Português', TA: 'தமிழ்', TW: '繁體中文', TY: 'Tiếng Việt (TY)', UR: 'اردو',
  'UR-LA': 'Urdu (Latin)', 'PT-BR': 'Português (Brasil)', TR: 'Türkçe', BN: 'বাংলা', AR: 'العربية',
  FA: 'فارسی', RU: 'Русский', KK: 'Қазақ', UZ: 'Oʻzbek', LO: 'ລາວ', NE: 'नेपाली', FR: 'Français',
  TE: 'తెలుగు', SW: 'Kiswahili',
};

/** The BCP 47 tag behind each code, for Intl formatting and the html lang attribute. */
export const LANGUAGE_TAGS: Record<TLanguage, string> = {
  CN: 'zh-CN', EN: 'en', JA: 'ja', TH: 'th', VI: 'vi', MY: 'my', ES: 'es', HI: 'hi', ID: 'id', KM: 'km',
  KO: 'ko', KR: 'ko-KR', MS: 'ms', PT: 'pt', TA: 'ta', TW: 'zh-TW', TY: 'vi', UR: 'ur', 'UR-LA': 'ur-Latn',
  'PT-BR': 'pt-BR', TR: 'tr', BN: 'bn', AR: 'ar', FA: 'fa', RU: 'ru', KK: 'kk', UZ: 'uz', LO: 'lo', NE: 'ne',
  FR: 'fr', TE: 'te', SW: 'sw',
};
