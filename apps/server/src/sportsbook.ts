import type { FastifyInstance } from 'fastify';
import type { Database, Tx } from './db/client.ts';
import { startFeedLeader } from './modules/sportsbook/feed-leader.ts';
import { createSportsbookSettlement } from './modules/sportsbook/settlement.service.ts';
import type { SystemService } from './modules/system/system.service.ts';
import type { SeamlessWallet } from './modules/wallet/seamless.service.ts';

/** How often the leader settles what earlier runs left. */
const OUTSTANDING_EVERY_MS = 60_000;

/**
 * The house sportsbook (issue 20) wired together. So far: the book's copy of the odds feed,
 * followed by the process that leads (modules/sportsbook/feed-leader.ts) and stopped with the app,
 * and settlement of the bets on each new result version the feed brings, one batch at a time.
 */
export function startSportsbookFeed(
  app: FastifyInstance,
  d: {
    database: Pick<Database, 'db' | 'tryLeaderLock'>;
    seamless: SeamlessWallet;
    system: Pick<SystemService, 'brandById'>;
    clock: () => Date;
    feed: { url: string; key: string };
  },
) {
  const settlement = createSportsbookSettlement({
    db: d.database.db,
    seamless: d.seamless,
    brandById: (id: number, tx?: Tx) => d.system.brandById(id, tx),
    now: d.clock,
  });
  let settling: Promise<unknown> = Promise.resolve();
  const settle = (work: () => Promise<unknown>, what: object) => {
    settling = settling
      .then(work)
      .catch((err: unknown) => app.log.error({ err, ...what }, 'sportsbook: settlement failed'));
  };
  const leader = startFeedLeader({
    db: d.database.db,
    url: d.feed.url,
    key: d.feed.key,
    tryLeaderLock: d.database.tryLeaderLock,
    log: { info: (o, msg) => app.log.info(o, msg), warn: (o, msg) => app.log.warn(o, msg) },
    onApplied: ({ resulted }) => {
      if (resulted.length > 0) settle(() => settlement.settleEvents(resulted), { events: resulted });
    },
  });
  // what a failed run (or a process that stopped mid-way) left, settled by the leader now and again
  const outstanding = setInterval(() => {
    if (leader.consumer) settle(() => settlement.settleOutstanding(), { outstanding: true });
  }, OUTSTANDING_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(outstanding);
    await leader.stop();
    await settling;
  });
  return leader;
}
