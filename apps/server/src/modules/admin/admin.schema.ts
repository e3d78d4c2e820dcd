import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { createdAtColumn } from '../system/system.schema.ts';

/** Back-office accounts, apart from members. Owner and finance must use an authenticator. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    totpSecret: text('totp_secret'),
    totpLastStep: integer('totp_last_step'),
    /** A secret shown for enrolment and not yet proven with a code; it replaces totp_secret once proven. */
    totpPendingSecret: text('totp_pending_secret'),
    status: text('status').notNull().default('A'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('operators_username_key').on(sql`lower(${t.username})`),
    check('operators_role', sql`${t.role} in ('owner', 'finance', 'risk', 'support', 'content')`),
    check('operators_status', sql`${t.status} in ('A', 'D')`),
  ],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_sessions_token_key').on(t.tokenHash)],
);

/**
 * Every operator action, append-only and hash-chained: each row carries the hash of the one before,
 * so a changed or removed row breaks every hash after it. A trigger (migration 0006) refuses UPDATE,
 * DELETE and TRUNCATE for every database role the application uses.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('audit_log_action_idx').on(t.action, t.id)],
);
