import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import type { SystemService } from './system.service.ts';

const ZBrandOpsPatch = z
  .object({
    maintenance: z.boolean(),
    maintenanceMessage: z.string().max(500).nullable(),
    maintenanceUntil: z.iso.datetime({ offset: true }).nullable(),
    restrictedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  })
  .partial()
  .strict();

const ZBrandOpsState = z.object({
  code: z.string(),
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
  restrictedCountries: z.array(z.string()),
});

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The operations API's guard: a bearer token equal to OPS_API_TOKEN, compared in constant time. */
export function opsTokenHook(token: string) {
  const expected = digest(token);
  return async (req: FastifyRequest) => {
    const given = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('NOT_LOGGED_IN', 'A valid operations token is required.');
    }
  };
}

/**
 * The operations API: switches a brand into maintenance or restricts regions, for deploy scripts and
 * until the back office's operator roles exist. Off unless OPS_API_TOKEN is set.
 */
export const opsRoutes: FastifyPluginAsyncZod<{ system: SystemService; token: string }> = async (
  app,
  { system, token },
) => {
  app.addHook('onRequest', opsTokenHook(token));

  app.patch('/ops/brands/:code', {
    schema: {
      operationId: 'opsUpdateBrand',
      tags: ['ops'],
      params: z.object({ code: z.string().min(1).max(32) }),
      body: ZBrandOpsPatch,
      response: { 200: envelopeOf(ZBrandOpsState) },
    },
    handler: async (req) => {
      const { maintenanceUntil, ...rest } = req.body;
      const brand = await system.updateBrandOps(req.params.code, {
        ...rest,
        ...(maintenanceUntil !== undefined && {
          maintenanceUntil: maintenanceUntil ? new Date(maintenanceUntil) : null,
        }),
      });
      return ok({
        code: brand.code,
        maintenance: brand.maintenance,
        maintenanceMessage: brand.maintenanceMessage,
        maintenanceUntil: brand.maintenanceUntil?.toISOString() ?? null,
        restrictedCountries: brand.restrictedCountries,
      });
    },
  });
};
