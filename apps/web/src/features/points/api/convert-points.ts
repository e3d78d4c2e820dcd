import { POINTS_API, type ZConvertPointsRequest, type ZConvertPointsResult } from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST passwordCheck/MCS2_convertPoint (T, E): exchanges points for cash into the main wallet at the
 * brand's ratio; sealed with the payment password, applied once per requestId.
 */
export const convertPoints = (
  body: z.infer<typeof ZConvertPointsRequest>,
): Promise<z.infer<typeof ZConvertPointsResult>> =>
  apiRequest<typeof ZConvertPointsResult>(POINTS_API.convert, { method: 'POST', body, loader: true });
