import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { startFeedLeader } from './modules/sportsbook/feed-leader.ts';

/**
 * The house sportsbook (issue 20) wired together. So far: the book's copy of the odds feed,
 * followed by the process that leads (modules/sportsbook/feed-leader.ts) and stopped with the app.
 */
export function startSportsbookFeed(
  app: FastifyInstance,
  database: Pick<Database, 'db' | 'tryLeaderLock'>,
  feed: { url: string; key: string },
) {
  const leader = startFeedLeader({
    db: database.db,
    url: feed.url,
    key: feed.key,
    tryLeaderLock: database.tryLeaderLock,
    log: { info: (o, msg) => app.log.info(o, msg), warn: (o, msg) => app.log.warn(o, msg) },
  });
  app.addHook('onClose', async () => leader.stop());
  return leader;
}
