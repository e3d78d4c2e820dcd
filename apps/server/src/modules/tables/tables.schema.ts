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
import type { TTableGame, TTableResult } from '@openlobby/contracts';
import { members } from '../identity/identity.schema.ts';
import { gameSessions } from '../house/house.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/** One stake as stored: the spot and its amount in minor units. */
export type TStoredStake = {
  kind: string;
  numbers?: number[];
  index?: 1 | 2 | 3;
  amountMinor: number;
  /** Stake + win, the stake on a push, 0 on a loss; absent until the round is drawn. */
  returnedMinor?: number;
  /** Bingo: the card bought (25 cells row by row, the free centre 0), dealt at purchase. */
  card?: number[];
};

/**
 * A live table of the house (issue 19): a baccarat shoe, a roulette wheel or a bingo room that deals shared
 * rounds to everyone seated, on the clock its leader process keeps (betting, then the result).
 */
export const houseTables = pgTable(
  'house_tables',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    game: text('game').notNull().$type<TTableGame>(),
    /** The catalogue game that launches it (every table of that game opens from it). */
    gameCode: text('game_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    bettingMs: integer('betting_ms').notNull(),
    resultMs: integer('result_ms').notNull(),
    /** Per spot kind: { minMinor, maxMinor } over one player's stakes in one round. */
    limits: jsonb('limits').$type<Record<string, { minMinor: number; maxMinor: number }>>().notNull(),
    chipsMinor: jsonb('chips_minor').$type<number[]>().notNull(),
    /** Retired tables open no new round. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_tables_code_key').on(t.brandId, t.code),
    index('house_tables_game_idx').on(t.brandId, t.gameCode),
    check('house_tables_game', sql`${t.game} in ('BACCARAT', 'ROULETTE', 'BINGO')`),
    check('house_tables_times', sql`${t.bettingMs} >= 1000 and ${t.resultMs} >= 500`),
  ],
);

/**
 * A table's seed epochs: the server seed committed (its SHA-256 shown) before the epoch's first
 * round and revealed when the next epoch starts. Baccarat: one shoe per epoch (nonce 0 shuffles
 * it); roulette: a run of spins, one nonce each.
 */
export const houseTableEpochs = pgTable(
  'house_table_epochs',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => houseTables.id),
    number: integer('number').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_table_epochs_number_key').on(t.tableId, t.number),
    uniqueIndex('house_table_epochs_current_key')
      .on(t.tableId)
      .where(sql`${t.revealedAt} is null`),
  ],
);

/** A shared round: BETTING until closes_at, then RESULT (drawn and paid in one transaction). */
export const houseTableRounds = pgTable(
  'house_table_rounds',
  {
    id: uuid('id').primaryKey(),
    tableId: integer('table_id')
      .notNull()
      .references(() => houseTables.id),
    brandId: brandIdColumn(),
    epochId: integer('epoch_id')
      .notNull()
      .references(() => houseTableEpochs.id),
    /** The table's round count, 1, 2, … */
    number: integer('number').notNull(),
    /** Within the epoch: roulette's nonce, baccarat's hand in the shoe (0 = first). */
    nonce: integer('nonce').notNull(),
    phase: text('phase').notNull().$type<'BETTING' | 'RESULT'>(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    result: jsonb('result').$type<TTableResult>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_table_rounds_number_key').on(t.tableId, t.number),
    uniqueIndex('house_table_rounds_nonce_key').on(t.epochId, t.nonce),
    // the back office's rounds of a table by day
    index('house_table_rounds_opened_idx').on(t.tableId, t.opensAt),
    check('house_table_rounds_phase', sql`${t.phase} in ('BETTING', 'RESULT')`),
    check(
      'house_table_rounds_result',
      sql`(${t.phase} = 'RESULT') = (${t.result} is not null) and (${t.result} is null) = (${t.settledAt} is null)`,
    ),
  ],
);

/** One placement of stakes on a round by one game session; several per player and round may exist. */
export const houseTableBets = pgTable(
  'house_table_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => houseTableRounds.id),
    tableId: integer('table_id')
      .notNull()
      .references(() => houseTables.id),
    brandId: brandIdColumn(),
    /** Null for free play. */
    memberId: integer('member_id').references(() => members.id),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    /** The launched game's vendor and catalogue node (its debit's), which its credit names too. */
    vendorCode: text('vendor_code').notNull(),
    nodeId: integer('node_id').notNull(),
    requestId: text('request_id').notNull(),
    stakes: jsonb('stakes').$type<TStoredStake[]>().notNull(),
    stakedMinor: bigint('staked_minor', { mode: 'bigint' }).notNull(),
    /** What the round returned to this placement; null until it is drawn. */
    returnedMinor: bigint('returned_minor', { mode: 'bigint' }),
    createdAt: createdAtColumn(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_table_bets_request_key').on(t.gameSessionId, t.requestId),
    index('house_table_bets_round_idx').on(t.roundId),
    index('house_table_bets_member_idx').on(t.memberId, t.createdAt),
    index('house_table_bets_session_idx').on(t.gameSessionId, t.createdAt),
    check('house_table_bets_amounts', sql`${t.stakedMinor} > 0 and coalesce(${t.returnedMinor}, 0) >= 0`),
    check('house_table_bets_settled', sql`(${t.returnedMinor} is null) = (${t.settledAt} is null)`),
  ],
);
