import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HOUSE_ROOMS_API, type TPokerRoomEvent } from '@openlobby/contracts';
import { createSocketRooms, serveGameSocket } from '../../lib/socket-rooms.ts';
import type { GameSessions } from '../house/game-sessions.ts';
import type { RoomEvents } from './room-events.ts';
import type { RoomPlay } from './room-play.service.ts';

const ZSocketParams = z.object({ roomId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZSocketQuery = z.object({ token: z.string().min(16).max(128) });

/**
 * A card room's WebSocket: the launch token in the query, then a TPokerRoomEvent for every change of
 * the room from whichever process made it; the page reads its own view on each. Moves go through
 * the POST calls. A socket that closes changes nothing at the table: a player who is gone times out
 * on their turn like one who is slow (the engine checks or folds), and sits out after missing turns.
 * Must be registered where @fastify/websocket is (the sockets context).
 */
export const roomSocketRoutes: FastifyPluginAsync<{
  events: RoomEvents;
  gameSessions: GameSessions;
  play: Pick<RoomPlay, 'roomOf'>;
}> = async (app, o) => {
  const rooms = createSocketRooms(o.events, (event: TPokerRoomEvent) => ({ room: event.roomId, event }));
  app.get(HOUSE_ROOMS_API.socket, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const params = ZSocketParams.safeParse(req.params);
    const query = ZSocketQuery.safeParse(req.query);
    serveGameSocket(socket, rooms, () =>
      !params.success || !query.success
        ? null
        : (async () => {
            const session = await o.gameSessions.resolve(query.data.token);
            await o.play.roomOf(session, params.data.roomId);
            return { room: params.data.roomId, sessionId: session.id };
          })(),
    );
  });
};
