import type { TEncryptionKey, TLanguage } from '@openlobby/contracts';

/**
 * What every request needs to know about the client: the session token and the UI language.
 * The session store and the i18n set-up write here, so lib/ never imports a feature.
 */
type TRequestContext = {
  token: string | null;
  language: TLanguage;
  /**
   * The brand's active key for encrypted (E) calls (its kid and SPKI public key, base64); known once
   * the site config loads, and read again on the next load after a rotation.
   */
  encryptionKey: TEncryptionKey | null;
};

const context: TRequestContext = { token: null, language: 'EN', encryptionKey: null };
const tokenListeners = new Set<() => void>();

export const setRequestToken = (token: string | null): void => {
  if (context.token === token) return;
  context.token = token;
  for (const listener of tokenListeners) listener();
};

/** Calls `listener` whenever the token changes; returns the unsubscribe (useSyncExternalStore shape). */
export const subscribeRequestToken = (listener: () => void): (() => void) => {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
};
export const setRequestLanguage = (language: TLanguage): void => {
  context.language = language;
};
export const setEncryptionKey = (key: TEncryptionKey | null): void => {
  context.encryptionKey = key;
};
export const getRequestContext = (): Readonly<TRequestContext> => context;
