import {
  AUTH_API,
  type ZLoginInfo,
  type ZOk,
  type ZPasswordEmailSent,
  type TChangePasswordRequest,
  type TLoginInfo,
} from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /wps/member/password (T, E): a new password; answers a new login (other sessions end). The
 * forced change passes its restricted token; otherwise the site's session token goes.
 */
export const changePassword = (body: TChangePasswordRequest, token?: string): Promise<TLoginInfo> =>
  apiRequest<typeof ZLoginInfo>(AUTH_API.changePassword, {
    method: 'POST',
    body,
    loader: true,
    ...(token ? { token } : {}),
  });

/** POST /wps/member/password/email: e-mails a single-use reset link for the account. */
export const sendResetEmail = (username: string): Promise<z.infer<typeof ZPasswordEmailSent>> =>
  apiRequest<typeof ZPasswordEmailSent>(AUTH_API.passwordEmail, {
    method: 'POST',
    body: { username },
    loader: true,
  });

/** POST /wps/member/password/reset: sets a new password with the token of the e-mailed link. */
export const resetPassword = (body: {
  token: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<z.infer<typeof ZOk>> =>
  apiRequest<typeof ZOk>(AUTH_API.passwordReset, { method: 'POST', body, loader: true });

/** POST /wps/member/password/verification (E): a new password by SMS code; logs in on success. */
export const resetPasswordByPhone = (body: {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<TLoginInfo> =>
  apiRequest<typeof ZLoginInfo>(AUTH_API.passwordByPhone, { method: 'POST', body, loader: true });
