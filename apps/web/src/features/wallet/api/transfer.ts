import {
  WALLET_API,
  type ZWalletTransferResult,
  type TWalletTransferRequest,
  type TWalletTransferResult,
} from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST wallet transfer (T): IN (main → vendor), OUT (vendor → main) or ALL_OUT. The requestId
 * makes a repeat of the same submission a replay of the first answer, never a second transfer.
 */
export const walletTransfer = (body: TWalletTransferRequest): Promise<TWalletTransferResult> =>
  apiRequest<typeof ZWalletTransferResult>(WALLET_API.transfer, { method: 'POST', body, loader: true });
