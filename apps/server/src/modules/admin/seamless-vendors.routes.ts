import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  SEAMLESS_VENDOR_ADMIN_API,
  ZRotatedSeamlessKey,
  ZSeamlessVendorBrandParams,
  ZSeamlessVendorParams,
  ZSeamlessVendorRules,
  ZSeamlessVendorSettings,
} from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { SeamlessVendors } from '../games/seamless-vendors.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';

const tags = ['admin'];

export type SeamlessVendorsRoutesOptions = {
  db: Db;
  audited: Audited;
  vendors: SeamlessVendors;
  /** The brand of a code; unknown: its error (the brand routes' answer). */
  resolveBrand: (code: string) => Promise<TBrand>;
};

/**
 * External seamless vendors' wallet keys and win rules of one brand in the back office (keys are
 * per brand and vendor): read with brands.read (keys by fingerprint only), changed with
 * brands.write, each change audited with the brand and vendor (fingerprints only, never a key). A
 * rotation answers the new key once and leaves the other brands' keys alone. The wallet's key cache
 * of this process is cleared after the change commits.
 */
export const seamlessVendorsRoutes: FastifyPluginAsyncZod<SeamlessVendorsRoutesOptions> = async (app, o) => {
  app.get(SEAMLESS_VENDOR_ADMIN_API.list, {
    schema: {
      operationId: 'adminListSeamlessVendors',
      tags,
      params: ZSeamlessVendorBrandParams,
      response: { 200: envelopeOf(z.array(ZSeamlessVendorSettings)) },
    },
    handler: async (req) => {
      requirePermission(req, 'brands.read');
      const brand = await o.resolveBrand(req.params.code);
      return ok(await o.vendors.list(o.db, brand.id));
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
      const brand = await o.resolveBrand(req.params.code);
      return ok(await o.vendors.get(o.db, brand.id, req.params.vendor));
    },
  });

  /** The permission is checked before the brand is looked up: a refused operator learns nothing. */
  async function brandOf(req: Parameters<typeof requirePermission>[0], code: string) {
    requirePermission(req, 'brands.write');
    return o.resolveBrand(code);
  }

  const target = (brand: TBrand, vendor: string, action: string) => ({
    action,
    targetType: 'vendor',
    targetId: `${brand.code}/${vendor}`,
  });

  app.patch(SEAMLESS_VENDOR_ADMIN_API.vendor, {
    schema: {
      operationId: 'adminUpdateSeamlessVendorRules',
      tags,
      params: ZSeamlessVendorParams,
      body: ZSeamlessVendorRules,
      response: { 200: envelopeOf(ZSeamlessVendorSettings) },
    },
    handler: async (req) => {
      const { vendor } = req.params;
      const brand = await brandOf(req, req.params.code);
      const { after } = await o.audited(
        req,
        'brands.write',
        target(brand, vendor, 'vendor.seamlessRules'),
        (tx) => o.vendors.updateRules(tx, brand.id, vendor, req.body),
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
      const { vendor } = req.params;
      const brand = await brandOf(req, req.params.code);
      const { after, key } = await o.audited(
        req,
        'brands.write',
        target(brand, vendor, 'vendor.rotateKey'),
        (tx) => o.vendors.rotate(tx, brand.id, vendor),
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
      const { vendor } = req.params;
      const brand = await brandOf(req, req.params.code);
      const { after } = await o.audited(
        req,
        'brands.write',
        target(brand, vendor, 'vendor.endKeyRotation'),
        (tx) => o.vendors.endRotation(tx, brand.id, vendor),
      );
      o.vendors.clearCache();
      return ok(after);
    },
  });
};
