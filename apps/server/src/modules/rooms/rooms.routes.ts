import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  HOUSE_NIUNIU_API,
  HOUSE_ROOMS_API,
  ZNiuniuHandProof,
  ZNiuniuStakeRequest,
  ZPokerActRequest,
  ZPokerHandProof,
  ZPokerRoomParams,
  ZPokerRooms,
  ZPokerSitRequest,
  ZRoomView,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { GameSessions } from '../house/game-sessions.ts';
import type { RoomPlay } from './room-play.service.ts';

const tags = ['house'];

/**
 * The card rooms' calls, made by the Hold'em page with the launch token (`Authorization`), beside
 * the slot's and the tables' under /house/api; and, public, a finished hand's proof.
 */
export const roomsRoutes: FastifyPluginAsyncZod<{ play: RoomPlay; gameSessions: GameSessions }> = async (
  app,
  { play, gameSessions },
) => {
  const sessionOf = (headers: { authorization?: string }) => gameSessions.resolve(headers.authorization);
  // a room answers as its game shows it (Hold'em's or Niu-Niu's view)
  const view = { 200: envelopeOf(ZRoomView) };

  app.get(HOUSE_ROOMS_API.rooms, {
    schema: { operationId: 'getPokerRooms', tags, response: { 200: envelopeOf(ZPokerRooms) } },
    handler: async (req) => ok(await play.listRooms(await sessionOf(req.headers))),
  });

  app.get(HOUSE_ROOMS_API.room, {
    schema: { operationId: 'getPokerRoom', tags, params: ZPokerRoomParams, response: view },
    handler: async (req) => ok(await play.viewRoom(await sessionOf(req.headers), req.params.roomId)),
  });

  app.post(HOUSE_ROOMS_API.sit, {
    config: { rateLimit: { max: 60, windowSeconds: 60 } },
    schema: {
      operationId: 'sitAtPokerRoom',
      tags,
      params: ZPokerRoomParams,
      body: ZPokerSitRequest,
      response: view,
    },
    handler: async (req) => ok(await play.sit(await sessionOf(req.headers), req.params.roomId, req.body)),
  });

  app.post(HOUSE_ROOMS_API.act, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'actAtPokerRoom',
      tags,
      params: ZPokerRoomParams,
      body: ZPokerActRequest,
      response: view,
    },
    handler: async (req) => ok(await play.act(await sessionOf(req.headers), req.params.roomId, req.body)),
  });

  app.post(HOUSE_NIUNIU_API.stake, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'stakeAtNiuniuRoom',
      tags,
      params: ZPokerRoomParams,
      body: ZNiuniuStakeRequest,
      response: view,
    },
    handler: async (req) => ok(await play.stake(await sessionOf(req.headers), req.params.roomId, req.body)),
  });

  app.post(HOUSE_ROOMS_API.leave, {
    schema: { operationId: 'leavePokerRoom', tags, params: ZPokerRoomParams, response: view },
    handler: async (req) => ok(await play.leave(await sessionOf(req.headers), req.params.roomId)),
  });

  app.post(HOUSE_ROOMS_API.back, {
    schema: { operationId: 'sitBackInPokerRoom', tags, params: ZPokerRoomParams, response: view },
    handler: async (req) => ok(await play.sitBackIn(await sessionOf(req.headers), req.params.roomId)),
  });

  app.get(HOUSE_ROOMS_API.handProof, {
    schema: {
      operationId: 'getPokerHandProof',
      tags,
      params: z.object({ handId: z.string().uuid() }),
      response: { 200: envelopeOf(ZPokerHandProof) },
    },
    handler: async (req) => ok(await play.handProof(req.params.handId)),
  });

  app.get(HOUSE_NIUNIU_API.handProof, {
    schema: {
      operationId: 'getNiuniuHandProof',
      tags,
      params: z.object({ handId: z.string().uuid() }),
      response: { 200: envelopeOf(ZNiuniuHandProof) },
    },
    handler: async (req) => ok(await play.niuniuHandProof(req.params.handId)),
  });
};
