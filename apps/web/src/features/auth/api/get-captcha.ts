import { AUTH_API, type ZCaptcha, type TCaptcha } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /wps/captcha: a single-use image captcha (base64 PNG without the data: prefix). */
export const getCaptcha = (): Promise<TCaptcha> => apiRequest<typeof ZCaptcha>(AUTH_API.captcha);
