import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  REFERRAL_API,
  ZReferralInvite,
  ZReferralInviteePage,
  ZReferralInviteesQuery,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { ReferralService } from './referral.service.ts';

const tags = ['referral'];

/**
 * The member's referral calls (issue 17, T; a trial account gets REAL_ACCOUNT_REQUIRED): the invite
 * link with its code, and who joined through it. Both first catch up the rewards consumer, so a
 * deposit just credited shows.
 */
export const referralRoutes: FastifyPluginAsyncZod<{
  referral: ReferralService;
  catchUp?: () => Promise<unknown>;
}> = async (app, o) => {
  app.get(REFERRAL_API.invite, {
    schema: { operationId: 'getReferralInvite', tags, response: { 200: envelopeOf(ZReferralInvite) } },
    handler: async (req) => {
      const member = requireRealMember(req);
      await o.catchUp?.();
      return ok(await o.referral.invite(req.brand, member));
    },
  });

  app.get(REFERRAL_API.invitees, {
    schema: {
      operationId: 'getReferralInvitees',
      tags,
      querystring: ZReferralInviteesQuery,
      response: { 200: envelopeOf(ZReferralInviteePage) },
    },
    handler: async (req) =>
      ok(await o.referral.invitees(requireRealMember(req), req.query.page, req.query.pageSize)),
  });
};
