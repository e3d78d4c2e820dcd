import {
  ADMIN_API,
  ZAdminSession,
  ZOperator,
  type TAdminSession,
  type TOperator,
} from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { z } from 'zod';

export type TAdminLoginInput = { username: string; password: string; totp?: string };

/** POST login; owner and finance answer VERIFY_FIRST until the TOTP code is sent too. */
export const login = (body: TAdminLoginInput): Promise<TAdminSession> =>
  apiRequest(ADMIN_API.login, { method: 'POST', body, schema: ZAdminSession });

/** POST logout: the server forgets the token; the caller drops it whatever the answer. */
export const logout = (): Promise<unknown> =>
  apiRequest(ADMIN_API.logout, { method: 'POST', body: {}, schema: z.unknown() });

/** GET me: restores the operator behind a stored token (NOT_LOGGED_IN when it is dead). */
export const getMe = (): Promise<TOperator> => apiRequest(ADMIN_API.me, { schema: ZOperator });
