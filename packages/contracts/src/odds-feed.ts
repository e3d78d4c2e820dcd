import { z } from 'zod';

/**
 * The odds feed's protocol (issue 20): apps/odds-feed plays a sports data provider, the house
 * sportsbook consumes it. A push stream of messages with a strictly increasing `seq`, a snapshot
 * consistent at one seq, and a bounded journal for gap recovery. The codes are the sportsbook
 * engine's vocabulary; apps/odds-feed/README.md says how a consumer survives a faulty stream.
 */
export const ODDS_FEED_API = {
  /** GET WebSocket `?after=<seq>`: replays the journal after `seq`, then pushes TFeedMessage JSON. */
  stream: '/feed',
  /** GET: TFeedSnapshot, every open event, market and result as of one seq. */
  snapshot: '/snapshot',
  /** GET `?after=<seq>&limit=<n>`: TFeedMessagesPage, the journal's messages after `seq`. */
  messages: '/messages',
  /** POST TFeedFaultsRequest: the test knob (README "Fault injection"). */
  faults: '/admin/faults',
} as const;

/** The shared key every call carries (FEED_KEY); the stream takes it as a header too. */
export const ODDS_FEED_KEY_HEADER = 'x-feed-key';

export const FEED_SPORTS = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS', 'COCKFIGHT'] as const;
export const ZFeedSport = z.enum(FEED_SPORTS);
export type TFeedSport = z.infer<typeof ZFeedSport>;

export const ESPORTS_TITLES = ['CS2', 'DOTA2', 'LOL', 'VALORANT'] as const;
export const ZEsportsTitle = z.enum(ESPORTS_TITLES);
export type TEsportsTitle = z.infer<typeof ZEsportsTitle>;

export const FEED_MARKET_KINDS = [
  '1X2',
  'MONEYLINE',
  'AH',
  'OU',
  'BTTS',
  'CS',
  'MAP_WINNER',
  'TOTAL_MAPS',
  'FIGHT',
] as const;
export const ZFeedMarketKind = z.enum(FEED_MARKET_KINDS);
export type TFeedMarketKind = z.infer<typeof ZFeedMarketKind>;

/** Decimal odds in thousandths: 1.950 is 1950; 1.010 is the shortest price the feed quotes. */
export const ZOddsMilli = z.number().int().min(1010).max(1_000_000);

export const ZFeedSelection = z.object({
  /** HOME/DRAW/AWAY, OVER/UNDER, YES/NO, MERON/WALA/DRAW, or a correct score "h-a" / OTHER. */
  code: z.string().min(1).max(16),
  oddsMilli: ZOddsMilli,
});
export type TFeedSelection = z.infer<typeof ZFeedSelection>;

/** OPEN takes bets; SUSPENDED for a while (a goal, a dangerous moment); CLOSED for good. */
export const ZFeedMarketStatus = z.enum(['OPEN', 'SUSPENDED', 'CLOSED']);
export type TFeedMarketStatus = z.infer<typeof ZFeedMarketStatus>;

export const ZFeedMarket = z.object({
  /** `${eventId}:${kind}` or `${eventId}:${kind}:${line}`: stable for the event's life. */
  marketId: z.string().min(1),
  eventId: z.string().min(1),
  kind: ZFeedMarketKind,
  /** AH: the handicap given to HOME; OU/TOTAL_MAPS: the total; MAP_WINNER: the map number. */
  line: z.number().optional(),
  status: ZFeedMarketStatus,
  /** Goes up by one with every MARKETS message carrying this market; an older version is stale. */
  version: z.number().int().min(1),
  /** Selections no longer possible (a correct score passed) are left out. */
  selections: z.array(ZFeedSelection).min(1),
});
export type TFeedMarket = z.infer<typeof ZFeedMarket>;

export const ZFeedEventStatus = z.enum(['SCHEDULED', 'LIVE', 'FINISHED', 'CANCELLED']);
export type TFeedEventStatus = z.infer<typeof ZFeedEventStatus>;

/** The in-play score: goals, points, sets, maps, as HOME and AWAY numbers plus a readable detail. */
export const ZFeedScore = z.object({
  home: z.number().int().min(0),
  away: z.number().int().min(0),
  /** 1, 2 (halves), 1–4 (quarters), set or map number. */
  period: z.number().int().min(0),
  /** Minutes played of the match, by the feed's accelerated clock. */
  minute: z.number().int().min(0),
  /** e.g. "6-4 3-2 (30-15)" for tennis, "13-9 5-7" for maps' rounds. */
  detail: z.string().max(200).optional(),
});
export type TFeedScore = z.infer<typeof ZFeedScore>;

export const ZFeedEvent = z.object({
  eventId: z.string().min(1),
  sport: ZFeedSport,
  /** E-sports only. */
  title: ZEsportsTitle.optional(),
  /** League, tour, tournament or cockfight arena. */
  competition: z.string().min(1),
  /** The home side; for a cockfight the MERON (the favoured cock's corner). */
  home: z.string().min(1),
  /** The away side; for a cockfight the WALA. */
  away: z.string().min(1),
  startsAt: z.iso.datetime(),
  status: ZFeedEventStatus,
  /** E-sports and tennis: best of how many maps or sets. */
  bestOf: z.number().int().min(1).optional(),
  score: ZFeedScore.optional(),
});
export type TFeedEvent = z.infer<typeof ZFeedEvent>;

export const ZFeedResult = z.object({
  status: z.enum(['FINISHED', 'CANCELLED']),
  /** Goals, points, sets won, maps won; for a cockfight 1 for the winner's side. */
  home: z.number().int().min(0),
  away: z.number().int().min(0),
  /** E-sports: each played map's winner in order. */
  maps: z.array(z.enum(['HOME', 'AWAY'])).optional(),
  /** Cockfight. */
  fight: z.enum(['MERON', 'WALA', 'DRAW']).optional(),
});
export type TFeedResult = z.infer<typeof ZFeedResult>;

/** An event's published result; the highest resultVersion is the one to settle by. */
export const ZFeedEventResult = z.object({
  eventId: z.string().min(1),
  resultVersion: z.number().int().min(1),
  result: ZFeedResult,
});
export type TFeedEventResult = z.infer<typeof ZFeedEventResult>;

const base = { seq: z.number().int().min(1), at: z.iso.datetime() };
/** Absent marketIds: every market of the event. */
const suspension = {
  eventId: z.string().min(1),
  marketIds: z.array(z.string().min(1)).optional(),
  reason: z.enum(['GOAL', 'DANGER', 'BREAK', 'START']).optional(),
};

export const ZFeedMessage = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('FIXTURE'), event: ZFeedEvent }),
  z.object({
    ...base,
    type: z.literal('MARKETS'),
    eventId: z.string().min(1),
    markets: z.array(ZFeedMarket),
  }),
  z.object({ ...base, type: z.literal('SUSPEND'), ...suspension }),
  z.object({ ...base, type: z.literal('RESUME'), ...suspension }),
  z.object({ ...base, type: z.literal('SCORE'), eventId: z.string().min(1), score: ZFeedScore }),
  z.object({ ...base, type: z.literal('RESULT'), ...ZFeedEventResult.shape }),
  z.object({ ...base, type: z.literal('RESULT_CORRECTION'), ...ZFeedEventResult.shape }),
  z.object({ ...base, type: z.literal('HEARTBEAT') }),
]);
export type TFeedMessage = z.infer<typeof ZFeedMessage>;
export type TFeedMessageType = TFeedMessage['type'];

/** GET /snapshot: the state after applying every message up to and including `seq`. */
export const ZFeedSnapshot = z.object({
  seq: z.number().int().min(0),
  events: z.array(ZFeedEvent),
  markets: z.array(ZFeedMarket),
  results: z.array(ZFeedEventResult),
});
export type TFeedSnapshot = z.infer<typeof ZFeedSnapshot>;

export const ZFeedMessagesQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export type TFeedMessagesQuery = z.infer<typeof ZFeedMessagesQuery>;

/**
 * GET /messages: the journal's messages with seq > after, oldest first. `firstSeq` is the oldest
 * seq still journaled: when `after + 1 < firstSeq` the gap is gone and the consumer takes a
 * snapshot instead (`truncated` says so). `lastSeq` is the newest seq published.
 */
export const ZFeedMessagesPage = z.object({
  messages: z.array(ZFeedMessage),
  firstSeq: z.number().int().min(0),
  lastSeq: z.number().int().min(0),
  truncated: z.boolean(),
});
export type TFeedMessagesPage = z.infer<typeof ZFeedMessagesPage>;

export const FEED_FAULT_MODES = [
  'none',
  'drop',
  'duplicate',
  'reorder',
  'delay',
  'gap',
  'disconnect',
] as const;
export const ZFeedFaultMode = z.enum(FEED_FAULT_MODES);
export type TFeedFaultMode = z.infer<typeof ZFeedFaultMode>;

/** POST /admin/faults: the next `count` pushed messages are dealt `mode` (README "Fault injection"). */
export const ZFeedFaultsRequest = z.object({
  mode: ZFeedFaultMode,
  count: z.number().int().min(1).max(10_000).default(1),
  /** delay: how long each dealt message is held back. */
  delayMs: z.number().int().min(0).max(60_000).default(1000),
});
export type TFeedFaultsRequest = z.infer<typeof ZFeedFaultsRequest>;
