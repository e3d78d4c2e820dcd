import { AUTH_API, type ZTotpSetup, type TTotpSetupRequest } from '@openlobby/contracts';
import { type z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /wps/member/totp/setup (T, E): a new authenticator secret and its otpauth:// URL. Replacing a
 * bound authenticator sends the login password and a current code from it.
 */
export const setupTotp = (proof: TTotpSetupRequest = {}): Promise<z.infer<typeof ZTotpSetup>> =>
  apiRequest<typeof ZTotpSetup>(AUTH_API.totpSetup, { method: 'POST', body: proof, loader: true });

/** POST /wps/member/totp/enable (T): binds the authenticator with a first code from the app. */
export const enableTotp = (code: string): Promise<unknown> =>
  apiRequest(AUTH_API.totpEnable, { method: 'POST', body: { code }, loader: true });
