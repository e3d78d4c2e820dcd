import { sql } from 'drizzle-orm';
import {
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
  varchar,
} from 'drizzle-orm/pg-core';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/** Text in several languages, keyed by spec language code ({ EN: '…', CN: '…' }). */
export type TLocalized = Partial<Record<string, string>>;

/** Announcements of every type (B, PL, PU, PR, H), before (B) or after (A) login. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    type: text('type').notNull(),
    execution: text('execution').notNull().default('B'),
    /** Promotion category (type PR only). */
    category: text('category'),
    platform: text('platform').notNull().default('W'),
    title: jsonb('title').$type<TLocalized>().notNull(),
    content: jsonb('content').$type<TLocalized>().notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('announcements_brand_type_idx').on(t.brandId, t.type, t.execution),
    check('announcements_type', sql`${t.type} in ('B','PL','PU','PR','H')`),
    check('announcements_execution', sql`${t.execution} in ('B','A')`),
    check(
      'announcements_category',
      sql`${t.category} is null or (${t.type} = 'PR' and ${t.category} in ('NEWBIE','DAILY','RNG','SPORTS','LIVE','VIP'))`,
    ),
    check('announcements_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Help-centre topics; the footer lists their titles and /help/:tag shows one. */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    tag: varchar('tag', { length: 64 }).notNull(),
    title: jsonb('title').$type<TLocalized>().notNull(),
    content: jsonb('content').$type<TLocalized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_topics_brand_tag_key').on(t.brandId, t.tag)],
);

/** Customer-service entries; position -1 is the header's VIP entry, 1.. the side-menu order. */
export const customerServiceEntries = pgTable(
  'customer_service_entries',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    csPosition: integer('cs_position').notNull(),
    csType: text('cs_type').notNull(),
    title: jsonb('title').$type<TLocalized>().notNull(),
    url: text('url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('customer_service_brand_idx').on(t.brandId, t.csPosition),
    check('customer_service_type', sql`${t.csType} in ('TELEGRAM','FACEBOOK','LIVECHAT','LINE')`),
  ],
);

/**
 * Feedback sent from the site, with the member who sent it when logged in (a visitor's has none).
 * One operator reply per feedback (plain text), which also reaches the member's inbox as a
 * FEEDBACK_REPLY message keyed `feedback-reply:<id>`.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id'),
    questionType: text('question_type').notNull(),
    content: varchar('content', { length: 140 }).notNull(),
    language: text('language').notNull(),
    ip: text('ip'),
    createdAt: createdAtColumn(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by'),
  },
  (t) => [
    index('feedback_brand_created_idx').on(t.brandId, t.createdAt),
    index('feedback_brand_member_idx').on(t.brandId, t.memberId),
    check('feedback_content_length', sql`char_length(${t.content}) between 1 and 140`),
    check(
      'feedback_reply_whole',
      sql`(${t.reply} is null) = (${t.repliedAt} is null) and (${t.reply} is null or char_length(${t.reply}) between 1 and 2000)`,
    ),
  ],
);
