import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** "Member M of brand B: your money changed" — what the site's WebSocket pushes on. */
export type TMoneyEvent = { brandId: number; memberId: number };

/** "Member M of brand B (every member of B when null, a broadcast): your inbox changed." */
export type TInboxEvent = { brandId: number; memberId: number | null };

export type TRedisPair = { publisher: Redis; subscriber: Redis };

/**
 * Tells every server process about a change, after it committed. With Redis it fans out through
 * pub/sub on `channel` (any process may hold the member's socket); without, in-process. Several
 * channels may share one subscriber connection: each listens to its own.
 */
export function createEventChannel<T>(channel: string, redis?: TRedisPair) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let ready: Promise<unknown> = Promise.resolve();
  if (redis) {
    redis.subscriber.on('message', (from, message) => {
      if (from === channel) local.emit('event', JSON.parse(message) as T);
    });
    ready = redis.subscriber.subscribe(channel);
  }
  return {
    /**
     * Settles once this process hears the channel: a publish before then (from any process) is
     * not delivered here, so the server awaits it before it serves.
     */
    ready: ready.then(() => undefined),
    publish(event: T) {
      if (redis) void redis.publisher.publish(channel, JSON.stringify(event));
      else local.emit('event', event);
    },
    /** Calls `listener` for every change; answers the unsubscribe function. */
    subscribe(listener: (event: T) => void) {
      local.on('event', listener);
      return () => void local.off('event', listener);
    },
  };
}

export const createMoneyEvents = (redis?: TRedisPair) =>
  createEventChannel<TMoneyEvent>('openlobby:money', redis);
export type MoneyEvents = ReturnType<typeof createMoneyEvents>;

/** The inbox's changes (a message arrived, was read or deleted, a broadcast went out): the unread count's push. */
export const createInboxEvents = (redis?: TRedisPair) =>
  createEventChannel<TInboxEvent>('openlobby:inbox', redis);
export type InboxEvents = ReturnType<typeof createInboxEvents>;
