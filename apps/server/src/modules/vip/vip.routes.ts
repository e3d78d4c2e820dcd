import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, VIP_API, ZVipInfo } from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { VipService } from './vip.service.ts';

/** The member's VIP page (issue 17, T): levels, theirs, totals and progress to the next. */
export const vipRoutes: FastifyPluginAsyncZod<{ vip: VipService; catchUp?: () => Promise<unknown> }> = async (
  app,
  o,
) => {
  app.get(VIP_API.info, {
    schema: { operationId: 'getVipInfo', tags: ['vip'], response: { 200: envelopeOf(ZVipInfo) } },
    handler: async (req) => {
      const member = requireRealMember(req);
      await o.catchUp?.();
      return ok(await o.vip.info(req.brand, member.id));
    },
  });
};
