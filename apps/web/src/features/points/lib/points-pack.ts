import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The points mall's words (`points.<key>`, packages/i18n/locales/points/<lang>.json). */
const pointsPack = namespacePack('points');

/** Whether the active language's points pack is mounted; loads it when it is not. */
export const usePointsPack = pointsPack.usePack;
