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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MESSAGE_KINDS } from '@openlobby/contracts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

const kindList = sql.raw(MESSAGE_KINDS.map((k) => `'${k}'`).join(','));

/**
 * The inbox: a personal message (member set) or a broadcast to every member of the brand (member
 * null). `source_key` is unique per brand, so a consumer or a retried operator call never writes a
 * message twice (`deposit:<entry>`, `contract-offer:<event>`, `feedback-reply:<feedback>`,
 * `broadcast:<operator request>`). Platform messages keep no text (the site words them from kind
 * and params in the member's language); broadcasts and replies keep the operator's plain text.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    sourceKey: text('source_key').notNull(),
    /** The operator who sent a broadcast or a reply. */
    sentBy: integer('sent_by'),
    /** A personal message's own read mark (broadcasts keep theirs per member in message_states). */
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('messages_source_key').on(t.brandId, t.sourceKey),
    // a member's inbox, newest first
    index('messages_member_idx').on(t.memberId, t.id),
    // a brand's broadcasts, newest first
    index('messages_broadcast_idx')
      .on(t.brandId, t.id)
      .where(sql`${t.memberId} is null`),
    check('messages_kind', sql`${t.kind} in (${kindList})`),
    check('messages_broadcast_kind', sql`(${t.memberId} is null) = (${t.kind} = 'BROADCAST')`),
  ],
);

/** A member's read and deleted marks on a broadcast (one row per member who touched it). */
export const messageStates = pgTable(
  'message_states',
  {
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id').notNull(),
    read: boolean('read').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] })],
);
