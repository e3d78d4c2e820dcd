import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HOUSE_CRASH_API } from '@openlobby/contracts';
import { createSocketRooms, serveGameSocket } from '../../lib/socket-rooms.ts';
import type { GameSessions } from '../house/game-sessions.ts';
import type { CrashEvents, TCrashBusEvent } from './crash-events.ts';
import type { CrashPlay } from './crash-play.service.ts';

const ZSocketQuery = z.object({ token: z.string().min(16).max(128) });

/**
 * The crash game's WebSocket: the launch token in the query, then every round change, bet and
 * cash-out of the game and the player's own settlements, as TCrashEvent JSON, from whichever
 * process wrote them. It only listens: bets and cash-outs go through the POST calls.
 * Must be registered where @fastify/websocket is (the sockets context).
 */
export const crashSocketRoutes: FastifyPluginAsync<{
  events: CrashEvents;
  gameSessions: GameSessions;
  play: Pick<CrashPlay, 'gameIdOf'>;
}> = async (app, o) => {
  const rooms = createSocketRooms(o.events, ({ gameId, event, forSession }: TCrashBusEvent) => ({
    room: gameId,
    event,
    forSession,
  }));
  app.get(HOUSE_CRASH_API.socket, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const query = ZSocketQuery.safeParse(req.query);
    serveGameSocket(socket, rooms, () =>
      !query.success
        ? null
        : (async () => {
            const session = await o.gameSessions.resolve(query.data.token);
            return { room: await o.play.gameIdOf(session), sessionId: session.id };
          })(),
    );
  });
};
