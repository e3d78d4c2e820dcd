import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Engagement } from './engagement.ts';
import type { createServerEvents } from './events.ts';
import { chatSocketRoutes } from './modules/chat/chat-socket.routes.ts';
import type { SessionService } from './modules/identity/session.service.ts';
import type { TransferService } from './modules/wallet/transfer.service.ts';
import { walletSocketRoutes } from './modules/wallet/wallet-socket.routes.ts';
import type { GameSessions } from './modules/house/game-sessions.ts';
import { tableSocketRoutes } from './modules/tables/table-socket.routes.ts';
import type { Tables } from './tables.ts';
import { roomSocketRoutes } from './modules/rooms/room-socket.routes.ts';
import type { Rooms } from './rooms.ts';
import { crashSocketRoutes } from './modules/crash/crash-socket.routes.ts';
import type { Crash } from './crash.ts';

/**
 * The site's WebSockets, the wallet's (balance, unread count), the chat room's, the live
 * tables' and the crash game's, in one context:
 * @fastify/websocket wraps every route of the context it is registered in and adds two hooks to
 * each request, so it is registered once, here, around the sockets only.
 */
export async function registerSockets(
  app: FastifyInstance,
  d: {
    sessions: SessionService;
    transfers: TransferService;
    events: Awaited<ReturnType<typeof createServerEvents>>;
    engagement: Pick<Engagement, 'messaging' | 'chat' | 'chatRooms'>;
    tables: Tables;
    rooms: Rooms;
    crash: Crash;
    gameSessions: GameSessions;
  },
): Promise<void> {
  const { sessions, events, engagement } = d;
  await app.register(async (sockets) => {
    await sockets.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
    await sockets.register(walletSocketRoutes, {
      sessions,
      transfers: d.transfers,
      events: events.moneyEvents,
      revocations: events.sessionEvents,
      inbox: { events: events.inboxEvents, unreadCount: engagement.messaging.unreadCount },
    });
    await sockets.register(chatSocketRoutes, {
      chat: engagement.chat,
      rooms: engagement.chatRooms,
      sessions,
    });
    await sockets.register(tableSocketRoutes, {
      events: d.tables.events,
      gameSessions: d.gameSessions,
      play: d.tables.play,
    });
    await sockets.register(roomSocketRoutes, {
      events: d.rooms.events,
      gameSessions: d.gameSessions,
      play: d.rooms.play,
    });
    await sockets.register(crashSocketRoutes, {
      events: d.crash.events,
      gameSessions: d.gameSessions,
      play: d.crash.play,
    });
  });
}
