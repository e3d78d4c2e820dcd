import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HOUSE_TABLES_API } from '@openlobby/contracts';
import type { GameSessions, TGameSession } from '../house/game-sessions.ts';
import type { TableEvents, TTableBusEvent } from './table-events.ts';
import type { TablePlay } from './table-play.service.ts';

/** Pings keep proxies from closing an idle socket and find dead peers. */
const PING_MS = 30_000;

type TSeat = { session: TGameSession; send: (frame: Buffer) => void };

/**
 * This process's sockets by table, behind one subscription to the table events: an event is
 * serialised and encoded once and written to each socket at its table (a settlement only to its session's).
 */
function createTableRooms(events: TableEvents) {
  const rooms = new Map<number, Set<TSeat>>();
  events.subscribe(({ event, forSession }: TTableBusEvent) => {
    const seats = rooms.get(event.tableId);
    if (!seats) return;
    // Encoded once for the whole table: each socket is handed the same bytes.
    const frame = Buffer.from(JSON.stringify(event));
    for (const seat of seats)
      if (forSession === undefined || forSession === seat.session.id) seat.send(frame);
  });
  return {
    join(tableId: number, seat: TSeat) {
      let seats = rooms.get(tableId);
      if (!seats) rooms.set(tableId, (seats = new Set()));
      seats.add(seat);
      return () => {
        seats.delete(seat);
        if (seats.size === 0) rooms.delete(tableId);
      };
    },
  };
}

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
  const rooms = createTableRooms(o.events);
  app.get(HOUSE_TABLES_API.socket, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const params = ZSocketParams.safeParse(req.params);
    const query = ZSocketQuery.safeParse(req.query);
    let leave: (() => void) | undefined;
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('close', () => {
      clearInterval(ping);
      leave?.();
    });
    if (!params.success || !query.success) return socket.close(4400, 'bad request');
    // Joined only once the session and table check out; until then nothing is sent.
    void (async () => {
      const session = await o.gameSessions.resolve(query.data.token);
      await o.play.tableOf(session, params.data.tableId);
      if (socket.readyState !== socket.OPEN) return;
      leave = rooms.join(params.data.tableId, {
        session,
        send: (frame) => socket.readyState === socket.OPEN && socket.send(frame, { binary: false }),
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    })().catch(() => socket.close(4401, 'launch the game again'));
  });
};
