import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, envelopeOf, ZVendorLanes, ZVendorQuery } from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { GamesService } from './games.service.ts';

const tags = ['games'];

export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  app.get(API.vendors, {
    schema: {
      operationId: 'getGameVendors',
      tags,
      querystring: ZVendorQuery,
      response: { 200: envelopeOf(ZVendorLanes) },
    },
    handler: async (req) => ok({ data: { lanes: await games.getVendorLanes(req.brand) } }),
  });

  app.get(API.vendorLogo, {
    schema: {
      operationId: 'getVendorLogo',
      tags,
      params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) }),
    },
    handler: async (req, reply) => {
      const svg = await games.getVendorLogo(req.params.code);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
};
