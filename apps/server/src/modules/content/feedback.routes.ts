import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_FEEDBACK_API,
  ENVELOPES_API,
  envelopeOf,
  ZAdminFeedbackPage,
  ZAdminFeedbackQuery,
  ZAdminFeedbackReply,
  ZAdminBrandQuery,
  ZIdParams,
  ZMyFeedback,
  ZOk,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/session.ts';
import { requirePermission } from '../admin/admin-auth.ts';
import type { Audited } from '../admin/audited.ts';
import type { SystemService } from '../system/system.service.ts';
import type { FeedbackReplies } from './feedback-replies.ts';

const tags = ['content'];

/** The member's own feedback with its replies (issue 17). */
export const myFeedbackRoutes: FastifyPluginAsyncZod<{ replies: FeedbackReplies }> = async (app, o) => {
  app.get(ENVELOPES_API.myFeedback, {
    schema: { operationId: 'findMyFeedback', tags, response: { 200: envelopeOf(ZMyFeedback) } },
    handler: async (req) => ok(await o.replies.mine(req.brand, requireSession(req).member.id)),
  });
};

/** The back office's feedback: the brand's list with filters, and the operator's one reply, audited. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod<{
  replies: FeedbackReplies;
  audited: Audited;
  system: SystemService;
}> = async (app, o) => {
  const brandOf = (code: string) => o.system.resolveBrand({ merchant: code });

  app.get(ADMIN_FEEDBACK_API.feedback, {
    schema: {
      operationId: 'adminFindFeedback',
      tags: ['admin'],
      querystring: ZAdminFeedbackQuery,
      response: { 200: envelopeOf(ZAdminFeedbackPage) },
    },
    handler: async (req) => {
      requirePermission(req, 'engagement.read');
      const { brand, ...q } = req.query;
      return ok(await o.replies.find(await brandOf(brand), q));
    },
  });

  app.post(ADMIN_FEEDBACK_API.feedbackReply, {
    schema: {
      operationId: 'adminReplyFeedback',
      tags: ['admin'],
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminFeedbackReply,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'engagement.write');
      const brand = await brandOf(req.query.brand);
      const what = { action: 'feedback.reply', targetType: 'feedback', targetId: String(req.params.id) };
      const r = await o.audited(req, 'engagement.write', what, (tx) =>
        o.replies.reply(tx, brand, req.params.id, req.body.body, operator.id),
      );
      o.replies.announce(r.written);
      return ok({ ok: true as const });
    },
  });
};
