import type { TFunction } from 'i18next';

/** A wallet's name in the history: the main and held wallets translated, vendors by their code. */
export const walletLabel = (t: TFunction, wallet: string): string =>
  wallet === 'MAIN' || wallet === 'HELD' ? t(`wallet.wallets.${wallet}`) : wallet;
