import type { TLanguage } from '@openlobby/contracts';

/**
 * What every request needs to know about the client: the session token and the UI language.
 * The session store and the i18n set-up write here, so lib/ never imports a feature.
 */
type TRequestContext = { token: string | null; language: TLanguage };

const context: TRequestContext = { token: null, language: 'EN' };

export const setRequestToken = (token: string | null): void => {
  context.token = token;
};
export const setRequestLanguage = (language: TLanguage): void => {
  context.language = language;
};
export const getRequestContext = (): Readonly<TRequestContext> => context;
