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
  type TMemberBonus,
  type TMemberPromotion,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import type { TMyBonus } from './bonus-details.ts';
import type { PromotionsService } from './promotions.service.ts';

const tags = ['promotions'];

/** A bonus as bonus details shows it: amounts in the currency's units. */
const bonusView = (b: TMyBonus, decimals: number): TMemberBonus => ({
  id: b.id,
  source: b.source,
  promotionId: b.promotionId,
  title: b.title,
  amount: fromMinor(b.amountMinor, decimals),
  turnoverMultiplier: b.turnoverMultiplier,
  turnoverRequired: fromMinor(b.turnoverRequiredMinor, decimals),
  turnoverProgress: fromMinor(b.progressMinor, decimals),
  status: b.status,
  issuedAt: b.createdAt.toISOString(),
});

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
      const bonus = { ...b, source: 'PROMOTION' as const, progressMinor: 0n, status: 'ISSUED' as const };
      return ok(bonusView(bonus, req.brand.currencyDecimals));
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
      const rows = await o.promotions.findMyBonuses(req.brand, requireRealMember(req).id);
      return ok(rows.map((b) => bonusView(b, req.brand.currencyDecimals)));
    },
  });
};
