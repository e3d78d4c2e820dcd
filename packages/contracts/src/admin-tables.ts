import { z } from 'zod';
import { ZAdminBrandQuery } from './admin-agents.ts';
import { ZAdminReasonBody } from './admin-engagement.ts';
import { TABLE_GAMES, ZPlacedStake, ZTableResult } from './house-tables.ts';
import { ZAmount } from './money.ts';

/**
 * The live tables' back office (issue 19): a brand's tables with their round in play and today's
 * play, a table's edit (name, open or closed, betting and result times, limits per spot, chips),
 * its rounds with what they took and returned, and one round's placements. Every call names the
 * brand (`?brand=`); another brand's table or round answers NOT_FOUND. Money is the members' only:
 * free play's demo chips are not the house's and are left out of every figure.
 */
export const ADMIN_TABLES_API = {
  /** A brand's tables, closed ones too. */
  tables: '/admin/api/tables',
  /** One table's edit (PUT); limits and times apply from its next round. */
  table: '/admin/api/tables/:id',
  /** A table's rounds, newest first, paged, filterable by day (the brand's time zone). */
  rounds: '/admin/api/tables/:id/rounds',
  /** One round's placements by members, with their stakes and returns. */
  round: '/admin/api/tables/rounds/:roundId',
} as const;

/** Betting and result times an operator may set, in seconds. */
export const TABLE_BETTING_SECONDS = { min: 5, max: 120 } as const;
export const TABLE_RESULT_SECONDS = { min: 3, max: 60 } as const;
/** How many chips a table offers at most. */
export const TABLE_CHIPS_MAX = 8;

const ZPage = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** One spot's limits over a player's stakes in one round, major units. */
export const ZAdminTableLimit = z.object({ min: z.number(), max: z.number() });

export const ZAdminTable = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  game: z.enum(TABLE_GAMES),
  /** A closed table finishes the round in play and opens no other. */
  active: z.boolean(),
  bettingSeconds: z.number(),
  resultSeconds: z.number(),
  /** Per spot kind (every spot of the game), major units. */
  limits: z.record(z.string(), ZAdminTableLimit),
  chips: z.array(z.number()),
  /** The latest round: the one in play, or the last one shown; null before the first. */
  round: z.object({ number: z.number().int(), phase: z.enum(['BETTING', 'RESULT']) }).nullable(),
  /** Today in the brand's time zone: members who placed stakes, and what they staked. */
  playersToday: z.number().int(),
  stakedToday: z.number(),
});
export type TAdminTable = z.infer<typeof ZAdminTable>;
export const ZAdminTableList = z.object({
  currency: z.string(),
  decimals: z.number().int(),
  items: z.array(ZAdminTable),
});
export type TAdminTableList = z.infer<typeof ZAdminTableList>;

/**
 * A table's edit: every field, as the dialog shows them, and the reason the audit keeps. Limits
 * name each spot of the game (the server checks the set and the currency's decimals); chips
 * ascend, each above 0.
 */
export const ZAdminTableUpdate = z
  .object({
    name: z.string().trim().min(1).max(40),
    active: z.boolean(),
    bettingSeconds: z.number().int().min(TABLE_BETTING_SECONDS.min).max(TABLE_BETTING_SECONDS.max),
    resultSeconds: z.number().int().min(TABLE_RESULT_SECONDS.min).max(TABLE_RESULT_SECONDS.max),
    limits: z.record(
      z.string().regex(/^[A-Z_]{1,16}$/),
      z
        .object({ min: ZAmount, max: ZAmount })
        .strict()
        .refine((l) => l.min <= l.max, { message: 'The least stake is above the most.', path: ['max'] }),
    ),
    chips: z
      .array(ZAmount)
      .min(1)
      .max(TABLE_CHIPS_MAX)
      .refine((c) => c.every((v, i) => i === 0 || v > c[i - 1]!), { message: 'Chips must ascend.' }),
    reason: ZAdminReasonBody.shape.reason,
  })
  .strict();
export type TAdminTableUpdate = z.infer<typeof ZAdminTableUpdate>;

export const ZAdminTableRoundsQuery = ZAdminBrandQuery.extend({
  /** Days in the brand's time zone, inclusive, by when the round opened. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...ZPage,
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From after to.', path: ['to'] });

export const ZAdminTableRound = z.object({
  id: z.string(),
  number: z.number().int(),
  phase: z.enum(['BETTING', 'RESULT']),
  openedAt: z.string(),
  result: ZTableResult.nullable(),
  /** Members with stakes in it, what they staked, and what it returned to them (null until drawn). */
  players: z.number().int(),
  staked: z.number(),
  returned: z.number().nullable(),
  /** Staked less returned: what the house won (negative: lost); null until drawn. */
  houseResult: z.number().nullable(),
});
export type TAdminTableRound = z.infer<typeof ZAdminTableRound>;
export const ZAdminTableRoundPage = z.object({
  currency: z.string(),
  table: z.object({ id: z.number().int(), code: z.string(), name: z.string(), game: z.enum(TABLE_GAMES) }),
  items: z.array(ZAdminTableRound),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminTableRoundPage = z.infer<typeof ZAdminTableRoundPage>;

export const ZAdminTableRoundParams = z.object({ roundId: z.uuid() });

export const ZAdminTablePlacement = z.object({
  id: z.string(),
  account: z.string(),
  at: z.string(),
  stakes: z.array(ZPlacedStake),
  staked: z.number(),
  /** Null until the round is drawn. */
  returned: z.number().nullable(),
});
export type TAdminTablePlacement = z.infer<typeof ZAdminTablePlacement>;
export const ZAdminTablePlacements = z.object({
  currency: z.string(),
  table: z.object({ id: z.number().int(), code: z.string(), name: z.string(), game: z.enum(TABLE_GAMES) }),
  round: ZAdminTableRound,
  items: z.array(ZAdminTablePlacement),
});
export type TAdminTablePlacements = z.infer<typeof ZAdminTablePlacements>;
