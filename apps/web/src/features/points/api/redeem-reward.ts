import {
  POINTS_API,
  type TRedemption,
  type ZRedeemRewardRequest,
  type ZRedemption,
} from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST passwordCheck/MCS2_redeemPointReward (T, E): takes the points and a unit of stock and opens a
 * redemption in process; the payment password goes sealed, and the requestId makes a retry a replay.
 */
export const redeemReward = (body: z.infer<typeof ZRedeemRewardRequest>): Promise<TRedemption> =>
  apiRequest<typeof ZRedemption>(POINTS_API.redeem, { method: 'POST', body, loader: true });
