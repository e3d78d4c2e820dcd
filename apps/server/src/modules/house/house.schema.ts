import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members, sessions } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * A launched game's session: the token in the game page's URL (stored as its hash). It ties the
 * page to one member (none for free play), one game and one wallet; debits need a live one, wins
 * and rollbacks do not (DESIGN.md "Games"). A real-play session lives only as long as the login
 * session it was launched from and while its member may play.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    /** Null for a free-play session. */
    memberId: integer('member_id').references(() => members.id),
    /**
     * The login session the game was launched from (null for free play): logging out, a new
     * password or an operator's lock revokes it, and with it the game. Real-play rows without one
     * (launched before this column) are never live.
     */
    loginSessionId: integer('login_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** The catalogue node launched. */
    nodeId: integer('node_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    /** Free play: the demo balance, not money (null for real play). */
    funBalanceMinor: bigint('fun_balance_minor', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('game_sessions_token_key').on(t.tokenHash),
    check('game_sessions_fun_or_member', sql`(${t.memberId} is null) = (${t.funBalanceMinor} is not null)`),
    check('game_sessions_fun_balance', sql`${t.funBalanceMinor} is null or ${t.funBalanceMinor} >= 0`),
  ],
);

/**
 * A player's provably fair seed pairs. The active pair's server seed stays secret (only its
 * SHA-256 is shown) until the player rotates it; then it is revealed and a new pair starts at nonce 0.
 * Free play keys them by the game session instead of a member.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id').references(() => members.id),
    gameSessionId: bigint('game_session_id', { mode: 'number' }).references(() => gameSessions.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // One active pair per member (real play) and per game session (free play).
    uniqueIndex('house_seeds_active_member_key')
      .on(t.memberId)
      .where(sql`${t.active} and ${t.memberId} is not null`),
    uniqueIndex('house_seeds_active_session_key')
      .on(t.gameSessionId)
      .where(sql`${t.active} and ${t.gameSessionId} is not null`),
    check('house_seeds_owner', sql`(${t.memberId} is null) <> (${t.gameSessionId} is null)`),
    check('house_seeds_revealed', sql`${t.active} = (${t.revealedAt} is null)`),
  ],
);

/** Every round the house played: what was bet, what the stream decided, what was paid. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id').references(() => members.id),
    gameSessionId: bigint('game_session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    gameCode: text('game_code').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => houseSeeds.id),
    nonce: integer('nonce').notNull(),
    /** The client seed of this round (the player may change it between rounds of one server seed). */
    clientSeed: text('client_seed').notNull(),
    /** The page's request id: a retried spin answers this round. */
    requestId: text('request_id').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull(),
    /** The engine's round (spins, grids, wins in minor units). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    freePlay: boolean('free_play').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('house_rounds_seed_nonce_key').on(t.seedId, t.nonce),
    uniqueIndex('house_rounds_request_key').on(t.gameSessionId, t.requestId),
    index('house_rounds_member_idx').on(t.memberId, t.createdAt),
    index('house_rounds_session_idx').on(t.gameSessionId, t.createdAt),
    check('house_rounds_amounts', sql`${t.betMinor} > 0 and ${t.winMinor} >= 0`),
  ],
);
