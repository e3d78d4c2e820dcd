import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_REFERRAL_API as API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminReferralSettingsSave,
  ZReferralSettings,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requirePermission } from '../admin/admin-auth.ts';
import type { Audited } from '../admin/audited.ts';
import type { SystemService } from '../system/system.service.ts';
import type { ReferralService } from './referral.service.ts';

const tags = ['admin'];

/** The back office's referral settings (reward amounts), brand-scoped and audited with the reason. */
export const adminReferralRoutes: FastifyPluginAsyncZod<{
  audited: Audited;
  system: SystemService;
  referral: ReferralService;
}> = async (app, o) => {
  const brandOf = (code: string) => o.system.resolveBrand({ merchant: code });

  app.get(API.settings, {
    schema: {
      operationId: 'adminReferralSettings',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZReferralSettings) },
    },
    handler: async (req) => {
      requirePermission(req, 'engagement.read');
      return ok(await o.referral.settings(await brandOf(req.query.brand)));
    },
  });

  app.put(API.settings, {
    schema: {
      operationId: 'adminSaveReferralSettings',
      tags,
      querystring: ZAdminBrandQuery,
      body: ZAdminReferralSettingsSave,
      response: { 200: envelopeOf(ZReferralSettings) },
    },
    handler: async (req) => {
      const brand = await brandOf(req.query.brand);
      const { reason, ...settings } = req.body;
      const what = { action: 'referral.settings.save', targetType: 'brand', targetId: brand.code, reason };
      const { after } = await o.audited(req, 'engagement.write', what, async (tx) => ({
        // inside the transaction: PGlite runs one at a time, and a read beside it would wait on it
        before: await o.referral.settings(brand, tx),
        after: await o.referral.saveSettings(tx, brand, settings),
      }));
      return ok(after);
    },
  });
};
