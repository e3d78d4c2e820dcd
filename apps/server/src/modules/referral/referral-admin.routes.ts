import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_REFERRAL_API as API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminReferralSettingsSave,
  ZReferralSettings,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { engagementSteps } from '../admin/admin-engagement-route.ts';
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
  const { read, change } = engagementSteps(o);

  app.get(API.settings, {
    schema: {
      operationId: 'adminReferralSettings',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZReferralSettings) },
    },
    handler: (req) => read(req, (brand) => o.referral.settings(brand)),
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
      const { reason, ...settings } = req.body;
      const what = (brand: { code: string }) => ({
        action: 'referral.settings.save',
        targetType: 'brand',
        targetId: brand.code,
        reason,
      });
      const { after } = await change(req, 'engagement.write', what, async (tx, brand) => ({
        // inside the transaction: PGlite runs one at a time, and a read beside it would wait on it
        before: await o.referral.settings(brand, tx),
        after: await o.referral.saveSettings(tx, brand, settings),
      }));
      return ok(after);
    },
  });
};
