import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  fromMinor,
  PROMOTIONS_API,
  ZApplyRequest,
  ZApplyResult,
  ZJoinResult,
  ZMemberBonus,
  ZMemberPromotion,
  ZPromotionIdRequest,
  type TMemberPromotion,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { PromotionsService } from './promotions.service.ts';

const tags = ['promotions'];

/** The member's promotion calls (issue 17): thin — schema, service, envelope. Real accounts only. */
export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (app, o) => {
  app.get(PROMOTIONS_API.list, {
    schema: { operationId: 'findPromotions', tags, response: { 200: envelopeOf(z.array(ZMemberPromotion)) } },
    handler: async (req) =>
      ok((await o.promotions.findPromotions(req.brand, requireRealMember(req).id)) as TMemberPromotion[]),
  });

  app.post(PROMOTIONS_API.join, {
    schema: {
      operationId: 'joinPromotion',
      tags,
      body: ZPromotionIdRequest,
      response: { 200: envelopeOf(ZJoinResult) },
    },
    handler: async (req) =>
      ok(await o.promotions.join(req.brand, requireRealMember(req).id, req.body.promotionId)),
  });

  app.post(PROMOTIONS_API.claim, {
    schema: {
      operationId: 'claimPromotion',
      tags,
      body: ZPromotionIdRequest,
      response: { 200: envelopeOf(ZMemberBonus) },
    },
    handler: async (req) => {
      const b = await o.promotions.claim(req.brand, requireRealMember(req).id, req.body.promotionId);
      const d = req.brand.currencyDecimals;
      return ok({
        id: b.id,
        promotionId: b.promotionId,
        amount: fromMinor(b.amountMinor, d),
        turnoverMultiplier: b.turnoverMultiplier,
        turnoverRequired: fromMinor(b.turnoverRequiredMinor, d),
        turnoverProgress: 0,
        status: 'ISSUED' as const,
        issuedAt: b.createdAt.toISOString(),
      });
    },
  });

  app.post(PROMOTIONS_API.apply, {
    bodyLimit: 24 * 1024 * 1024,
    schema: {
      operationId: 'applyPromotion',
      tags,
      body: ZApplyRequest,
      response: { 200: envelopeOf(ZApplyResult) },
    },
    handler: async (req) => ok(await o.promotions.apply(req.brand, requireRealMember(req).id, req.body)),
  });

  app.post(PROMOTIONS_API.claimRaffle, {
    schema: {
      operationId: 'claimRafflePromotion',
      tags,
      body: ZPromotionIdRequest,
      response: {
        200: envelopeOf(
          z.object({
            serverSeedHash: z.string().nullable(),
            memberId: z.number(),
            nonce: z.number(),
            prizeIndex: z.number(),
            amount: z.number(),
            bonusId: z.number().nullable(),
          }),
        ),
      },
    },
    handler: async (req) => {
      const r = await o.promotions.claimRaffle(req.brand, requireRealMember(req).id, req.body.promotionId);
      return ok({
        ...r,
        amount: fromMinor(r.amountMinor, req.brand.currencyDecimals),
        amountMinor: undefined,
      });
    },
  });

  app.get(PROMOTIONS_API.myBonuses, {
    schema: { operationId: 'findMyBonuses', tags, response: { 200: envelopeOf(z.array(ZMemberBonus)) } },
    handler: async (req) => {
      const d = req.brand.currencyDecimals;
      const rows = await o.promotions.findMyBonuses(req.brand, requireRealMember(req).id);
      return ok(
        rows.map((b) => ({
          id: b.id,
          promotionId: b.promotionId,
          amount: fromMinor(b.amountMinor, d),
          turnoverMultiplier: b.turnoverMultiplier,
          turnoverRequired: fromMinor(b.turnoverRequiredMinor, d),
          turnoverProgress: fromMinor(b.progressMinor, d),
          status: b.status as 'ISSUED' | 'CANCELLED' | 'COMPLETED',
          issuedAt: b.createdAt.toISOString(),
        })),
      );
    },
  });
};
