import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAT_TEXT_MAX } from '@openlobby/contracts';
import { members } from '../identity/identity.schema.ts';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * The chat room's messages, one room per brand. `name` is the speaker's display name as it was
 * when they spoke (the room shows what was said under the name it was said with), `account` who
 * they are for moderators. A deleted
 * message stays for the audit with who deleted it; the room no longer shows it.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The speaker's account, for moderators (the room shows `name`). */
    account: text('account').notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAtColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.brandId, t.id),
    // char_length counts code points, as the cleaner does.
    check(
      'chat_messages_text_length',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(CHAT_TEXT_MAX))}`,
    ),
  ],
);

/** A member an operator silenced in the brand's room until `until` (a new mute replaces the old). */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    mutedBy: integer('muted_by').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('chat_mutes_member_key').on(t.brandId, t.memberId)],
);
