import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ENGAGEMENT_API as API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminBroadcastSend,
  ZAdminMemberPoints,
  ZAdminMemberPointsParams,
  ZAdminMemberPointsQuery,
  ZAdminMessageSend,
  ZAdminMessageSent,
  ZAdminMessagesQuery,
  ZAdminPointsConfigAnswer,
  ZAdminPointsConfigSave,
  ZAdminReasonBody,
  ZAdminRedemptionDecision,
  ZAdminRedemptionPage,
  ZAdminRedemptionsQuery,
  ZAdminReward,
  ZAdminRewardInput,
  ZAdminRewardList,
  ZAdminSentMessagePage,
  ZIdParams,
  ZOk,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requirePermission } from './admin-auth.ts';
import { engagementSteps } from './admin-engagement-route.ts';
import type { AdminEngagementRoutesOptions } from './admin-engagement.routes.ts';

const tags = ['admin'];

/**
 * The back office's points (rules, rewards, the redemptions queue, a member's points) and messages
 * (personal, broadcast, withdrawn), registered by adminEngagementRoutes with its options.
 */
export const adminEngagementPointsRoutes: FastifyPluginAsyncZod<AdminEngagementRoutesOptions> = async (
  app,
  o,
) => {
  const { brandOf, read, change } = engagementSteps(o);
  const { pointsAdmin: points, messagingAdmin: messages } = o;

  // ---- points ----
  app.get(API.pointsConfig, {
    schema: {
      operationId: 'adminPointsConfig',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminPointsConfigAnswer) },
    },
    handler: (req) => read(req, (brand) => points.config(brand)),
  });

  app.put(API.pointsConfig, {
    schema: {
      operationId: 'adminSavePointsConfig',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminPointsConfigSave,
      response: { 200: envelopeOf(ZAdminPointsConfigAnswer) },
    },
    handler: async (req) => {
      const { reason, ...config } = req.body;
      const { after } = await change(
        req,
        'engagement.write',
        (brand) => ({ action: 'points.config.save', targetType: 'brand', targetId: brand.code, reason }),
        (tx, brand) => points.saveConfig(tx, brand, config),
      );
      return ok(after);
    },
  });

  app.get(API.rewards, {
    schema: {
      operationId: 'adminPointRewards',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminRewardList) },
    },
    handler: (req) => read(req, (brand) => points.rewards(brand)),
  });

  app.post(API.rewards, {
    schema: {
      operationId: 'adminCreatePointReward',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminRewardInput,
      response: { 200: envelopeOf(ZAdminReward) },
    },
    handler: async (req) => {
      const { reason, ...reward } = req.body;
      const what = { action: 'points.reward.create', targetType: 'point_reward', targetId: 'new', reason };
      const { after } = await change(
        req,
        'engagement.write',
        () => what,
        (tx, brand) => points.createReward(tx, brand, reward),
      );
      return ok(after);
    },
  });

  app.put(API.reward, {
    schema: {
      operationId: 'adminUpdatePointReward',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminRewardInput,
      response: { 200: envelopeOf(ZAdminReward) },
    },
    handler: async (req) => {
      const { reason, ...reward } = req.body;
      const what = {
        action: 'points.reward.update',
        targetType: 'point_reward',
        targetId: String(req.params.id),
        reason,
      };
      const { after } = await change(
        req,
        'engagement.write',
        () => what,
        (tx, brand) => points.updateReward(tx, brand, req.params.id, reward),
      );
      return ok(after);
    },
  });

  app.get(API.redemptions, {
    schema: {
      operationId: 'adminPointRedemptions',
      tags,
      querystring: ZAdminRedemptionsQuery,
      response: { 200: envelopeOf(ZAdminRedemptionPage) },
    },
    handler: (req) => read(req, (brand, q) => points.redemptions(brand, q)),
  });

  app.post(API.redemptionDecide, {
    schema: {
      operationId: 'adminDecidePointRedemption',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminRedemptionDecision,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'engagement.pay');
      const brand = await brandOf(req.query.brand);
      const approve = req.body.decision === 'APPROVE';
      // the points service locks the redemption: a second decision (or a racing one) is refused
      const r = await points.decide(brand, req.params.id, approve, req.body.reason, operator.id);
      const what = {
        action: `points.redemption.${approve ? 'approve' : 'reject'}`,
        targetType: 'point_redemption',
        targetId: String(r.id),
        reason: req.body.reason,
      };
      await o.audited(req, 'engagement.pay', what, async () => ({
        before: { state: 'IN_PROCESS' },
        after: r,
      }));
      return ok({ ok: true as const });
    },
  });

  app.get(API.memberPoints, {
    schema: {
      operationId: 'adminMemberPoints',
      tags,
      params: ZAdminMemberPointsParams,
      querystring: ZAdminMemberPointsQuery,
      response: { 200: envelopeOf(ZAdminMemberPoints) },
    },
    handler: (req) => read(req, (brand, q) => points.memberPoints(brand, req.params.account, q)),
  });

  // ---- messages ----
  app.get(API.messages, {
    schema: {
      operationId: 'adminSentMessages',
      tags,
      querystring: ZAdminMessagesQuery,
      response: { 200: envelopeOf(ZAdminSentMessagePage) },
    },
    handler: (req) => read(req, (brand, q) => messages.findSent(brand, q)),
  });

  app.post(API.messages, {
    schema: {
      operationId: 'adminSendMessage',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminMessageSend,
      response: { 200: envelopeOf(ZAdminMessageSent) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'engagement.write');
      const brand = await brandOf(req.query.brand);
      const what = { action: 'message.send', targetType: 'member', targetId: req.body.account };
      const memberId = await messages.memberOf(brand, req.body.account);
      const r = await o.audited(req, 'engagement.write', what, (tx) =>
        messages.sendPersonal(tx, brand, memberId, req.body, operator.id),
      );
      messages.announce(r.written);
      return ok({ id: r.after.id });
    },
  });

  app.post(API.broadcasts, {
    schema: {
      operationId: 'adminSendBroadcast',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminBroadcastSend,
      response: { 200: envelopeOf(ZAdminMessageSent) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'engagement.write');
      const r = await change(
        req,
        'engagement.write',
        (brand) => ({ action: 'message.broadcast', targetType: 'brand', targetId: brand.code }),
        (tx, brand) => messages.broadcast(tx, brand, req.body, operator.id),
      );
      messages.announce(r.written);
      return ok({ id: r.after.id });
    },
  });

  app.post(API.broadcastWithdraw, {
    schema: {
      operationId: 'adminWithdrawBroadcast',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminReasonBody,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const what = {
        action: 'message.broadcast.withdraw',
        targetType: 'message',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      const r = await change(
        req,
        'engagement.write',
        () => what,
        (tx, brand) => messages.withdraw(tx, brand, req.params.id),
      );
      messages.announce(r.written);
      return ok({ ok: true as const });
    },
  });
};
