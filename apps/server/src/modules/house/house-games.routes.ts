import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  HOUSE_ROUNDS_API,
  ZFishShotRequest,
  ZFishShotResult,
  ZFishShots,
  ZFishState,
  ZHouseRoundsQuery,
  ZKenoPlayRequest,
  ZKenoPlayResult,
  ZKenoRounds,
  ZKenoState,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { FishService } from './fish.service.ts';
import type { GameSessions } from './game-sessions.ts';
import type { KenoService } from './keno.service.ts';

const tags = ['house'];

/**
 * Keno's and the fishing shooter's calls, made by their pages with the launch token, as the slot's
 * are; the seed calls (client seed, rotation, a round's proof) are the slot's, shared by all.
 * A ticket and a shot are limited as a spin is; a fishing session fires several shots a second.
 */
export const houseGamesRoutes: FastifyPluginAsyncZod<{
  keno: KenoService;
  fish: FishService;
  gameSessions: GameSessions;
}> = async (app, { keno, fish, gameSessions }) => {
  const sessionOf = (headers: { authorization?: string }) => gameSessions.resolve(headers.authorization);

  app.get(HOUSE_ROUNDS_API.kenoState, {
    schema: { operationId: 'getKenoState', tags, response: { 200: envelopeOf(ZKenoState) } },
    handler: async (req) => ok(await keno.getState(await sessionOf(req.headers))),
  });

  app.post(HOUSE_ROUNDS_API.kenoPlay, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'playKeno',
      tags,
      body: ZKenoPlayRequest,
      response: { 200: envelopeOf(ZKenoPlayResult) },
    },
    handler: async (req) => ok(await keno.play(await sessionOf(req.headers), req.body)),
  });

  app.get(HOUSE_ROUNDS_API.kenoRounds, {
    schema: {
      operationId: 'getKenoRounds',
      tags,
      querystring: ZHouseRoundsQuery,
      response: { 200: envelopeOf(ZKenoRounds) },
    },
    handler: async (req) => ok(await keno.findRounds(await sessionOf(req.headers), req.query)),
  });

  app.get(HOUSE_ROUNDS_API.fishState, {
    schema: { operationId: 'getFishState', tags, response: { 200: envelopeOf(ZFishState) } },
    handler: async (req) => ok(await fish.getState(await sessionOf(req.headers))),
  });

  app.post(HOUSE_ROUNDS_API.fishShot, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'shootFish',
      tags,
      body: ZFishShotRequest,
      response: { 200: envelopeOf(ZFishShotResult) },
    },
    handler: async (req) => ok(await fish.shoot(await sessionOf(req.headers), req.body)),
  });

  app.get(HOUSE_ROUNDS_API.fishShots, {
    schema: {
      operationId: 'getFishShots',
      tags,
      querystring: ZHouseRoundsQuery,
      response: { 200: envelopeOf(ZFishShots) },
    },
    handler: async (req) => ok(await fish.findShots(await sessionOf(req.headers), req.query)),
  });
};
