import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_LOTTERY_API as API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminLotteryAwaiting,
  ZAdminLotteryDraw,
  ZAdminLotteryDrawPage,
  ZAdminLotteryDrawsQuery,
  ZAdminLotteryExposure,
  ZAdminLotteryExposureQuery,
  ZAdminLotteryGame,
  ZAdminLotteryGameList,
  ZAdminLotteryGameUpdate,
  ZAdminLotteryResultDecide,
  ZAdminLotteryResultEnter,
  ZAdminLotteryResultEntry,
  ZAdminLotteryResultPage,
  ZAdminLotteryResultsQuery,
  ZAdminLotteryTicketPage,
  ZAdminLotteryTicketsQuery,
  ZAdminReasonBody,
  ZIdParams,
  type TAdminPermission,
} from '@openlobby/contracts';
import type { Tx } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { requirePermission } from '../admin/admin-auth.ts';
import { engagementSteps } from '../admin/admin-engagement-route.ts';
import type { Audited } from '../admin/audited.ts';
import type { SystemService, TBrand } from '../system/system.service.ts';
import type { LotteryAdmin } from './lottery-admin.service.ts';

const tags = ['admin'];
type TBrandReq<Q extends { brand: string } = { brand: string }> = FastifyRequest & { query: Q };

/**
 * The house lottery's back office (issue 18). Reads need lottery.read; games and voids
 * lottery.write; official results lottery.results, entered by one operator and decided by
 * another. Every call names its brand (another brand's id is NOT_FOUND); every change is audited
 * with its reason, in the change's transaction.
 */
export const adminLotteryRoutes: FastifyPluginAsyncZod<{
  audited: Audited;
  system: SystemService;
  lotteryAdmin: LotteryAdmin;
}> = async (app, o) => {
  const { brandOf, change } = engagementSteps(o);
  const admin = o.lotteryAdmin;

  /** A brand's read behind lottery.read: the rest of the query (paging, filters) passed on. */
  const read = async <Q extends { brand: string }, T>(
    req: TBrandReq<Q>,
    find: (brand: TBrand, q: Omit<Q, 'brand'>) => Promise<T>,
  ) => {
    requirePermission(req, 'lottery.read');
    const { brand, ...q } = req.query;
    return ok(await find(await brandOf(brand), q));
  };

  /** One change audited as `lottery.<verb>` on its target, with the operator's reason. */
  const audit = async <T extends { before: unknown; after: unknown }>(
    req: TBrandReq & { body: { reason: string } },
    permission: TAdminPermission,
    verb: string,
    target: { type: string; id: number },
    run: (tx: Tx, brand: TBrand, by: string) => Promise<T>,
  ) => {
    const what = {
      action: `lottery.${verb}`,
      targetType: target.type,
      targetId: String(target.id),
      reason: req.body.reason,
    };
    // `change` checks the permission before `run`, so the operator is there.
    return change(
      req,
      permission,
      () => what,
      (tx, brand) => run(tx, brand, req.operator!.operator.username),
    );
  };

  app.get(API.games, {
    schema: {
      operationId: 'adminFindLotteryGames',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminLotteryGameList) },
    },
    handler: (req) => read(req, (brand) => admin.findGames(brand)),
  });

  app.put(API.game, {
    schema: {
      operationId: 'adminUpdateLotteryGame',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminLotteryGameUpdate,
      response: { 200: envelopeOf(ZAdminLotteryGame) },
    },
    handler: async (req) => {
      const target = { type: 'lotteryGame', id: req.params.id };
      const { after } = await audit(req, 'lottery.write', 'game.update', target, (tx, brand) =>
        admin.updateGame(tx, brand, req.params.id, req.body),
      );
      return ok(after);
    },
  });

  app.get(API.draws, {
    schema: {
      operationId: 'adminFindLotteryDraws',
      tags,
      params: ZIdParams,
      querystring: ZAdminLotteryDrawsQuery,
      response: { 200: envelopeOf(ZAdminLotteryDrawPage) },
    },
    handler: (req) => read(req, (brand, q) => admin.findDraws(brand, req.params.id, q)),
  });

  app.get(API.exposure, {
    schema: {
      operationId: 'adminFindLotteryExposure',
      tags,
      params: ZIdParams,
      querystring: ZAdminLotteryExposureQuery,
      response: { 200: envelopeOf(ZAdminLotteryExposure) },
    },
    handler: (req) => read(req, (brand, q) => admin.findExposure(brand, req.params.id, q)),
  });

  app.post(API.drawVoid, {
    schema: {
      operationId: 'adminVoidLotteryDraw',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminReasonBody,
      response: { 200: envelopeOf(ZAdminLotteryDraw) },
    },
    handler: async (req) => {
      const target = { type: 'lotteryDraw', id: req.params.id };
      const { view } = await audit(req, 'lottery.write', 'draw.void', target, (tx, brand) =>
        admin.voidDraw(tx, brand, req.params.id, req.body.reason),
      );
      return ok(view);
    },
  });

  app.post(API.drawResults, {
    schema: {
      operationId: 'adminEnterLotteryResult',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminLotteryResultEnter,
      response: { 200: envelopeOf(ZAdminLotteryResultEntry) },
    },
    handler: async (req) => {
      const target = { type: 'lotteryDraw', id: req.params.id };
      const { after } = await audit(req, 'lottery.results', 'result.enter', target, (tx, brand, by) =>
        admin.enterResult(tx, brand, req.params.id, req.body.result, by, req.body.reason),
      );
      return ok(after);
    },
  });

  app.get(API.results, {
    schema: {
      operationId: 'adminFindLotteryResults',
      tags,
      querystring: ZAdminLotteryResultsQuery,
      response: { 200: envelopeOf(ZAdminLotteryResultPage) },
    },
    handler: (req) => read(req, (brand, q) => admin.findResults(brand, q)),
  });

  app.get(API.awaitingResults, {
    schema: {
      operationId: 'adminFindLotteryAwaitingResults',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminLotteryAwaiting) },
    },
    handler: (req) => read(req, (brand) => admin.findAwaiting(brand)),
  });

  app.post(API.resultDecide, {
    schema: {
      operationId: 'adminDecideLotteryResult',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminLotteryResultDecide,
      response: { 200: envelopeOf(ZAdminLotteryResultEntry) },
    },
    handler: async (req) => {
      const verb = req.body.decision === 'APPROVE' ? 'result.approve' : 'result.reject';
      const target = { type: 'lotteryResult', id: req.params.id };
      const { after } = await audit(req, 'lottery.results', verb, target, (tx, brand, by) =>
        admin.decideResult(tx, brand, req.params.id, req.body.decision, by),
      );
      return ok(after);
    },
  });

  app.get(API.tickets, {
    schema: {
      operationId: 'adminFindLotteryTickets',
      tags,
      querystring: ZAdminLotteryTicketsQuery,
      response: { 200: envelopeOf(ZAdminLotteryTicketPage) },
    },
    handler: (req) => read(req, (brand, q) => admin.findTickets(brand, q)),
  });
};
