import { namespacePack } from '../../../lib/namespace-pack.ts';

/**
 * The wallet's words (`wallet.<key>`, packages/i18n/locales/wallet/<lang>.json): the member centre's
 * money pages and the agent centre's tables read them, the first screen never does.
 */
const walletPack = namespacePack('wallet');

export const WALLET_NAMESPACE = walletPack.namespace;
/** Loads and mounts one language's wallet pack, once. */
export const ensureWalletPack = walletPack.ensurePack;
/** Whether the active language's wallet pack is mounted; loads it when it is not. */
export const useWalletPack = walletPack.usePack;
