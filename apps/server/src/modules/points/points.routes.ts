import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  fromMinor,
  POINTS_API,
  ZConvertPointsRequest,
  ZConvertPointsResult,
  ZPointBalance,
  ZPointConfig,
  ZPointDetailPage,
  ZPointDetailQuery,
  ZPointRewardList,
  ZRedeemRewardRequest,
  ZRedemption,
  ZRedemptionList,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { localize } from '../../lib/localize.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { PointsService } from './points.service.ts';

const tags = ['points'];

type TRedemptionRow = Awaited<ReturnType<PointsService['redeem']>>;
const redemptionOf = (r: TRedemptionRow) => ({
  id: r.id,
  rewardId: r.rewardId,
  points: Number(r.points),
  state: r.state as 'IN_PROCESS' | 'APPROVED' | 'REJECTED',
  reason: r.reason,
  at: r.createdAt.toISOString(),
});

/**
 * The member's points calls (spec §7, all T; a trial account gets REAL_ACCOUNT_REQUIRED). The
 * balance and the history first catch up the earning (`catchUp`), so a bet just settled has earned.
 */
export const pointsRoutes: FastifyPluginAsyncZod<{
  points: PointsService;
  catchUp?: () => Promise<unknown>;
}> = async (app, o) => {
  app.get(POINTS_API.balance, {
    schema: { operationId: 'getPointBalance', tags, response: { 200: envelopeOf(ZPointBalance) } },
    handler: async (req) => {
      const member = requireRealMember(req);
      await o.catchUp?.();
      return ok({ points: Number(await o.points.balance(member)) });
    },
  });

  app.get(POINTS_API.config, {
    schema: { operationId: 'getPointConfig', tags, response: { 200: envelopeOf(ZPointConfig) } },
    handler: async (req) => {
      requireRealMember(req);
      const r = await o.points.rules(req.brand.id);
      const dec = req.brand.currencyDecimals;
      return ok({
        pointUnit: Number(r.pointUnit),
        cashPerUnit: fromMinor(r.cashMinorPerPointUnit, dec),
        minConvertPoints: Number(r.minConvertPoints),
        betRates: r.betRates,
        depositRate: r.depositRate,
        perAmount: fromMinor(r.perMinor, dec),
      });
    },
  });

  app.get(POINTS_API.rewards, {
    schema: { operationId: 'getPointRewards', tags, response: { 200: envelopeOf(ZPointRewardList) } },
    handler: async (req) => {
      requireRealMember(req);
      const rows = await o.points.rewards(req.brand.id);
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          name: localize(r.name, req.language, req.brand.defaultLanguage),
          imageUrl: r.imageUrl,
          costPoints: Number(r.costPoints),
          stock: r.stock,
        })),
      });
    },
  });

  app.post(POINTS_API.redeem, {
    schema: {
      operationId: 'redeemPointReward',
      tags,
      body: ZRedeemRewardRequest,
      response: { 200: envelopeOf(ZRedemption) },
    },
    config: { rateLimit: { max: 30, windowSeconds: 60 } },
    handler: async (req) =>
      ok(redemptionOf(await o.points.redeem(req.brand, requireRealMember(req), req.body))),
  });

  app.get(POINTS_API.redemptions, {
    schema: { operationId: 'getRedeemPointList', tags, response: { 200: envelopeOf(ZRedemptionList) } },
    handler: async (req) =>
      ok({ items: (await o.points.redemptions(requireRealMember(req))).map(redemptionOf) }),
  });

  app.get(POINTS_API.details, {
    schema: {
      operationId: 'getPointDetail',
      tags,
      querystring: ZPointDetailQuery,
      response: { 200: envelopeOf(ZPointDetailPage) },
    },
    handler: async (req) => {
      const { page, pageSize } = req.query;
      const member = requireRealMember(req);
      await o.catchUp?.();
      const { items, total } = await o.points.history(member, page, pageSize);
      return ok({
        items: items.map((e) => ({
          id: e.id,
          at: e.createdAt.toISOString(),
          source: e.source,
          points: Number(e.points),
          balanceAfter: Number(e.balanceAfter),
        })),
        page,
        pageSize,
        total,
      });
    },
  });

  // Brand-free (an asset): reward ids are unique across brands, and the picture shows no brand's data.
  app.get(POINTS_API.rewardImage, {
    schema: {
      operationId: 'getPointRewardImage',
      tags,
      params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    },
    handler: async (req, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .send(await o.points.rewardImage(req.params.id)),
  });

  app.post(POINTS_API.convert, {
    schema: {
      operationId: 'convertPoint',
      tags,
      body: ZConvertPointsRequest,
      response: { 200: envelopeOf(ZConvertPointsResult) },
    },
    config: { rateLimit: { max: 60, windowSeconds: 60 } },
    handler: async (req) => {
      const r = await o.points.convert(req.brand, requireRealMember(req), req.body);
      return ok({
        points: Number(r.points),
        cash: fromMinor(r.cashMinor, req.brand.currencyDecimals),
        balance: Number(r.balance),
      });
    },
  });
};
