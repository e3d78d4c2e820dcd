import { AUTH_API, type ZAffiliate } from '@openlobby/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /wps/agent/affiliate: the agent an affiliate code names, or INVITATION_CODE_INVALID. */
export const getAffiliate = (affiliateCode: string): Promise<z.infer<typeof ZAffiliate>> =>
  apiRequest<typeof ZAffiliate>(AUTH_API.affiliate, { query: { affiliateCode } });
