import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_FEEDBACK_API,
  ENVELOPES_API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminEnvelopeRain,
  ZAdminEnvelopeRainInput,
  ZAdminEnvelopeRainList,
  ZEnvelopeCurrent,
  ZEnvelopeOpened,
  ZEnvelopeParams,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import { requirePermission } from '../admin/admin-auth.ts';
import type { Audited } from '../admin/audited.ts';
import { isTrial } from '../identity/session.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { EnvelopesService } from './envelopes.service.ts';

/** The member's red envelopes: the rain now on (anyone), and the member's one open (real accounts). */
export const envelopesRoutes: FastifyPluginAsyncZod<{ envelopes: EnvelopesService }> = async (app, o) => {
  app.get(ENVELOPES_API.current, {
    schema: {
      operationId: 'findCurrentEnvelopeRain',
      tags: ['envelopes'],
      response: { 200: envelopeOf(ZEnvelopeCurrent) },
    },
    handler: async (req) => {
      const m = req.session?.member;
      // A trial account sees the rain as a visitor does: it cannot open one.
      const memberId = m && !isTrial(m) ? m.id : null;
      return ok({ rain: await o.envelopes.current(req.brand, memberId) });
    },
  });

  app.post(ENVELOPES_API.open, {
    config: { rateLimit: { max: 30, windowSeconds: 60 } },
    schema: {
      operationId: 'openEnvelope',
      tags: ['envelopes'],
      params: ZEnvelopeParams,
      response: { 200: envelopeOf(ZEnvelopeOpened) },
    },
    handler: async (req) => ok(await o.envelopes.open(req.brand, requireRealMember(req).id, req.params.id)),
  });
};

/** The back office's rains: the brand's list (seeds revealed once ended) and a new one, audited. */
export const adminEnvelopesRoutes: FastifyPluginAsyncZod<{
  envelopes: EnvelopesService;
  audited: Audited;
  system: SystemService;
}> = async (app, o) => {
  const brandOf = (code: string) => o.system.resolveBrand({ merchant: code });

  app.get(ADMIN_FEEDBACK_API.envelopes, {
    schema: {
      operationId: 'adminFindEnvelopeRains',
      tags: ['admin'],
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminEnvelopeRainList) },
    },
    handler: async (req) => {
      requirePermission(req, 'engagement.read');
      return ok(await o.envelopes.findRains(await brandOf(req.query.brand)));
    },
  });

  app.post(ADMIN_FEEDBACK_API.envelopes, {
    schema: {
      operationId: 'adminScheduleEnvelopeRain',
      tags: ['admin'],
      querystring: ZAdminBrandQuery,
      body: ZAdminEnvelopeRainInput,
      response: { 200: envelopeOf(ZAdminEnvelopeRain) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'engagement.write');
      const brand = await brandOf(req.query.brand);
      const what = { action: 'envelope.schedule', targetType: 'brand', targetId: brand.code };
      const r = await o.audited(req, 'engagement.write', what, (tx) =>
        o.envelopes.schedule(tx, brand, req.body, operator.username),
      );
      return ok(r.after);
    },
  });
};
