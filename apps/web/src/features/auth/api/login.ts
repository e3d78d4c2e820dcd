import { AUTH_API, type ZLoginInfo, type TLoginInfo, type TLoginRequest } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/session/login (E): username or SMS login; the body is encrypted by the client. */
export const login = (body: TLoginRequest): Promise<TLoginInfo> =>
  apiRequest<typeof ZLoginInfo>(AUTH_API.login, { method: 'POST', body, loader: true });

/** POST /wps/session/login/verify: answers a VERIFY_FIRST challenge and completes the login. */
export const verifyLogin = (body: { challengeId: string; code: string }): Promise<TLoginInfo> =>
  apiRequest<typeof ZLoginInfo>(AUTH_API.loginVerify, { method: 'POST', body, loader: true });

/** POST /wps/session/login/freeplay: a fresh trial (demo) account. */
export const freePlayLogin = (): Promise<TLoginInfo> =>
  apiRequest<typeof ZLoginInfo>(AUTH_API.freePlay, { method: 'POST', body: {}, loader: true });

/** POST /wps/session/social/exchange: trades the one-time ticket of a social sign-in for a login. */
export const exchangeSocialTicket = (ticket: string): Promise<TLoginInfo> =>
  apiRequest<typeof ZLoginInfo>(AUTH_API.socialExchange, { method: 'POST', body: { ticket }, loader: true });

/** Where a social provider's button sends the browser (a full page navigation). */
export const socialStartHref = (provider: string): string =>
  AUTH_API.socialStart.replace(':provider', encodeURIComponent(provider.toLowerCase()));
