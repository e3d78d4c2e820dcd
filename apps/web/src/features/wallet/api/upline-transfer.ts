import { WALLET_API, type ZMemberTransferResult, type ZUplineTransferRequest } from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TUplineTransferRequest = z.infer<typeof ZUplineTransferRequest>;
export type TMemberTransferResult = z.infer<typeof ZMemberTransferResult>;

/** POST transfer to upline (T): from the member's main wallet to their agent's, guarded by the PIN. */
export const transferToUpline = (body: TUplineTransferRequest): Promise<TMemberTransferResult> =>
  apiRequest<typeof ZMemberTransferResult>(WALLET_API.uplineTransfer, {
    method: 'POST',
    body,
    loader: true,
  });
