import type { TLanguage } from '@openlobby/contracts';

/**
 * What every request needs to know about the client: the session token and the UI language.
 * The session store and the i18n set-up write here, so lib/ never imports a feature.
 */
type TRequestContext = {
  token: string | null;
  language: TLanguage;
  /** The brand's public key (SPKI, base64) for encrypted (E) calls; known once the site config loads. */
  encryptionKey: string | null;
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
export const setEncryptionKey = (publicKeySpki: string | null): void => {
  context.encryptionKey = publicKeySpki;
};
export const getRequestContext = (): Readonly<TRequestContext> => context;
