import type { TLanguage } from '@openlobby/contracts';

type TPack = Record<string, unknown>;
type TLoader = () => Promise<{ default: TPack }>;

/**
 * The agent area's words (the agent centre, the agreement, /join's application), one pack per
 * language beside the site's (locales/agents/<code>.json, named as LOCALE_FILES names the site's).
 * Kept apart so the home page never downloads them: the site mounts a pack under the `agents`
 * keys when the agent area first opens. Each static import() is its own chunk.
 */
const LOADERS: Record<TLanguage, TLoader> = {
  CN: () => import('../locales/agents/cn.json'),
  EN: () => import('../locales/agents/en.json'),
  JA: () => import('../locales/agents/ja.json'),
  TH: () => import('../locales/agents/th.json'),
  VI: () => import('../locales/agents/vi.json'),
  MY: () => import('../locales/agents/my.json'),
  ES: () => import('../locales/agents/es.json'),
  HI: () => import('../locales/agents/hi.json'),
  ID: () => import('../locales/agents/id.json'),
  KM: () => import('../locales/agents/km.json'),
  KO: () => import('../locales/agents/ko.json'),
  KR: () => import('../locales/agents/kr.json'),
  MS: () => import('../locales/agents/ms.json'),
  PT: () => import('../locales/agents/pt.json'),
  TA: () => import('../locales/agents/ta.json'),
  TW: () => import('../locales/agents/tw.json'),
  TY: () => import('../locales/agents/ty.json'),
  UR: () => import('../locales/agents/ur.json'),
  'UR-LA': () => import('../locales/agents/ur-la.json'),
  'PT-BR': () => import('../locales/agents/pt-br.json'),
  TR: () => import('../locales/agents/tr.json'),
  BN: () => import('../locales/agents/bn.json'),
  AR: () => import('../locales/agents/ar.json'),
  FA: () => import('../locales/agents/fa.json'),
  RU: () => import('../locales/agents/ru.json'),
  KK: () => import('../locales/agents/kk.json'),
  UZ: () => import('../locales/agents/uz.json'),
  LO: () => import('../locales/agents/lo.json'),
  NE: () => import('../locales/agents/ne.json'),
  FR: () => import('../locales/agents/fr.json'),
  TE: () => import('../locales/agents/te.json'),
  SW: () => import('../locales/agents/sw.json'),
};

/** Loads the agent area's pack of one language lazily. */
export const loadAgentLocale = async (code: TLanguage): Promise<TPack> => (await LOADERS[code]()).default;
