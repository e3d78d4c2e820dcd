import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  HOUSE_CRASH_API,
  ZCrashBetRequest,
  ZCrashBetResult,
  ZCrashCashOutRequest,
  ZCrashProof,
  ZCrashState,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { GameSessions } from '../house/game-sessions.ts';
import type { CrashPlay } from './crash-play.service.ts';

const tags = ['house'];

/**
 * The crash game's calls, made by its page with the launch token (`Authorization`), beside the
 * slot's under /house/api: the game's state, a bet, a cash-out; and, public, a game's proof.
 */
export const crashRoutes: FastifyPluginAsyncZod<{ play: CrashPlay; gameSessions: GameSessions }> = async (
  app,
  { play, gameSessions },
) => {
  const sessionOf = (headers: { authorization?: string }) => gameSessions.resolve(headers.authorization);

  app.get(HOUSE_CRASH_API.state, {
    schema: { operationId: 'getCrashState', tags, response: { 200: envelopeOf(ZCrashState) } },
    handler: async (req) => ok(await play.getState(await sessionOf(req.headers))),
  });

  app.post(HOUSE_CRASH_API.bet, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'placeCrashBet',
      tags,
      body: ZCrashBetRequest,
      response: { 200: envelopeOf(ZCrashBetResult) },
    },
    handler: async (req) => ok(await play.placeBet(await sessionOf(req.headers), req.body)),
  });

  app.post(HOUSE_CRASH_API.cashOut, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'cashOutCrashBet',
      tags,
      body: ZCrashCashOutRequest,
      response: { 200: envelopeOf(ZCrashBetResult) },
    },
    handler: async (req) => ok(await play.cashOut(await sessionOf(req.headers), req.body)),
  });

  app.get(HOUSE_CRASH_API.proof, {
    schema: {
      operationId: 'getCrashProof',
      tags,
      params: z.object({ game: z.string().min(36).max(64) }),
      response: { 200: envelopeOf(ZCrashProof) },
    },
    handler: async (req) => ok(await play.getProof(req.params.game)),
  });
};
