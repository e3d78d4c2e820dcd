import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  envelopeOf,
  ZBrandSetup,
  ZCodeParams,
  ZCsEntryInput,
  ZDeviceLinkInput,
  ZDomainInput,
  ZDomainList,
  ZProviderSettingsInput,
  ZProviderSettingsView,
  ZResourceInput,
  type TAdminPermission,
} from '@openlobby/contracts';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { ContentAdmin } from '../content/content-admin.service.ts';
import type { SocialService } from '../identity/social.service.ts';
import type { BrandSetup } from '../system/brand-setup.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';

const tags = ['admin'];

export type BrandSetupRoutesOptions = {
  db: Db;
  audited: Audited;
  setup: BrandSetup;
  content: ContentAdmin;
  social: SocialService;
};

/** The brand's set-up lists: read together, each replaced whole by one audited PUT. */
export const brandSetupRoutes: FastifyPluginAsyncZod<BrandSetupRoutesOptions> = async (app, o) => {
  const readSetup = async (tx: DbOrTx, code: string) => {
    const brand = await o.setup.brandOf(tx, code);
    const [lists, customerService, oidc] = await Promise.all([
      o.setup.read(tx, brand),
      o.content.findCustomerService(tx, brand.id),
      o.social.findProviders(tx, brand.id),
    ]);
    return { ...lists, customerService, providers: { ...lists.providers, oidc } };
  };

  app.get(ADMIN_API.brandSetup, {
    schema: {
      operationId: 'adminGetBrandSetup',
      tags,
      params: ZCodeParams,
      response: { 200: envelopeOf(ZBrandSetup) },
    },
    handler: async (req) => {
      requirePermission(req, 'brands.read');
      return ok(await readSetup(o.db, req.params.code));
    },
  });

  /** One PUT that replaces a list of the brand, audited as `brand.<name>`. */
  function replaceList<B extends z.ZodType, R extends z.ZodType>(
    url: string,
    operationId: string,
    name: string,
    body: B,
    response: R,
    run: (tx: DbOrTx, code: string, input: z.infer<B>) => Promise<{ before: unknown; after: z.infer<R> }>,
    permission: TAdminPermission = 'brands.write',
  ) {
    app.route({
      method: 'PUT',
      url,
      // Typed loosely: Fastify's types cannot resolve a reply type from the generic R (the schema checks it).
      schema: {
        operationId,
        tags,
        params: ZCodeParams,
        body: body as z.ZodType,
        response: { 200: envelopeOf(response) as z.ZodType },
      },
      handler: async (req: FastifyRequest) => {
        const { code } = req.params as { code: string };
        const what = { action: `brand.${name}`, targetType: 'brand', targetId: code };
        const { after } = await o.audited(req, permission, what, (tx) =>
          run(tx, code, req.body as z.infer<B>),
        );
        return ok(after);
      },
    });
  }

  replaceList(
    ADMIN_API.brandCustomerService,
    'adminReplaceCustomerService',
    'customerService',
    z.array(ZCsEntryInput).max(30),
    ZBrandSetup.shape.customerService,
    async (tx, code, list) =>
      o.content.replaceCustomerService(tx, (await o.setup.brandOf(tx, code)).id, list),
  );
  replaceList(
    ADMIN_API.brandDeviceLinks,
    'adminReplaceDeviceLinks',
    'deviceLinks',
    z.array(ZDeviceLinkInput).max(5),
    z.array(ZDeviceLinkInput),
    (tx, code, list) => o.setup.replaceDeviceLinks(tx, code, list),
  );
  replaceList(
    ADMIN_API.brandDomains,
    'adminReplaceDomains',
    'domains',
    ZDomainList,
    z.array(ZDomainInput.extend({ speedMs: z.number().int() })),
    (tx, code, list) => o.setup.replaceDomains(tx, code, list),
  );
  replaceList(
    ADMIN_API.brandResources,
    'adminReplaceResources',
    'resources',
    z.array(ZResourceInput).max(30),
    z.array(ZResourceInput),
    (tx, code, list) => o.setup.replaceResources(tx, code, list),
  );
  replaceList(
    ADMIN_API.brandProviders,
    'adminUpdateProviders',
    'providers',
    ZProviderSettingsInput,
    ZProviderSettingsView,
    async (tx, code, input) => {
      const brand = await o.setup.brandOf(tx, code);
      const oidcBefore = await o.social.findProviders(tx, brand.id);
      const messaging = await o.setup.updateMessaging(tx, code, input);
      await o.social.replaceProviders(tx, brand.id, input.oidc);
      const oidcAfter = await o.social.findProviders(tx, brand.id);
      return {
        before: { ...messaging.before, oidc: oidcBefore },
        after: { ...messaging.after, oidc: oidcAfter },
      };
    },
  );
};
