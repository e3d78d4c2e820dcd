import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brandIdColumn, brands, createdAtColumn } from '../system/system.schema.ts';

/**
 * SMS verification codes. Only a salted SHA-256 of the code is kept; a code is good once, until
 * expires_at, for fewer than five wrong guesses, and only while it is the newest of its
 * brand + mobile + purpose (issuing a new one sets used_at on the older ones).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    /** Normalised: spaces and dashes removed, optional leading +. */
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    /** `sha256$<salt>$<hex digest of salt + code>`; never the code itself. */
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; the fifth burns the code. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is consumed, burnt, superseded or could not be delivered. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sms_codes_lookup_idx').on(t.brandId, t.mobile, t.purpose, t.createdAt),
    check('sms_codes_purpose', sql`${t.purpose} in ('login','register','resetPassword','secondStep')`),
    check('sms_codes_mobile_format', sql`${t.mobile} ~ '^\\+?[0-9]{6,15}$'`),
    check('sms_codes_attempts', sql`${t.attempts} between 0 and 5`),
    check('sms_codes_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * Every SMS the platform tried to send, whichever provider: the outbox provider's messages live
 * only here (development), a gateway's are recorded with its message id. The back office lists it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('sms_outbox_brand_mobile_created_idx').on(t.brandId, t.mobile, t.createdAt),
    index('sms_outbox_brand_created_idx').on(t.brandId, t.createdAt),
    check('sms_outbox_status', sql`${t.status} in ('SENT','FAILED')`),
    check('sms_outbox_failed_has_error', sql`${t.status} = 'SENT' or ${t.error} is not null`),
    check('sms_outbox_body_length', sql`char_length(${t.body}) between 1 and 1600`),
  ],
);

/** E-mail kept by the mailer when no SMTP server is configured (development); brand optional. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    /** "to" is a reserved word in SQL, hence the column name. */
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt)],
);
