/** The promotions area's language packs, one chunk per file (packs.ts says why this module is apart). */
export const load = (name: string): Promise<{ default: Record<string, unknown> }> =>
  import(`../../locales/promotions/${name}.json`);
