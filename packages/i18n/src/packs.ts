import type { TLanguage } from '@openlobby/contracts';
import { LOCALE_FILES } from './index.ts';

type TPack = Record<string, unknown>;

/**
 * The site's areas whose words are kept apart from its packs, so the home page never downloads
 * them: one pack per language in locales/<area>/<code>.json (named as LOCALE_FILES names the
 * site's), mounted under the area's key (`agents.centre.title`) when the area first opens.
 */
export const PACK_NAMESPACES = [
  'agents',
  'wallet',
  'promotions',
  'points',
  'inbox',
  'chat',
  'missions',
  'envelopes',
  'referral',
  'vip',
  'feedback',
] as const;
export type TPackNamespace = (typeof PACK_NAMESPACES)[number];

/**
 * Loads one area's pack of one language lazily, in two steps: the area's loader module
 * (area-packs/<area>.ts, a few hundred bytes), then the pack's own chunk. One template over every
 * area and language would put a map of all of them (areas × 32 languages) in the chunk every area
 * route shares, and each new area would push the routes' budgets (bench/bundle-budget.ts); a
 * loader per area keeps that map out of them. A new area in PACK_NAMESPACES needs its loader.
 */
export const loadNamespaceLocale = async (namespace: TPackNamespace, code: TLanguage): Promise<TPack> => {
  // Each template must end in its extension for the bundler to see which files it may load.
  const name = LOCALE_FILES[code].replace(/\.json$/, '');
  const area = (await import(`./area-packs/${namespace}.ts`)) as {
    load: (name: string) => Promise<{ default: TPack }>;
  };
  return (await area.load(name)).default;
};
