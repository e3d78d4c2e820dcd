import { WALLET_API, type ZOk, type ZPaymentPasswordRequest } from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TPaymentPasswordRequest = z.infer<typeof ZPaymentPasswordRequest>;

/**
 * POST payment password (T): sets the 6-digit payment password (proof: the login password the
 * first time) or changes it (proof: the current payment password).
 */
export const setPaymentPassword = (body: TPaymentPasswordRequest): Promise<unknown> =>
  apiRequest<typeof ZOk>(WALLET_API.paymentPassword, { method: 'POST', body, loader: true });
