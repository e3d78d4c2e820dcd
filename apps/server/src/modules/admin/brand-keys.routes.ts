import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_KEY_ADMIN_API, envelopeOf, ZBrandEncryptionKeys, ZCodeParams } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { generateBrandKeyPair } from '../system/brand-keys.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';

const tags = ['admin'];

export type BrandKeysRoutesOptions = { db: Db; audited: Audited; system: SystemService };

/**
 * A brand's keys for encrypted calls in the back office: read with brands.read (kid and
 * fingerprint, never a key), rotated with brands.write and audited. This process's key cache
 * forgets the brand's keys once the rotation commits; other processes read them again within
 * their cache time.
 */
export const brandKeysRoutes: FastifyPluginAsyncZod<BrandKeysRoutesOptions> = async (app, o) => {
  app.get(BRAND_KEY_ADMIN_API.list, {
    schema: {
      operationId: 'adminListBrandEncryptionKeys',
      tags,
      params: ZCodeParams,
      response: { 200: envelopeOf(ZBrandEncryptionKeys) },
    },
    handler: async (req) => {
      requirePermission(req, 'brands.read');
      const brand = await o.system.resolveBrand({ merchant: req.params.code });
      return ok(await o.system.keys.list(o.db, brand));
    },
  });

  app.post(BRAND_KEY_ADMIN_API.rotate, {
    schema: {
      operationId: 'adminRotateBrandEncryptionKey',
      tags,
      params: ZCodeParams,
      response: { 200: envelopeOf(ZBrandEncryptionKeys) },
    },
    handler: async (req) => {
      requirePermission(req, 'brands.write');
      const brand = await o.system.resolveBrand({ merchant: req.params.code });
      // Made before the transaction: a key pair takes a while, and the transaction holds a connection.
      const pair = await generateBrandKeyPair();
      const { after } = await o.audited(
        req,
        'brands.write',
        { action: 'brand.rotateEncryptionKey', targetType: 'brand', targetId: brand.code },
        (tx) => o.system.keys.rotate(tx, brand, pair),
      );
      o.system.keys.forget(brand);
      return ok(after);
    },
  });
};
