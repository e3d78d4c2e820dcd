import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ENGAGEMENT_API as API,
  envelopeOf,
  ZAdminBonus,
  ZAdminBonusCancelResult,
  ZAdminBonusesQuery,
  ZAdminBonusIssue,
  ZAdminBonusPage,
  ZAdminBrandQuery,
  ZAdminImageParams,
  ZAdminPromoApplicationDecision,
  ZAdminPromoApplicationPage,
  ZAdminPromoApplicationsQuery,
  ZAdminPromotion,
  ZAdminPromotionInput,
  ZAdminPromotionPage,
  ZAdminPromotionsQuery,
  ZAdminPromotionStateChange,
  ZAdminReasonBody,
  ZIdParams,
  ZOk,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { MessagingAdmin } from '../messaging/messaging-admin.service.ts';
import type { PointsAdmin } from '../points/points-admin.service.ts';
import type { PromotionsAdmin } from '../promotions/promotions-admin.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { requirePermission } from './admin-auth.ts';
import { adminEngagementPointsRoutes } from './admin-engagement-points.routes.ts';
import { engagementSteps } from './admin-engagement-route.ts';
import type { Audited } from './audited.ts';

const tags = ['admin'];

export type AdminEngagementRoutesOptions = {
  audited: Audited;
  system: SystemService;
  promotionsAdmin: PromotionsAdmin;
  pointsAdmin: PointsAdmin;
  messagingAdmin: MessagingAdmin;
};

/**
 * The back office's engagement (issue 17): promotion rules and their applications, bonuses issued
 * by hand and cancelled, the points rules, rewards and redemptions, a member's points, and
 * messages. Every call names its brand; every change is audited with the operator and its reason.
 * The money actions (a bonus, its cancel, a redemption's decision) run in the ledger's and the
 * points' own keyed transactions, then are audited once (a replay or a racing twin adds no row).
 */
export const adminEngagementRoutes: FastifyPluginAsyncZod<AdminEngagementRoutesOptions> = async (app, o) => {
  const { brandOf, read, change, auditPaidOnce } = engagementSteps(o);
  const promos = o.promotionsAdmin;

  // ---- promotions ----
  app.get(API.promotions, {
    schema: {
      operationId: 'adminFindPromotions',
      tags,
      querystring: ZAdminPromotionsQuery,
      response: { 200: envelopeOf(ZAdminPromotionPage) },
    },
    handler: (req) => read(req, (brand, q) => promos.findPromotions(brand, q)),
  });

  app.post(API.promotions, {
    schema: {
      operationId: 'adminCreatePromotion',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminPromotionInput,
      response: { 200: envelopeOf(ZAdminPromotion) },
    },
    handler: async (req) => {
      const what = {
        action: 'promotion.create',
        targetType: 'promotion',
        targetId: 'new',
        reason: req.body.reason,
      };
      const { after } = await change(
        req,
        'engagement.write',
        () => what,
        (tx, brand) => promos.createPromotion(tx, brand, req.body),
      );
      return ok(after);
    },
  });

  app.put(API.promotion, {
    schema: {
      operationId: 'adminUpdatePromotion',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminPromotionInput,
      response: { 200: envelopeOf(ZAdminPromotion) },
    },
    handler: async (req) => {
      const what = {
        action: 'promotion.update',
        targetType: 'promotion',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      const { after } = await change(
        req,
        'engagement.write',
        () => what,
        (tx, brand) => promos.updatePromotion(tx, brand, req.params.id, req.body),
      );
      return ok(after);
    },
  });

  app.post(API.promotionState, {
    schema: {
      operationId: 'adminSetPromotionState',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminPromotionStateChange,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const what = {
        action: req.body.state === 'ACTIVE' ? 'promotion.open' : 'promotion.close',
        targetType: 'promotion',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      await change(
        req,
        'engagement.write',
        () => what,
        (tx, brand) => promos.setPromotionState(tx, brand, req.params.id, req.body.state),
      );
      return ok({ ok: true as const });
    },
  });

  // ---- applications ----
  app.get(API.applications, {
    schema: {
      operationId: 'adminFindPromotionApplications',
      tags,
      querystring: ZAdminPromoApplicationsQuery,
      response: { 200: envelopeOf(ZAdminPromoApplicationPage) },
    },
    handler: (req) => read(req, (brand, q) => promos.findApplications(brand, q)),
  });

  app.post(API.applicationDecide, {
    schema: {
      operationId: 'adminDecidePromotionApplication',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminPromoApplicationDecision,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'engagement.write');
      const what = {
        action: `promotion.application.${req.body.decision === 'PASS' ? 'pass' : 'reject'}`,
        targetType: 'promotion_application',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      await change(
        req,
        'engagement.write',
        () => what,
        (tx, brand) => promos.decideApplication(tx, brand, req.params.id, req.body, operator.username),
      );
      return ok({ ok: true as const });
    },
  });

  app.get(API.applicationImage, {
    schema: {
      operationId: 'adminPromotionApplicationImage',
      tags,
      params: ZAdminImageParams,
      querystring: ZAdminBrandQuery,
    },
    handler: async (req, reply) => {
      requirePermission(req, 'engagement.read');
      const img = await promos.applicationImage(
        await brandOf(req.query.brand),
        req.params.id,
        req.params.position,
      );
      // the member's bytes, shown as the image type they proved to be and never as anything else
      return reply
        .type(img.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(img.bytes);
    },
  });

  // ---- bonuses ----
  app.get(API.bonuses, {
    schema: {
      operationId: 'adminFindBonuses',
      tags,
      querystring: ZAdminBonusesQuery,
      response: { 200: envelopeOf(ZAdminBonusPage) },
    },
    handler: (req) => read(req, (brand, q) => promos.findBonuses(brand, q)),
  });

  app.post(API.bonuses, {
    schema: {
      operationId: 'adminIssueBonus',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminBonusIssue,
      response: { 200: envelopeOf(ZAdminBonus) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'engagement.pay');
      const brand = await brandOf(req.query.brand);
      const b = await promos.issueManual(brand, req.body, operator.username);
      const what = {
        action: 'bonus.issue',
        targetType: 'bonus',
        targetId: String(b.id),
        reason: req.body.reason,
      };
      await auditPaidOnce(req, what, null, { ...b, requestId: req.body.requestId });
      return ok(b);
    },
  });

  app.post(API.bonusCancel, {
    schema: {
      operationId: 'adminCancelBonus',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminReasonBody,
      response: { 200: envelopeOf(ZAdminBonusCancelResult) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'engagement.pay');
      const brand = await brandOf(req.query.brand);
      const r = await promos.cancelBonus(brand, req.params.id, operator.username);
      const what = {
        action: 'bonus.cancel',
        targetType: 'bonus',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      await auditPaidOnce(req, what, { status: 'ISSUED' }, { status: 'CANCELLED', ...r });
      return ok(r);
    },
  });

  await app.register(adminEngagementPointsRoutes, o);
};
