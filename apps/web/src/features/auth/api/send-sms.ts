import { AUTH_API, type ZSmsSent, type SMS_PURPOSES, type TSmsSent } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

type TNoLoginSms = { mobileNum?: string; purpose: (typeof SMS_PURPOSES)[number]; challengeId?: string };

/** POST /wps/verification/sms/noLogin: a code for SMS login, password reset or the second step. */
export const sendSms = (body: TNoLoginSms): Promise<TSmsSent> =>
  apiRequest<typeof ZSmsSent>(AUTH_API.smsNoLogin, { method: 'POST', body });

/** POST /wps/verification/sms/register: a code proving the mobile number of a registration. */
export const sendRegisterSms = (mobileNum: string): Promise<TSmsSent> =>
  apiRequest<typeof ZSmsSent>(AUTH_API.smsRegister, { method: 'POST', body: { mobileNum } });
