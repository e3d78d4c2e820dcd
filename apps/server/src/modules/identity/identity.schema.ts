import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandIdColumn, createdAtColumn } from '../system/system.schema.ts';

/**
 * Accounts of a brand: members, agents (types 1, 2, 41, 42) and trial accounts (type 4). Status A
 * active; F frozen and D disabled cannot log in (member_no_enter).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    type: integer('type').notNull().default(0),
    status: text('status').notNull().default('A'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator's password reset: the next password login must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    mobile: text('mobile'),
    email: text('email'),
    payeeName: text('payee_name'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    idNumber: text('id_number'),
    birthday: text('birthday'),
    paymentPasswordHash: text('payment_password_hash'),
    /** The agent this account registered under (affiliate code), if any. */
    uplineId: integer('upline_id'),
    /** The member whose referral code brought this one (referral programme). */
    referrerId: integer('referrer_id'),
    recommenderId: text('recommender_id'),
    /** An agent's own code for register links (?affiliateCode / referralCode). */
    affiliateCode: text('affiliate_code'),
    registerUrl: text('register_url'),
    registerDomain: text('register_domain'),
    registerMethod: text('register_method'),
    registerIp: text('register_ip'),
    vipLevel: integer('vip_level').notNull().default(0),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** Last TOTP time step accepted, so a code is usable once. */
    totpLastStep: integer('totp_last_step'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('members_brand_account_key').on(t.brandId, sql`lower(${t.account})`),
    uniqueIndex('members_brand_mobile_key')
      .on(t.brandId, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex('members_brand_affiliate_key')
      .on(t.brandId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    index('members_brand_email_idx').on(t.brandId, sql`lower(${t.email})`),
    // The trial-account cap counts a brand's trial accounts of the last hour.
    index('members_brand_trial_created_idx')
      .on(t.brandId, t.createdAt)
      .where(sql`${t.type} = 4`),
    check('members_type', sql`${t.type} in (0, 1, 2, 4, 41, 42)`),
    check('members_status', sql`${t.status} in ('A', 'F', 'D')`),
  ],
);

/** Login sessions: the token is only ever stored as its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    method: text('method').notNull(),
    /** A session that must change its password before anything else. */
    restricted: boolean('restricted').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);

/** Addresses a member has logged in from; a login from any other asks for the second step. */
export const memberIps = pgTable(
  'member_ips',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    firstSeenAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_ips_member_ip_key').on(t.memberId, t.ip)],
);

/** Image captchas: single use, expiring; the answer is stored hashed. */
export const captchas = pgTable('captchas', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Password-reset links sent by e-mail: single use, expiring. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});

/** A login waiting for its second step (unregistered IP). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** For EMAIL: the hash of the code that was mailed. */
    codeHash: text('code_hash'),
    ip: text('ip').notNull(),
    loginMethod: text('login_method').notNull(),
    /** The password state of the login that asked for the check: its session is issued with it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordExpired: boolean('password_expired').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [check('login_challenges_method', sql`${t.method} in ('SMS', 'EMAIL', 'BANK_NAME', 'TOTP')`)],
);

/** A brand's OpenID Connect / OAuth 2 providers for social sign-in (Google, Facebook, Line). */
export const brandSocialProviders = pgTable(
  'brand_social_providers',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('brand_social_providers_key').on(t.brandId, t.provider),
    check('brand_social_providers_provider', sql`${t.provider} in ('google', 'facebook', 'line')`),
  ],
);

/**
 * One social sign-in round trip: the PKCE verifier, state and nonce of the redirect, then the
 * one-time ticket the site exchanges for a session. Both secrets are stored hashed.
 */
export const socialLogins = pgTable('social_logins', {
  id: serial('id').primaryKey(),
  brandId: brandIdColumn(),
  provider: text('provider').notNull(),
  stateHash: text('state_hash').notNull().unique(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /**
   * SHA-256 of the random value the start put in the browser's cookie: the callback completes only
   * in the browser that started it. Null only on round trips started before the binding existed.
   */
  bindingHash: text('binding_hash'),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  ticketHash: text('ticket_hash').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});

/** A member's identity at a social provider (the provider's subject). */
export const memberSocialAccounts = pgTable(
  'member_social_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('member_social_accounts_key').on(t.brandId, t.provider, t.subject)],
);
