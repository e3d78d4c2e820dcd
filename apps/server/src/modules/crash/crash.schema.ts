import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/identity.schema.ts';
import { gameSessions } from '../house/house.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * A brand's crash game (issue 19): one shared round at a time for every player of the catalogue
 * game `gameCode`, on the clock its leader process keeps (betting, the run, the crash, a pause).
 */
export const houseCrashGames = pgTable(
  'house_crash_games',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    gameCode: text('game_code').notNull(),
    bettingMs: integer('betting_ms').notNull(),
    /** How long the crash point stays on screen before the next round opens. */
    pauseMs: integer('pause_ms').notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'bigint' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }).notNull(),
    chipsMinor: jsonb('chips_minor').$type<number[]>().notNull(),
    /** A closed game opens no new round. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_crash_games_code_key').on(t.brandId, t.gameCode),
    check('house_crash_games_times', sql`${t.bettingMs} >= 1000 and ${t.pauseMs} >= 500`),
    check(
      'house_crash_games_limits',
      sql`${t.minStakeMinor} > 0 and ${t.maxStakeMinor} >= ${t.minStakeMinor} and ${t.maxStakeMinor} <= 100000000`,
    ),
  ],
);

/**
 * A game's hash chain (bustabit style): h_length = the secret seed, h_i = SHA-256(h_{i+1}); game i
 * uses h_i and the terminal hash h_0 is published before game 1. Built once, when the game first
 * runs; `checkpoints[k]` is h_{k × checkpointEvery}, so any game's hash is at most checkpointEvery
 * hashes from a stored one.
 */
export const houseCrashChains = pgTable(
  'house_crash_chains',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => houseCrashGames.id),
    seed: text('seed').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    /** Public, fixed with the chain: the HMAC message every game's point is drawn with. */
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    checkpointEvery: integer('checkpoint_every').notNull(),
    checkpoints: jsonb('checkpoints').$type<string[]>().notNull(),
    edgeBp: integer('edge_bp').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // one chain per game: a second process that built one too loses the insert
    uniqueIndex('house_crash_chains_game_key').on(t.gameId),
    check('house_crash_chains_length', sql`${t.length} > 0 and ${t.length} % ${t.checkpointEvery} = 0`),
  ],
);

/**
 * One game of the chain: BETTING until starts_at, RUNNING until crashed_at, then CRASHED (every
 * bet settled). The crash point and the hash are stored when it opens and shown only once it crashed.
 */
export const houseCrashRounds = pgTable(
  'house_crash_rounds',
  {
    id: uuid('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => houseCrashGames.id),
    chainId: integer('chain_id')
      .notNull()
      .references(() => houseCrashChains.id),
    brandId: brandIdColumn(),
    /** The game's index in the chain, 1, 2, … */
    number: integer('number').notNull(),
    phase: text('phase').notNull().$type<'BETTING' | 'RUNNING' | 'CRASHED'>(),
    hash: text('hash').notNull(),
    /** Hundredths: 100 = 1.00 × (an instant crash). */
    crashPoint: integer('crash_point').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When the curve reaches the crash point: starts_at + crashElapsedAt(point). */
    crashesAt: timestamp('crashes_at', { withTimezone: true }).notNull(),
    /** Set at the crash: when the next round opens. */
    nextAt: timestamp('next_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_crash_rounds_number_key').on(t.chainId, t.number),
    index('house_crash_rounds_game_idx').on(t.gameId, t.number),
    check('house_crash_rounds_phase', sql`${t.phase} in ('BETTING', 'RUNNING', 'CRASHED')`),
    check('house_crash_rounds_point', sql`${t.crashPoint} between 100 and 100000000`),
    check(
      'house_crash_rounds_settled',
      sql`(${t.phase} = 'CRASHED') = (${t.settledAt} is not null) and (${t.settledAt} is null) = (${t.nextAt} is null)`,
    ),
  ],
);

/** One player's bet on a round: one per game session and round. */
export const houseCrashBets = pgTable(
  'house_crash_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => houseCrashRounds.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => houseCrashGames.id),
    brandId: brandIdColumn(),
    /** Null for free play. */
    memberId: integer('member_id').references(() => members.id),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    vendorCode: text('vendor_code').notNull(),
    nodeId: integer('node_id').notNull(),
    requestId: text('request_id').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** Hundredths; null: cashed out by hand only. */
    autoCashOut: integer('auto_cash_out'),
    /** Hundredths it cashed out at; null while it rides or once lost. */
    cashedOutAt: integer('cashed_out_at'),
    /** Stake × cash-out, 0 when lost; null until settled. */
    returnedMinor: bigint('returned_minor', { mode: 'bigint' }),
    createdAt: createdAtColumn(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_crash_bets_one_key').on(t.roundId, t.gameSessionId),
    // one bet per member and round, whichever of the member's launches placed it
    uniqueIndex('house_crash_bets_member_key')
      .on(t.roundId, t.memberId)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('house_crash_bets_request_key').on(t.gameSessionId, t.requestId),
    index('house_crash_bets_member_idx').on(t.memberId, t.createdAt),
    check('house_crash_bets_stake', sql`${t.stakeMinor} > 0 and coalesce(${t.returnedMinor}, 0) >= 0`),
    check(
      'house_crash_bets_auto',
      sql`${t.autoCashOut} is null or ${t.autoCashOut} between 101 and 100000000`,
    ),
    check(
      'house_crash_bets_settled',
      sql`(${t.returnedMinor} is null) = (${t.settledAt} is null) and (${t.cashedOutAt} is null or ${t.returnedMinor} is not null)`,
    ),
  ],
);
