import type {
  TFeedEvent,
  TFeedEventResult,
  TFeedMarket,
  TFeedMessage,
  TFeedSnapshot,
} from '@openlobby/contracts';

/** How long a finished event stays in the snapshot after its last result (wall time). */
export const FINISHED_RETENTION_MS = 2 * 60 * 60 * 1000;

/**
 * The feed's state as a consumer would build it: every message applied in seq order. The feed
 * keeps its own snapshot by this same function, so a snapshot at seq n is by construction the
 * replay of the journal up to n. Finished events are forgotten on a HEARTBEAT once their last
 * result is older than the retention, so the state stays bounded and the replay stays equal.
 */
export function createFeedState() {
  let seq = 0;
  const events = new Map<string, TFeedEvent>();
  const markets = new Map<string, TFeedMarket>();
  const marketsOfEvent = new Map<string, Set<string>>();
  const results = new Map<string, TFeedEventResult & { atMs: number }>();

  const setStatus = (eventId: string, marketIds: string[] | undefined, status: 'OPEN' | 'SUSPENDED') => {
    for (const id of marketIds ?? marketsOfEvent.get(eventId) ?? []) {
      const market = markets.get(id);
      if (market && market.eventId === eventId && market.status !== 'CLOSED')
        markets.set(id, { ...market, status });
    }
  };

  const forget = (eventId: string) => {
    events.delete(eventId);
    results.delete(eventId);
    for (const id of marketsOfEvent.get(eventId) ?? []) markets.delete(id);
    marketsOfEvent.delete(eventId);
  };

  return {
    get seq() {
      return seq;
    },
    apply(message: TFeedMessage): void {
      seq = message.seq;
      switch (message.type) {
        case 'FIXTURE':
          events.set(message.event.eventId, message.event);
          return;
        case 'MARKETS':
          for (const market of message.markets) {
            const known = markets.get(market.marketId);
            if (known && known.version >= market.version) continue;
            markets.set(market.marketId, market);
            const ids = marketsOfEvent.get(market.eventId) ?? new Set<string>();
            marketsOfEvent.set(market.eventId, ids.add(market.marketId));
          }
          return;
        case 'SUSPEND':
        case 'RESUME':
          setStatus(message.eventId, message.marketIds, message.type === 'SUSPEND' ? 'SUSPENDED' : 'OPEN');
          return;
        case 'SCORE': {
          const event = events.get(message.eventId);
          if (event) events.set(event.eventId, { ...event, score: message.score });
          return;
        }
        case 'RESULT':
        case 'RESULT_CORRECTION': {
          const known = results.get(message.eventId);
          if (known && known.resultVersion >= message.resultVersion) return;
          const { eventId, resultVersion, result } = message;
          results.set(eventId, { eventId, resultVersion, result, atMs: Date.parse(message.at) });
          return;
        }
        case 'HEARTBEAT': {
          const cutoff = Date.parse(message.at) - FINISHED_RETENTION_MS;
          for (const [eventId, result] of results) if (result.atMs < cutoff) forget(eventId);
          return;
        }
      }
    },
    snapshot(): TFeedSnapshot {
      return {
        seq,
        events: [...events.values()],
        markets: [...markets.values()],
        results: [...results.values()].map(({ eventId, resultVersion, result }) => ({
          eventId,
          resultVersion,
          result,
        })),
      };
    },
  };
}
export type FeedState = ReturnType<typeof createFeedState>;
