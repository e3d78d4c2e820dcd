import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  SEAMLESS_VENDOR_ADMIN_API,
  ZRotatedSeamlessKey,
  ZSeamlessVendorParams,
  ZSeamlessVendorRules,
  ZSeamlessVendorSettings,
} from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { SeamlessVendors } from '../games/seamless-vendors.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';

const tags = ['admin'];

export type SeamlessVendorsRoutesOptions = { db: Db; audited: Audited; vendors: SeamlessVendors };

/**
 * External seamless vendors' wallet keys and win rules in the back office: read with brands.read
 * (keys by fingerprint only), changed with brands.write, each change audited (fingerprints only,
 * never a key). A rotation answers the new key once. The wallet's key cache of this process is
 * cleared after the change commits.
 */
export const seamlessVendorsRoutes: FastifyPluginAsyncZod<SeamlessVendorsRoutesOptions> = async (app, o) => {
  app.get(SEAMLESS_VENDOR_ADMIN_API.list, {
    schema: {
      operationId: 'adminListSeamlessVendors',
      tags,
      response: { 200: envelopeOf(z.array(ZSeamlessVendorSettings)) },
    },
    handler: async (req) => {
      requirePermission(req, 'brands.read');
      return ok(await o.vendors.list(o.db));
    },
  });

  app.get(SEAMLESS_VENDOR_ADMIN_API.vendor, {
    schema: {
      operationId: 'adminGetSeamlessVendor',
      tags,
      params: ZSeamlessVendorParams,
      response: { 200: envelopeOf(ZSeamlessVendorSettings) },
    },
    handler: async (req) => {
      requirePermission(req, 'brands.read');
      return ok(await o.vendors.get(o.db, req.params.code));
    },
  });

  const target = (code: string, action: string) => ({ action, targetType: 'vendor', targetId: code });

  app.patch(SEAMLESS_VENDOR_ADMIN_API.vendor, {
    schema: {
      operationId: 'adminUpdateSeamlessVendorRules',
      tags,
      params: ZSeamlessVendorParams,
      body: ZSeamlessVendorRules,
      response: { 200: envelopeOf(ZSeamlessVendorSettings) },
    },
    handler: async (req) => {
      const { code } = req.params;
      const { after } = await o.audited(req, 'brands.write', target(code, 'vendor.seamlessRules'), (tx) =>
        o.vendors.updateRules(tx, code, req.body),
      );
      o.vendors.clearCache();
      return ok(after);
    },
  });

  app.post(SEAMLESS_VENDOR_ADMIN_API.rotateKey, {
    schema: {
      operationId: 'adminRotateSeamlessVendorKey',
      tags,
      params: ZSeamlessVendorParams,
      response: { 200: envelopeOf(ZRotatedSeamlessKey) },
    },
    handler: async (req) => {
      const { code } = req.params;
      const { after, key } = await o.audited(req, 'brands.write', target(code, 'vendor.rotateKey'), (tx) =>
        o.vendors.rotate(tx, code),
      );
      o.vendors.clearCache();
      return ok({ settings: after, key });
    },
  });

  app.post(SEAMLESS_VENDOR_ADMIN_API.endRotation, {
    schema: {
      operationId: 'adminEndSeamlessVendorKeyRotation',
      tags,
      params: ZSeamlessVendorParams,
      response: { 200: envelopeOf(ZSeamlessVendorSettings) },
    },
    handler: async (req) => {
      const { code } = req.params;
      const { after } = await o.audited(req, 'brands.write', target(code, 'vendor.endKeyRotation'), (tx) =>
        o.vendors.endRotation(tx, code),
      );
      o.vendors.clearCache();
      return ok(after);
    },
  });
};
