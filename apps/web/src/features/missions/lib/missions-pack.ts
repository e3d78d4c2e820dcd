import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The missions' words (`missions.<key>`, packages/i18n/locales/missions/<lang>.json). */
const missionsPack = namespacePack('missions');

/** Loads and mounts one language's missions pack, once. */
export const ensureMissionsPack = missionsPack.ensurePack;
