import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  LOTTERY_API,
  ZLotteryCodeParams,
  ZDrawIdParams,
  ZDrawView,
  ZLatestNumbers,
  ZLotteryGames,
  ZPlaceTicket,
  ZPlaceTicketResult,
  ZResultsPage,
  ZResultsQuery,
  ZTicketPage,
  ZVnLaunchRequest,
  ZVnLaunchResult,
} from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/session.ts';
import type { GameSessions } from '../house/game-sessions.ts';
import type { LaunchService } from '../games/launch.service.ts';
import { ELOTT_VENDOR_CODE, VN_LOTTERY_VENDOR_CODE } from './lottery-catalogue.ts';
import type { LotteryService } from './lottery.service.ts';

const tags = ['lottery'];

/**
 * The house lottery's calls. Its pages call /house/api/lottery with their launch token, as the
 * slot does (a token of another house game is not the lottery's: GAME_SESSION_INVALID); the
 * results ask for one too (they are the brand's, the token says which); a draw's proof is public.
 * The player site asks the latest numbers (T) and the
 * Vietnam lottery's launch (spec §3), which opens the lottery's page on the brand's catalogue game.
 */
export const lotteryRoutes: FastifyPluginAsyncZod<{
  lottery: LotteryService;
  gameSessions: GameSessions;
  launcher: LaunchService;
  /** The brand's catalogue node of the Vietnam lottery, if it offers it. */
  vnLotteryNode: (brandId: number) => Promise<number | undefined>;
}> = async (app, o) => {
  const sessionOf = async (headers: { authorization?: string }) => {
    const s = await o.gameSessions.resolve(headers.authorization);
    if (s.vendorCode !== VN_LOTTERY_VENDOR_CODE && s.vendorCode !== ELOTT_VENDOR_CODE)
      throw new AppError('GAME_SESSION_INVALID', 'Launch the lottery again.');
    return s;
  };

  app.get(LOTTERY_API.games, {
    schema: { operationId: 'getLotteryGames', tags, response: { 200: envelopeOf(ZLotteryGames) } },
    handler: async (req) => ok(await o.lottery.games(await sessionOf(req.headers))),
  });

  app.post(LOTTERY_API.tickets, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'placeLotteryTicket',
      tags,
      body: ZPlaceTicket,
      response: { 200: envelopeOf(ZPlaceTicketResult) },
    },
    handler: async (req) => ok(await o.lottery.placeTicket(await sessionOf(req.headers), req.body)),
  });

  app.get(LOTTERY_API.tickets, {
    schema: {
      operationId: 'getLotteryTickets',
      tags,
      querystring: ZResultsQuery,
      response: { 200: envelopeOf(ZTicketPage) },
    },
    handler: async (req) => ok(await o.lottery.myTickets(await sessionOf(req.headers), req.query)),
  });

  app.get(LOTTERY_API.results, {
    schema: {
      operationId: 'getLotteryResults',
      tags,
      params: ZLotteryCodeParams,
      querystring: ZResultsQuery,
      response: { 200: envelopeOf(ZResultsPage) },
    },
    handler: async (req) =>
      ok(await o.lottery.results(await sessionOf(req.headers), req.params.code, req.query)),
  });

  app.get(LOTTERY_API.proof, {
    schema: {
      operationId: 'getLotteryDrawProof',
      tags,
      params: ZDrawIdParams,
      response: { 200: envelopeOf(ZDrawView) },
    },
    handler: async (req) => ok(await o.lottery.proof(req.params.drawId)),
  });

  app.get(LOTTERY_API.latestNumbers, {
    schema: { operationId: 'getLatestLotteryNumbers', tags, response: { 200: envelopeOf(ZLatestNumbers) } },
    handler: async (req) => {
      requireSession(req);
      return ok(await o.lottery.latestNumbers(req.brand.id, req.language));
    },
  });

  app.post(LOTTERY_API.vnLaunch, {
    schema: {
      operationId: 'launchVnLottery',
      tags,
      body: ZVnLaunchRequest,
      response: { 200: envelopeOf(ZVnLaunchResult) },
    },
    handler: async (req) => {
      const nodeId = await o.vnLotteryNode(req.brand.id);
      if (nodeId === undefined) throw new AppError('NOT_FOUND', 'This brand offers no Vietnam lottery.');
      const { game_url } = await o.launcher.launch(req.brand, req.session, {
        nodeId,
        accountType: 1,
        confirmTrans: false,
        platform: 'html5',
        language: req.language,
      });
      // the page's view and game go in the query, before the fragment that holds the token
      const [page, fragment] = game_url.split('#') as [string, string];
      const url = new URL(page, 'http://page');
      url.searchParams.set('view', req.body.lottoView);
      if (req.body.lottoGameCode) url.searchParams.set('game', req.body.lottoGameCode);
      return ok({ gameUrl: `${url.pathname}${url.search}#${fragment}` });
    },
  });
};
