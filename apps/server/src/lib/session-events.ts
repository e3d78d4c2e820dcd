import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * "Login sessions of member M ended": one (`sessionId`, a logout) or all of them (no `sessionId`: a
 * new password, an operator's lock or reset). What the wallet socket closes on.
 */
export type TSessionsRevoked = { memberId: number; sessionId?: number };

const CHANNEL = 'openlobby:sessions-revoked';

/**
 * Tells every server process that login sessions were revoked, like money events: through Redis
 * pub/sub when configured (any process may hold the member's socket), in-process without. It is a
 * hint to act at once; the database stays the truth (sockets also re-check their session).
 */
export function createSessionEvents(redis?: { publisher: Redis; subscriber: Redis }) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let ready: Promise<unknown> = Promise.resolve();
  if (redis) {
    redis.subscriber.on('message', (channel, message) => {
      if (channel === CHANNEL) local.emit('revoked', JSON.parse(message) as TSessionsRevoked);
    });
    ready = redis.subscriber.subscribe(CHANNEL);
  }
  return {
    /** Settles once this process hears the channel (the server awaits it before it serves). */
    ready: ready.then(() => undefined),
    publish(event: TSessionsRevoked) {
      if (redis) void redis.publisher.publish(CHANNEL, JSON.stringify(event));
      else local.emit('revoked', event);
    },
    /** Calls `listener` for every revocation; answers the unsubscribe function. */
    subscribe(listener: (event: TSessionsRevoked) => void) {
      local.on('revoked', listener);
      return () => void local.off('revoked', listener);
    },
  };
}
export type SessionEvents = ReturnType<typeof createSessionEvents>;
