import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The inbox's words (`inbox.<key>`, packages/i18n/locales/inbox/<lang>.json), loaded with its page only. */
const inboxPack = namespacePack('inbox');

/** Loads and mounts one language's inbox pack, once. */
export const ensureInboxPack = inboxPack.ensurePack;
