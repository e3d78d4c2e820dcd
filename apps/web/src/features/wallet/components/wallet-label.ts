import type { TTranslate } from '../../../lib/translator.ts';

/** A wallet's name in the history: the main and held wallets translated, vendors by their code. */
export const walletLabel = (t: TTranslate, wallet: string): string =>
  wallet === 'MAIN' || wallet === 'HELD' ? t(`wallet.wallets.${wallet}`) : wallet;
