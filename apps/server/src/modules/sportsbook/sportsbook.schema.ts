import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TFeedResult, TFeedScore, TFeedSelection } from '@openlobby/contracts';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Where the book stands in the odds feed (issue 20): the highest seq applied. One row per
 * deployment (the feed is one provider for every brand); written in the transaction that applies
 * the messages, so the book's state is always the feed's state at `lastSeq`.
 */
export const sbFeedCursor = pgTable(
  'sb_feed_cursor',
  {
    id: smallint('id').primaryKey().default(1),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    /** When the book last replaced its state with a snapshot (start, or a gap the journal lost). */
    snapshotAt: at('snapshot_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('sb_feed_cursor_one_row', sql`${t.id} = 1`)],
);

/** The feed's events as last told: fixtures, their status and in-play score. */
export const sbEvents = pgTable(
  'sb_events',
  {
    eventId: text('event_id').primaryKey(),
    sport: text('sport').notNull(),
    title: text('title'),
    competition: text('competition').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: at('starts_at').notNull(),
    status: text('status').notNull(),
    bestOf: smallint('best_of'),
    score: jsonb('score').$type<TFeedScore>(),
    /** The operator's suspension (back office), on top of the feed's. */
    operatorSuspended: boolean('operator_suspended').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sb_events_sport_start_idx').on(t.sport, t.startsAt)],
);

/**
 * A market with the provider's prices (each brand's odds are these re-priced with its margin).
 * `version` is the feed's: an older or equal one never replaces a newer.
 */
export const sbMarkets = pgTable(
  'sb_markets',
  {
    marketId: text('market_id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => sbEvents.eventId),
    kind: text('kind').notNull(),
    /** AH: HOME's handicap; OU/TOTAL_MAPS: the total; MAP_WINNER: the map. Quarters are exact in a double. */
    line: doublePrecision('line'),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    selections: jsonb('selections').$type<TFeedSelection[]>().notNull(),
    operatorSuspended: boolean('operator_suspended').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sb_markets_event_idx').on(t.eventId),
    check('sb_markets_status', sql`${t.status} in ('OPEN', 'SUSPENDED', 'CLOSED')`),
  ],
);

/**
 * Every result version of an event, kept: the feed's (RESULT is 1, each RESULT_CORRECTION higher) or
 * the operator's. Bets settle by the highest; the older ones say what was paid before.
 */
export const sbResults = pgTable(
  'sb_results',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sbEvents.eventId),
    resultVersion: integer('result_version').notNull(),
    result: jsonb('result').$type<TFeedResult>().notNull(),
    /** FEED, or MANUAL (entered in the back office). */
    source: text('source').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.resultVersion] }),
    check('sb_results_version', sql`${t.resultVersion} >= 1`),
  ],
);

/**
 * A member's bet: a SINGLE or a PARLAY of legs (sb_bet_legs), its stake debited through the seamless
 * wallet in the round `id`. `payoutMinor` is what its latest settlement paid in all; re-settlement
 * moves the difference (sb_settlements), never edits money.
 */
export const sbBets = pgTable(
  'sb_bets',
  {
    id: uuid('id').primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's key for this placement: a retry answers with the bet already placed. */
    requestId: text('request_id').notNull(),
    kind: text('kind').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** stake × the legs' odds as taken, rounded down once. */
    potentialPayoutMinor: bigint('potential_payout_minor', { mode: 'bigint' }).notNull(),
    /** OPEN until every leg has a result; SETTLED (any payout, re-settled in place), CASHED_OUT. */
    status: text('status').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    /** The result versions the latest settlement used, e.g. "ev1@2,ev7@1" (sb_settlements' key). */
    settledKey: text('settled_key'),
    /** The seamless round's game (the launched catalogue game). */
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    nodeId: integer('node_id').notNull(),
    inPlay: boolean('in_play').notNull(),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('sb_bets_request_key').on(t.brandId, t.memberId, t.requestId),
    index('sb_bets_member_idx').on(t.memberId, t.placedAt),
    index('sb_bets_open_idx')
      .on(t.id)
      .where(sql`${t.status} = 'OPEN'`),
    check('sb_bets_kind', sql`${t.kind} in ('SINGLE', 'PARLAY')`),
    check('sb_bets_status', sql`${t.status} in ('OPEN', 'SETTLED', 'CASHED_OUT')`),
    check('sb_bets_money', sql`${t.stakeMinor} > 0 and ${t.potentialPayoutMinor} >= ${t.stakeMinor}`),
  ],
);

/** One leg of a bet: the selection and the provider-independent odds the member took. */
export const sbBetLegs = pgTable(
  'sb_bet_legs',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => sbBets.id),
    /** 0, 1, … in the slip's order. */
    legNo: smallint('leg_no').notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => sbEvents.eventId),
    marketId: text('market_id').notNull(),
    kind: text('kind').notNull(),
    line: doublePrecision('line'),
    selection: text('selection').notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    /** The leg's outcome by the bet's latest settlement. */
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.betId, t.legNo] }), index('sb_bet_legs_event_idx').on(t.eventId)],
);

/**
 * Each time a bet was settled: once per combination of its events' result versions (the key), so a
 * repeated or replayed result settles nothing twice. `deltaMinor` is what moved (the first
 * settlement's payout, then each correction's difference); `recoveredMinor` is how much of a
 * negative delta the member's balance covered (the rest is owed, for the operator).
 */
export const sbSettlements = pgTable(
  'sb_settlements',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => sbBets.id),
    resultKey: text('result_key').notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    deltaMinor: bigint('delta_minor', { mode: 'bigint' }).notNull(),
    recoveredMinor: bigint('recovered_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.resultKey] })],
);

/** A brand's book: its margin on the provider's prices and its limits per bet. */
export const sbBrandSettings = pgTable(
  'sb_brand_settings',
  {
    brandId: brandIdColumn().primaryKey(),
    marginBps: integer('margin_bps').notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    maxPayoutMinor: bigint('max_payout_minor', { mode: 'bigint' }).notNull(),
    /** How long an in-play bet waits before the book takes it at the price then. */
    inPlayDelayMs: integer('in_play_delay_ms').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('sb_brand_settings_margin', sql`${t.marginBps} between 0 and 5000`),
    check(
      'sb_brand_settings_limits',
      sql`${t.minStakeMinor} >= 1 and ${t.maxStakeMinor} >= ${t.minStakeMinor} and ${t.maxPayoutMinor} >= ${t.maxStakeMinor}`,
    ),
    check('sb_brand_settings_delay', sql`${t.inPlayDelayMs} between 0 and 30000`),
  ],
);
