import { AUTH_API, ZOk, ZTotpSetup } from '@openlobby/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/member/totp/setup (T): a new authenticator secret and its otpauth:// URL. */
export const setupTotp = (): Promise<z.infer<typeof ZTotpSetup>> =>
  apiRequest(AUTH_API.totpSetup, { method: 'POST', body: {}, schema: ZTotpSetup, loader: true });

/** POST /wps/member/totp/enable (T): binds the authenticator with a first code from the app. */
export const enableTotp = (code: string): Promise<unknown> =>
  apiRequest(AUTH_API.totpEnable, {
    method: 'POST',
    body: { code },
    schema: ZOk.or(z.unknown()),
    loader: true,
  });
