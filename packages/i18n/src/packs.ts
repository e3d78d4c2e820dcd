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
] as const;
export type TPackNamespace = (typeof PACK_NAMESPACES)[number];

/**
 * Loads one area's pack of one language lazily. The bundler turns the template into one chunk per
 * file under locales/<area>/, so a visitor downloads just the pack of the area and language used.
 */
export const loadNamespaceLocale = async (namespace: TPackNamespace, code: TLanguage): Promise<TPack> => {
  // The template must end in the extension for the bundler to see which files it may load.
  const name = LOCALE_FILES[code].replace(/\.json$/, '');
  return ((await import(`../locales/${namespace}/${name}.json`)) as { default: TPack }).default;
};
