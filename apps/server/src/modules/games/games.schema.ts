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
} from 'drizzle-orm/pg-core';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/** Texts by language code ({ EN, CN, TH, … }); EN is always there, other languages fall back to it. */
export type TGameNames = { EN: string } & Partial<Record<string, string>>;

/** How a vendor's games are paid: from our wallet per bet (SEAMLESS) or from money moved to the vendor (TRANSFER). */
export const WALLET_MODELS = ['SEAMLESS', 'TRANSFER'] as const;
export type TWalletModel = (typeof WALLET_MODELS)[number];

/** The max win per round of a new seamless vendor, as a multiple of the round's stakes. */
export const DEFAULT_MAX_WIN_MULTIPLE = 1000;

/**
 * Game vendors known to the platform; a brand switches them on through brand_vendors. A vendor
 * without an integration (null) has no working adapter and is shown nowhere.
 *
 * An external seamless vendor's wallet keys and win bound are per brand (brand_vendors), so one
 * brand's key never signs for another brand's players.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    /**
     * The adapter that launches its games: 'HOUSE' (ours), 'SIMULATOR' (the vendor simulator),
     * another name for an external seamless vendor's adapter, or null (none).
     */
    integration: text('integration'),
    walletModel: text('wallet_model').$type<TWalletModel>().notNull().default('SEAMLESS'),
  },
  (t) => [
    uniqueIndex('vendors_code_category_key').on(t.code, t.category),
    // The seamless wallet names its caller by code alone, so a code is one seamless vendor.
    uniqueIndex('vendors_seamless_code_key')
      .on(t.code)
      .where(sql`${t.walletModel} = 'SEAMLESS'`),
    check(
      'vendors_category',
      sql`${t.category} in ('LIVE','RNG','CONS','SPORTS','LOTT','FISH','ELOTT','PVP')`,
    ),
    check('vendors_wallet_model', sql`${t.walletModel} in ('SEAMLESS','TRANSFER')`),
  ],
);

/**
 * Which vendors a brand offers, in which order, and whether they are hot or under maintenance.
 *
 * An external seamless vendor (SEAMLESS, not HOUSE) signs its wallet calls for this brand's players
 * with this row's key: the current key and, during a rotation, the previous one until the operator
 * ends the rotation or it expires. Keys are random (never a known string) and per brand, so one
 * brand's key cannot sign for another brand's players and a rotation touches one brand only; a row
 * without a key cannot call at all. The house vendor calls the wallet in-process and never has one.
 */
export const brandVendors = pgTable(
  'brand_vendors',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** The seamless wallet key the vendor signs this brand's calls with now (HMAC-SHA256). */
    seamlessKey: text('seamless_key'),
    /** During a rotation: the key before, still accepted until the rotation ends or expires. */
    seamlessPreviousKey: text('seamless_previous_key'),
    seamlessPreviousKeyExpiresAt: timestamp('seamless_previous_key_expires_at', { withTimezone: true }),
    seamlessKeyCreatedAt: timestamp('seamless_key_created_at', { withTimezone: true }),
    /** A round's credits may total at most this many times its (not rolled back) debits. */
    maxWinMultiple: integer('max_win_multiple').notNull().default(DEFAULT_MAX_WIN_MULTIPLE),
  },
  (t) => [
    uniqueIndex('brand_vendors_brand_vendor_key').on(t.brandId, t.vendorId),
    index('brand_vendors_brand_sort_idx').on(t.brandId, t.sort),
    check('brand_vendors_max_win_multiple', sql`${t.maxWinMultiple} between 1 and 1000000`),
    check(
      'brand_vendors_seamless_keys',
      sql`(${t.seamlessKey} is null or length(${t.seamlessKey}) >= 43)
        and (${t.seamlessPreviousKey} is null or (${t.seamlessKey} is not null and ${t.seamlessPreviousKeyExpiresAt} is not null))`,
    ),
  ],
);

/**
 * The game catalogue: one row per game of a vendor. Its id is the nodeId every call uses; its
 * category is its vendor's. NEW means released within the last 30 days.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** The vendor's own id of the game (what its launch call takes). */
    gameCode: text('game_code').notNull(),
    names: jsonb('names').$type<TGameNames>().notNull(),
    gameType: text('game_type').notNull(),
    freePlay: boolean('free_play').notNull().default(false),
    hasRooms: boolean('has_rooms').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('games_vendor_code_key').on(t.vendorId, t.gameCode),
    check('games_game_type', sql`${t.gameType} in ('SC','VP','JP','TG','AC','BG')`),
    check('games_names_en', sql`jsonb_typeof(${t.names} -> 'EN') = 'string'`),
  ],
);

/** Which games a brand offers, in which order, and whether they are hot or under maintenance there. */
export const brandGames = pgTable(
  'brand_games',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
  },
  (t) => [
    uniqueIndex('brand_games_brand_game_key').on(t.brandId, t.gameId),
    index('brand_games_game_idx').on(t.gameId),
  ],
);

/** A member's favourite games (at most 200 each). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('favourite_games_member_game_key').on(t.memberId, t.gameId),
    index('favourite_games_game_idx').on(t.gameId),
  ],
);

/**
 * Launches per member and game: RECENT is a member's last 20 by last_played_at; popular ranks a
 * brand's games by the members who played them in the last 7 days.
 */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
    plays: integer('plays').notNull().default(1),
  },
  (t) => [
    uniqueIndex('game_plays_member_game_key').on(t.memberId, t.gameId),
    index('game_plays_member_recent_idx').on(t.memberId, t.lastPlayedAt),
    index('game_plays_brand_recent_idx').on(t.brandId, t.lastPlayedAt),
    index('game_plays_game_idx').on(t.gameId),
    check('game_plays_plays_positive', sql`${t.plays} > 0`),
  ],
);

/** The rooms (stake levels) of a card game with has_rooms; bets in minor units of the brand's currency. */
export const gameRooms = pgTable(
  'game_rooms',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    roomCode: text('room_code').notNull(),
    name: jsonb('name').$type<TGameNames>().notNull(),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('game_rooms_game_code_key').on(t.gameId, t.roomCode),
    check('game_rooms_name_en', sql`jsonb_typeof(${t.name} -> 'EN') = 'string'`),
    check('game_rooms_bets', sql`${t.minBetMinor} > 0 and ${t.maxBetMinor} >= ${t.minBetMinor}`),
  ],
);
