import type { TLeaderLock } from '../../db/client.ts';
import { LEADER_RETRY_MS } from '../../lib/round-leader.ts';
import { createFeedConsumer, type FeedConsumer, type TFeedConsumerOptions } from './feed-consumer.ts';

export const SPORTSBOOK_FEED_LOCK_KEY = 7_270_022;

/**
 * Follows the odds feed on one process of a deployment: the one holding SPORTSBOOK_FEED_LOCK_KEY
 * (the others read the book's tables). When the leader's connection goes, another process takes
 * the lock within LEADER_RETRY_MS and resumes from the stored cursor, so a message is applied once
 * whichever process applies it (the cursor's conditional move guarantees it even with two).
 */
export function startFeedLeader(
  d: TFeedConsumerOptions & {
    tryLeaderLock: (key: number) => Promise<TLeaderLock | null>;
    retryMs?: number;
  },
) {
  let stopped = false;
  let lock: TLeaderLock | null = null;
  let consumer: FeedConsumer | null = null;
  let retry: NodeJS.Timeout | undefined;

  async function attempt() {
    if (stopped || lock) return;
    try {
      lock = await d.tryLeaderLock(SPORTSBOOK_FEED_LOCK_KEY);
    } catch (err) {
      d.log.warn({ err }, 'odds feed: the leader lock could not be tried');
    }
    if (lock && !stopped) {
      const held = lock;
      consumer = createFeedConsumer(d);
      d.log.info({}, 'odds feed: this process follows the feed');
      void consumer.start();
      void held.lost.then(async () => {
        await consumer?.stop();
        consumer = null;
        lock = null;
        if (!stopped) retry = setTimeout(() => void attempt(), 0).unref();
      });
      return;
    }
    if (!stopped) retry = setTimeout(() => void attempt(), d.retryMs ?? LEADER_RETRY_MS).unref();
  }
  void attempt();

  return {
    /** The running consumer while this process leads. */
    get consumer() {
      return consumer;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await consumer?.stop();
      await lock?.release();
    },
  };
}
