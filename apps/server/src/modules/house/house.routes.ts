import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  HOUSE_API,
  ZClientSeedRequest,
  ZFairSeeds,
  ZRotateSeedResult,
  ZRoundProof,
  ZSlotRounds,
  ZSlotRoundsQuery,
  ZSlotSpinRequest,
  ZSlotSpinResult,
  ZSlotState,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { GameSessions } from './game-sessions.ts';
import type { HouseRounds } from './house-rounds.service.ts';
import type { SlotService } from './slot.service.ts';

const tags = ['house'];

/**
 * The house slot's calls and the seed calls of every house single-player game, made by its own page
 * with the launch token (`Authorization`). They live outside /wps: the page is the vendor's, not the
 * site's, and a launched round plays on whatever the site's state (a maintenance switch closes
 * launches, not rounds in play).
 */
export const houseRoutes: FastifyPluginAsyncZod<{
  rounds: HouseRounds;
  slot: SlotService;
  gameSessions: GameSessions;
}> = async (app, { rounds, slot, gameSessions }) => {
  const sessionOf = (headers: { authorization?: string }) => gameSessions.resolve(headers.authorization);

  app.get(HOUSE_API.slotState, {
    schema: { operationId: 'getSlotState', tags, response: { 200: envelopeOf(ZSlotState) } },
    handler: async (req) => ok(await slot.getState(await sessionOf(req.headers))),
  });

  app.post(HOUSE_API.slotSpin, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'spinSlot',
      tags,
      body: ZSlotSpinRequest,
      response: { 200: envelopeOf(ZSlotSpinResult) },
    },
    handler: async (req) => ok(await slot.spin(await sessionOf(req.headers), req.body)),
  });

  app.get(HOUSE_API.slotRounds, {
    schema: {
      operationId: 'getSlotRounds',
      tags,
      querystring: ZSlotRoundsQuery,
      response: { 200: envelopeOf(ZSlotRounds) },
    },
    handler: async (req) => ok(await slot.findRounds(await sessionOf(req.headers), req.query)),
  });

  app.post(HOUSE_API.clientSeed, {
    schema: {
      operationId: 'setClientSeed',
      tags,
      body: ZClientSeedRequest,
      response: { 200: envelopeOf(ZFairSeeds) },
    },
    handler: async (req) => ok(await rounds.setClientSeed(await sessionOf(req.headers), req.body.clientSeed)),
  });

  app.post(HOUSE_API.rotateSeed, {
    schema: { operationId: 'rotateSeed', tags, response: { 200: envelopeOf(ZRotateSeedResult) } },
    handler: async (req) => ok(await rounds.rotateSeed(await sessionOf(req.headers))),
  });

  app.get(HOUSE_API.roundProof, {
    schema: {
      operationId: 'getRoundProof',
      tags,
      params: z.object({ roundId: z.string().uuid() }),
      response: { 200: envelopeOf(ZRoundProof) },
    },
    handler: async (req) => ok(await rounds.getRoundProof(req.params.roundId)),
  });
};
