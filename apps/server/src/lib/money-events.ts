import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** "Member M of brand B: your money changed" — what the site's WebSocket pushes on. */
export type TMoneyEvent = { brandId: number; memberId: number };

const CHANNEL = 'openlobby:money';

/**
 * Tells every server process that a member's money changed, after the change committed. With
 * Redis it fans out through pub/sub (any process may hold the member's socket); without, in-process.
 */
export function createMoneyEvents(redis?: { publisher: Redis; subscriber: Redis }) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let ready: Promise<unknown> = Promise.resolve();
  if (redis) {
    redis.subscriber.on('message', (channel, message) => {
      if (channel === CHANNEL) local.emit('money', JSON.parse(message) as TMoneyEvent);
    });
    ready = redis.subscriber.subscribe(CHANNEL);
  }
  return {
    /**
     * Settles once this process hears the channel: a publish before then (from any process) is
     * not delivered here, so the server awaits it before it serves.
     */
    ready: ready.then(() => undefined),
    publish(event: TMoneyEvent) {
      if (redis) void redis.publisher.publish(CHANNEL, JSON.stringify(event));
      else local.emit('money', event);
    },
    /** Calls `listener` for every change; answers the unsubscribe function. */
    subscribe(listener: (event: TMoneyEvent) => void) {
      local.on('money', listener);
      return () => void local.off('money', listener);
    },
  };
}
export type MoneyEvents = ReturnType<typeof createMoneyEvents>;
