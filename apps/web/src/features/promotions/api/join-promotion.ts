import { PROMOTIONS_API, type ZJoinResult } from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST join (T): takes part in an open promotion; joining again changes nothing. */
export const joinPromotion = (promotionId: number): Promise<z.infer<typeof ZJoinResult>> =>
  apiRequest<typeof ZJoinResult>(PROMOTIONS_API.join, {
    method: 'POST',
    body: { promotionId },
    loader: true,
  });
