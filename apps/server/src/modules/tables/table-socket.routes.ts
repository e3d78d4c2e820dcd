import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HOUSE_TABLES_API } from '@openlobby/contracts';
import { createSocketRooms, serveGameSocket } from '../../lib/socket-rooms.ts';
import type { GameSessions } from '../house/game-sessions.ts';
import type { TableEvents, TTableBusEvent } from './table-events.ts';
import type { TablePlay } from './table-play.service.ts';

const ZSocketParams = z.object({ tableId: z.coerce.number().int().positive() });
const ZSocketQuery = z.object({ token: z.string().min(16).max(128) });

/**
 * A live table's WebSocket: the launch token in the query (a browser's WebSocket sends no
 * headers), then every round change, every placement at the table and the player's own
 * settlement, as TTableEvent JSON, from whichever process wrote them. The socket only listens:
 * stakes go through the POST call, so they have the same checks and answers as any call.
 * Must be registered where @fastify/websocket is (the sockets context).
 */
export const tableSocketRoutes: FastifyPluginAsync<{
  events: TableEvents;
  gameSessions: GameSessions;
  play: Pick<TablePlay, 'tableOf'>;
}> = async (app, o) => {
  const rooms = createSocketRooms(o.events, ({ event, forSession }: TTableBusEvent) => ({
    room: event.tableId,
    event,
    forSession,
  }));
  app.get(HOUSE_TABLES_API.socket, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const params = ZSocketParams.safeParse(req.params);
    const query = ZSocketQuery.safeParse(req.query);
    serveGameSocket(socket, rooms, () =>
      !params.success || !query.success
        ? null
        : (async () => {
            const session = await o.gameSessions.resolve(query.data.token);
            await o.play.tableOf(session, params.data.tableId);
            return { room: params.data.tableId, sessionId: session.id };
          })(),
    );
  });
};
