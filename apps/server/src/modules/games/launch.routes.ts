import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, GAMES_API, ZLaunchGameRequest, ZLaunchGameResult } from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { LaunchService } from './launch.service.ts';

/** POST /wps/game/launchGame (the Language header names the game's language). */
export const launchRoutes: FastifyPluginAsyncZod<{ launcher: LaunchService }> = async (app, { launcher }) => {
  app.post(GAMES_API.launchGame, {
    config: { rateLimit: { max: 60, windowSeconds: 60 } },
    schema: {
      operationId: 'launchGame',
      tags: ['games'],
      body: ZLaunchGameRequest,
      response: { 200: envelopeOf(ZLaunchGameResult) },
    },
    handler: async (req) =>
      ok(await launcher.launch(req.brand, req.session, { ...req.body, language: req.language })),
  });
};
