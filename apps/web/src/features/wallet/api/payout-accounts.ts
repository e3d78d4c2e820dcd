import {
  WITHDRAW_API,
  type ZPayoutAccount,
  type TPayoutAccount,
  type ZPayoutAccountRequest,
} from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TPayoutAccountRequest = z.infer<typeof ZPayoutAccountRequest>;

/**
 * POST payout account (T): binds a bank card or e-wallet, guarded by the payment password. The
 * payee must be the member's own name (else VALIDATION_FAILED on `accountName`); the answer shows
 * the number masked.
 */
export const createPayoutAccount = (body: TPayoutAccountRequest): Promise<TPayoutAccount> =>
  apiRequest<typeof ZPayoutAccount>(WITHDRAW_API.payoutAccounts, { method: 'POST', body, loader: true });
