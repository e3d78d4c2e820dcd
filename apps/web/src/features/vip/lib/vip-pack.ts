import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The VIP page's words (`vip.<key>`, packages/i18n/locales/vip/<lang>.json). */
const vipPack = namespacePack('vip');

/** Whether the active language's VIP pack is mounted; loads it when it is not. */
export const useVipPack = vipPack.usePack;
