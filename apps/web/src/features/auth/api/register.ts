import {
  AUTH_API,
  ZLoginInfo,
  type TLoginInfo,
  type TRegisterMobileRequest,
  type TRegisterRequest,
} from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /wps/member/register (E): registration by username; logs in (login true). */
export const registerByUsername = (body: TRegisterRequest): Promise<TLoginInfo> =>
  apiRequest(AUTH_API.register, { method: 'PUT', body, schema: ZLoginInfo, loader: true });

/** PUT /wps/member/register/mobile (E): registration by mobile number and SMS code; logs in. */
export const registerByMobile = (body: TRegisterMobileRequest): Promise<TLoginInfo> =>
  apiRequest(AUTH_API.registerMobile, { method: 'PUT', body, schema: ZLoginInfo, loader: true });
