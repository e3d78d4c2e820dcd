import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { announcements, type TLocalized } from '../content/content.schema.ts';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/** Binary column (application images); PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A promotion a member can take part in: a category (the announcements' promotion categories), a
 * kind and its rule parameters (jsonb, validated by ZPromotionRule on every write and read), a
 * window and the operator's state. `announcement_id` ties it to the PR announcement that tells it.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    announcementId: integer('announcement_id').references(() => announcements.id),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<TLocalized>().notNull(),
    rule: jsonb('rule').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    state: text('state').notNull().default('DRAFT'),
    /** Raffles: the server seed (secret until the promotion closes) and its published SHA-256. */
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('promotions_brand_idx').on(t.brandId, t.state),
    check(
      'promotions_kind',
      sql`${t.kind} in ('DEPOSIT_MATCH','FIRST_DEPOSIT','RELOAD','CASHBACK','BIRTHDAY','MANUAL','RAFFLE')`,
    ),
    check('promotions_category', sql`${t.category} in ('NEWBIE','DAILY','RNG','SPORTS','LIVE','VIP')`),
    check('promotions_state', sql`${t.state} in ('DRAFT','ACTIVE','CLOSED')`),
    check('promotions_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('promotions_rule_kind', sql`${t.rule}->>'kind' = ${t.kind}`),
    check('promotions_raffle_seed', sql`(${t.kind} = 'RAFFLE') = (${t.serverSeed} is not null)`),
  ],
);

/** The promotion a participation, an application or a bonus belongs to. */
const promotionIdColumn = () =>
  integer('promotion_id')
    .notNull()
    .references(() => promotions.id);

/** The member who takes part, applied or was paid. */
const memberIdColumn = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id);

/** A member's part in one promotion (one row per member and promotion), in §4's activity states. */
export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    promotionId: promotionIdColumn(),
    memberId: memberIdColumn(),
    state: text('state').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_participations_key').on(t.promotionId, t.memberId),
    index('promotion_participations_member_idx').on(t.memberId),
    check(
      'promotion_participations_state',
      sql`${t.state} in ('JOIN','CLAIM','APPLYING','CLOSED','REJECTED','ISSUED','CLAIMED','IN_PROGRESS','SIGNED','COMING_SOON')`,
    ),
  ],
);

/** An application for a promotion: a remark of ≤ 140 characters and its images (below). */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    promotionId: promotionIdColumn(),
    memberId: memberIdColumn(),
    remark: varchar('remark', { length: 140 }).notNull(),
    status: text('status').notNull().default('APPLYING'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('promotion_applications_queue_idx').on(t.brandId, t.status),
    // one open application per member and promotion
    uniqueIndex('promotion_applications_open_key')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.status} = 'APPLYING'`),
    check('promotion_applications_status', sql`${t.status} in ('APPLYING','REJECTED','PASSED')`),
  ],
);

/** An application's images, stored with the type their bytes showed (png or jpeg), ≤ 5 MB. */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => promotionApplications.id),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    uniqueIndex('promotion_application_images_key').on(t.applicationId, t.position),
    check('promotion_application_images_position', sql`${t.position} between 0 and 2`),
    check('promotion_application_images_type', sql`${t.contentType} in ('image/png','image/jpeg')`),
    check('promotion_application_images_size', sql`octet_length(${t.bytes}) between 1 and 5242880`),
  ],
);

/**
 * A bonus paid: its BONUS journal entry (unique, from the brand's BONUS account to the member's
 * main wallet), the turnover it must be wagered to, and the member's all-time bets when it was
 * issued (where its progress starts). `period_key` tells repeated bonuses of one promotion apart
 * (a cashback's day, a raffle's nonce); '' for once-only ones.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: memberIdColumn(),
    promotionId: promotionIdColumn(),
    periodKey: text('period_key').notNull().default(''),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    turnoverRequiredMinor: bigint('turnover_required_minor', { mode: 'bigint' }).notNull(),
    betsAtIssueMinor: bigint('bets_at_issue_minor', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    cancelEntryId: bigint('cancel_entry_id', { mode: 'number' }),
    cancelledMinor: bigint('cancelled_minor', { mode: 'bigint' }),
    status: text('status').notNull().default('ISSUED'),
    issuedBy: text('issued_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('bonuses_key').on(t.promotionId, t.memberId, t.periodKey),
    uniqueIndex('bonuses_entry_key').on(t.entryId),
    index('bonuses_member_idx').on(t.memberId, t.createdAt),
    check('bonuses_status', sql`${t.status} in ('ISSUED','CANCELLED','COMPLETED')`),
    check('bonuses_amount', sql`${t.amountMinor} > 0`),
    check(
      'bonuses_turnover',
      sql`${t.turnoverRequiredMinor} = ${t.amountMinor} * ${t.turnoverMultiplier} and ${t.turnoverMultiplier} >= 0`,
    ),
    check('bonuses_cancel', sql`(${t.status} = 'CANCELLED') = (${t.cancelledMinor} is not null)`),
  ],
);
