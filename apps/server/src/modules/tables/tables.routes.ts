import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  HOUSE_TABLES_API,
  ZTableBetRequest,
  ZTableBetResult,
  ZTableHistory,
  ZTableHistoryQuery,
  ZTableList,
  ZTableRoundProof,
  ZTableState,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { GameSessions } from '../house/game-sessions.ts';
import type { TablePlay } from './table-play.service.ts';

const tags = ['house'];
const ZTableParams = z.object({ tableId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The live tables' calls, made by their pages with the launch token (`Authorization`), beside the
 * slot's under /house/api: the launched game's tables, one table, stakes on its open round, the
 * player's history; and, public, a round's proof for the verifier.
 */
export const tablesRoutes: FastifyPluginAsyncZod<{ play: TablePlay; gameSessions: GameSessions }> = async (
  app,
  { play, gameSessions },
) => {
  const sessionOf = (headers: { authorization?: string }) => gameSessions.resolve(headers.authorization);

  app.get(HOUSE_TABLES_API.tables, {
    schema: { operationId: 'getTables', tags, response: { 200: envelopeOf(ZTableList) } },
    handler: async (req) => ok(await play.listTables(await sessionOf(req.headers))),
  });

  app.get(HOUSE_TABLES_API.history, {
    schema: {
      operationId: 'getTableHistory',
      tags,
      querystring: ZTableHistoryQuery,
      response: { 200: envelopeOf(ZTableHistory) },
    },
    handler: async (req) => ok(await play.findHistory(await sessionOf(req.headers), req.query)),
  });

  app.get(HOUSE_TABLES_API.table, {
    schema: {
      operationId: 'getTable',
      tags,
      params: ZTableParams,
      response: { 200: envelopeOf(ZTableState) },
    },
    handler: async (req) => ok(await play.getState(await sessionOf(req.headers), req.params.tableId)),
  });

  app.post(HOUSE_TABLES_API.bet, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'placeTableBet',
      tags,
      params: ZTableParams,
      body: ZTableBetRequest,
      response: { 200: envelopeOf(ZTableBetResult) },
    },
    handler: async (req) =>
      ok(await play.placeBet(await sessionOf(req.headers), req.params.tableId, req.body)),
  });

  app.get(HOUSE_TABLES_API.roundProof, {
    schema: {
      operationId: 'getTableRoundProof',
      tags,
      params: z.object({ roundId: z.string().uuid() }),
      response: { 200: envelopeOf(ZTableRoundProof) },
    },
    handler: async (req) => ok(await play.getRoundProof(req.params.roundId)),
  });
};
