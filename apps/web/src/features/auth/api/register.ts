import {
  AUTH_API,
  type ZLoginInfo,
  type TLoginInfo,
  type TRegisterMobileRequest,
  type TRegisterRequest,
} from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /wps/member/register (E): registration by username; logs in (login true). */
export const registerByUsername = (body: TRegisterRequest): Promise<TLoginInfo> =>
  apiRequest<typeof ZLoginInfo>(AUTH_API.register, { method: 'PUT', body, loader: true });

/** PUT /wps/member/register/mobile (E): registration by mobile number and SMS code; logs in. */
export const registerByMobile = (body: TRegisterMobileRequest): Promise<TLoginInfo> =>
  apiRequest<typeof ZLoginInfo>(AUTH_API.registerMobile, { method: 'PUT', body, loader: true });
