import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createInboxEvents, createMoneyEvents, type InboxEvents } from './lib/money-events.ts';
import { createSessionEvents } from './lib/session-events.ts';
import { createChatEvents } from './modules/chat/chat-events.ts';
import { createTableEvents, type TableEvents } from './modules/tables/table-events.ts';
import { createCrashEvents } from './modules/crash/crash-events.ts';
import { createRoomEvents } from './modules/rooms/room-events.ts';

/**
 * The changes every server process hears of, through Redis pub/sub when it is configured, else in
 * this process: money moved (balances pushed), login sessions revoked (sockets closed), inboxes
 * changed (unread counts pushed), the chat room's messages, the live tables' and the crash game's rounds and bets, the card rooms' changes. Ready once each channel listens.
 */
export async function createServerEvents(
  app: FastifyInstance,
  redis: Redis | undefined,
  inbox?: InboxEvents,
  tables?: TableEvents,
) {
  // Pub/sub needs a connection of its own: a subscribed Redis connection can do nothing else.
  const subscriber = redis?.duplicate();
  if (subscriber) app.addHook('onClose', async () => void subscriber.disconnect());
  const pair = redis && subscriber && { publisher: redis, subscriber };
  const events = {
    moneyEvents: createMoneyEvents(pair),
    sessionEvents: createSessionEvents(pair),
    inboxEvents: inbox ?? createInboxEvents(pair),
    chatEvents: createChatEvents(pair),
    tableEvents: tables ?? createTableEvents(pair),
    crashEvents: createCrashEvents(pair),
    roomEvents: createRoomEvents(pair),
  };
  await Promise.all(Object.values(events).map((e) => e.ready));
  return events;
}
