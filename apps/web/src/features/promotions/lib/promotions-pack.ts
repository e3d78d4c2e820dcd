import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The promotions' words (`promotions.<key>`, packages/i18n/locales/promotions/<lang>.json). */
const promotionsPack = namespacePack('promotions');

/** Loads and mounts one language's promotions pack, once. */
export const ensurePromotionsPack = promotionsPack.ensurePack;
/** Whether the active language's promotions pack is mounted; loads it when it is not. */
export const usePromotionsPack = promotionsPack.usePack;
