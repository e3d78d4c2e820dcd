import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API,
  envelopeOf,
  GAMES_API,
  ZFavoriteIds,
  ZFavoriteListRequest,
  ZFavoriteRequest,
  ZGameListRequest,
  ZGameListResult,
  ZGameMenus,
  ZHotGamesRequest,
  ZNodeId,
  ZPagedGames,
  ZRankList,
  ZRankListRequest,
  ZRoomList,
  ZRoomListRequest,
  ZVassGameTypeRequest,
  ZVassGameTypes,
  ZVendorCode,
  ZVendorLanes,
  ZVendorQuery,
} from '@openlobby/contracts';
import { createAnswerCache, sendAnswer } from '../../lib/answer-cache.ts';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/session.ts';
import type { GamesService } from './games.service.ts';

const tags = ['games'];

/** Images are drawn from the catalogue, which changes rarely: browsers and CDNs may keep them a day. */
const IMAGE_CACHE = 'public, max-age=86400';

/** The member of the call's session, when there is one (token optional calls). */
const memberIdOf = (req: FastifyRequest) => req.session?.member.id;
/** The member of the call's session, or NOT_LOGGED_IN. */
const requireMemberId = (req: FastifyRequest) => requireSession(req).member.id;

/** Game lists that are the same for every anonymous caller (FAV and RECENT are a member's own). */
const SHARED_LISTS: ReadonlySet<string> = new Set(['ALL', 'NEW', 'HOT']);

const ZVendorLanesAnswer = envelopeOf(ZVendorLanes);
const ZPagedGamesAnswer = envelopeOf(ZPagedGames);
const ZGameListAnswer = envelopeOf(ZGameListResult);

/** The game catalogue (spec §7 "Games" and the home page's popular games and winners board). */
export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  // The lobby's busiest reads: anonymous answers are kept as bytes per brand catalogue and
  // language. A kept answer is sent without a promise; the first one is built and checked.
  const answers = createAnswerCache();
  function sendKept(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    build: () => Promise<unknown>,
  ) {
    const fullKey = `${req.language} ${key}`;
    const scope = games.loadedCatalogueScope(req.brand);
    const bytes = scope && answers.peek(scope, fullKey);
    if (bytes) return void sendAnswer(reply, bytes);
    return games
      .catalogueScope(req.brand)
      .then((s) => answers.get(s, fullKey, schema, build))
      .then((b) => void sendAnswer(reply, b));
  }

  app.get(API.vendors, {
    schema: {
      operationId: 'getGameVendors',
      tags,
      querystring: ZVendorQuery,
      response: { 200: ZVendorLanesAnswer },
    },
    // Lanes do not depend on the caller: one answer per brand catalogue (and language).
    handler: (req, reply) =>
      sendKept(req, reply, 'lanes', ZVendorLanesAnswer, async () =>
        ok({ data: { lanes: await games.getVendorLanes(req.brand) } }),
      ),
  });

  app.get(API.vendorLogo, {
    schema: { operationId: 'getVendorLogo', tags, params: z.object({ code: ZVendorCode }) },
    handler: async (req, reply) => {
      const svg = await games.getVendorLogo(req.params.code);
      return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE).send(svg);
    },
  });

  app.get(GAMES_API.gameIcon, {
    schema: { operationId: 'getGameIcon', tags, params: z.object({ nodeId: ZNodeId }) },
    handler: async (req, reply) => {
      const svg = await games.getGameIcon(req.params.nodeId);
      return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE).send(svg);
    },
  });

  app.get(GAMES_API.gameMenus, {
    schema: { operationId: 'getGameMenus', tags, response: { 200: envelopeOf(ZGameMenus) } },
    handler: async (req) => ok(await games.getGameMenus(req)),
  });

  app.get(GAMES_API.popular, {
    schema: { operationId: 'getPopularGames', tags, response: { 200: envelopeOf(ZGameListResult) } },
    handler: async (req) => ok(await games.findPopularGames(req, memberIdOf(req))),
  });

  app.post(GAMES_API.gameList, {
    schema: {
      operationId: 'getGameList',
      tags,
      body: ZGameListRequest,
      response: { 200: ZPagedGamesAnswer },
    },
    handler: (req, reply) => {
      const { filterType } = req.body;
      const memberId =
        filterType === 'FAV' || filterType === 'RECENT' ? requireMemberId(req) : memberIdOf(req);
      if (memberId !== undefined || !SHARED_LISTS.has(filterType)) {
        return games.findGameList(req, req.body, memberId).then(ok);
      }
      // The parsed body (defaults filled in) names the page: equal requests share one answer.
      return sendKept(req, reply, `list ${JSON.stringify(req.body)}`, ZPagedGamesAnswer, async () =>
        ok(await games.findGameList(req, req.body)),
      );
    },
  });

  app.post(GAMES_API.hotGames, {
    schema: {
      operationId: 'getHotGames',
      tags,
      body: ZHotGamesRequest,
      response: { 200: ZGameListAnswer },
    },
    handler: (req, reply) => {
      const memberId = memberIdOf(req);
      if (memberId !== undefined) return games.findHotGames(req, memberId).then(ok);
      return sendKept(req, reply, 'hot', ZGameListAnswer, async () => ok(await games.findHotGames(req)));
    },
  });

  app.post(GAMES_API.vassGameType, {
    schema: {
      operationId: 'getVassGameType',
      tags,
      body: ZVassGameTypeRequest,
      response: { 200: envelopeOf(ZVassGameTypes) },
    },
    handler: async (req) => ok(await games.findVassGameTypes(req.brand, req.body.vassalage)),
  });

  // The site reads favourite ids and recent games with GET; the relay convention is POST. Both answer.
  for (const method of ['POST', 'GET'] as const) {
    const suffix = method === 'GET' ? 'ByGet' : '';
    app.route({
      method,
      url: GAMES_API.favoriteIds,
      schema: { operationId: `getFavoriteGames${suffix}`, tags, response: { 200: envelopeOf(ZFavoriteIds) } },
      handler: async (req) => ok(await games.findFavoriteIds(req.brand, requireMemberId(req))),
    });
    app.route({
      method,
      url: GAMES_API.recentGames,
      schema: {
        operationId: `getRecentGames${suffix}`,
        tags,
        response: { 200: envelopeOf(ZGameListResult) },
      },
      handler: async (req) => ok(await games.findRecentGames(req, requireMemberId(req))),
    });
  }

  app.post(GAMES_API.favoriteList, {
    schema: {
      operationId: 'getFavoriteGamesList',
      tags,
      body: ZFavoriteListRequest,
      response: { 200: envelopeOf(ZPagedGames) },
    },
    handler: async (req) => ok(await games.findFavoriteList(req, requireMemberId(req), req.body)),
  });

  app.post(GAMES_API.addFavorite, {
    schema: {
      operationId: 'addFavGame',
      tags,
      body: ZFavoriteRequest,
      response: { 200: envelopeOf(ZFavoriteIds) },
    },
    handler: async (req) => ok(await games.addFavorite(req.brand, requireMemberId(req), req.body.nodeId)),
  });

  app.post(GAMES_API.removeFavorite, {
    schema: {
      operationId: 'removeFavGame',
      tags,
      body: ZFavoriteRequest,
      response: { 200: envelopeOf(ZFavoriteIds) },
    },
    handler: async (req) => ok(await games.removeFavorite(req.brand, requireMemberId(req), req.body.nodeId)),
  });

  app.post(GAMES_API.roomList, {
    schema: {
      operationId: 'getRoomList',
      tags,
      body: ZRoomListRequest,
      response: { 200: envelopeOf(ZRoomList) },
    },
    handler: async (req) => ok(await games.findRooms(req, req.body.nodeId)),
  });

  app.post(GAMES_API.rankList, {
    schema: {
      operationId: 'getRankList',
      tags,
      body: ZRankListRequest,
      response: { 200: envelopeOf(ZRankList) },
    },
    handler: async (req) => ok(await games.findRankList(req, req.body)),
  });
};
