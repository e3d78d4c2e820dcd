import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
  check,
} from 'drizzle-orm/pg-core';
import type {
  TFeatureFlags,
  TRegisterSettings,
  TTheme,
  TWhitelabelNode,
  TLanguage,
  TAuthSettings,
} from '@openlobby/contracts';

/**
 * A brand's messaging providers. The gateway token is a secret: the back office can set it but
 * never reads it back (a deployment with a KMS would keep it there; README design notes).
 */
export type TBrandProviderSettings = {
  sms: { mode: 'platform' | 'http'; url: string | null; token: string | null; signature: string };
  mail: { fromName: string | null; fromAddress: string | null };
};

/** A brand (merchant): everything that makes one white-label site differ from another is here, as data. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyDecimals: integer('currency_decimals').notNull(),
    timeZone: text('time_zone').notNull(),
    defaultLanguage: text('default_language').$type<TLanguage>().notNull(),
    languages: text('languages').array().$type<TLanguage[]>().notNull(),
    theme: jsonb('theme').$type<TTheme>().notNull(),
    flags: jsonb('flags').$type<TFeatureFlags>().notNull(),
    registerRules: jsonb('register_rules').$type<TRegisterSettings>().notNull(),
    authSettings: jsonb('auth_settings').$type<TAuthSettings>().notNull(),
    whitelabelTree: jsonb('whitelabel_tree').$type<TWhitelabelNode[]>().notNull(),
    imageCdns: text('image_cdns').array().notNull(),
    launchGameCdns: text('launch_game_cdns').array().notNull(),
    esportsProviders: text('esports_providers').array().notNull(),
    cockfightProviders: text('cockfight_providers').array().notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceMessage: text('maintenance_message'),
    maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
    /** ISO 3166-1 alpha-2 codes whose visitors see the region-restricted page. */
    restrictedCountries: text('restricted_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    copyright: text('copyright').notNull(),
    /** The brand's own SMS gateway and mail sender; empty means the platform's (env) defaults. */
    providerSettings: jsonb('provider_settings')
      .$type<TBrandProviderSettings>()
      .notNull()
      .default(
        sql`'{"sms":{"mode":"platform","url":null,"token":null,"signature":""},"mail":{"fromName":null,"fromAddress":null}}'::jsonb`,
      ),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brands_code_key').on(t.code),
    check('brands_code_format', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{1,31}$'`),
    check('brands_default_language_enabled', sql`${t.defaultLanguage} = ANY(${t.languages})`),
    check('brands_currency_decimals', sql`${t.currencyDecimals} between 0 and 4`),
  ],
);

/** Host names a brand answers on; a request without a Merchant header is matched by its Host. */
export const brandDomains = pgTable(
  'brand_domains',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    domain: text('domain').notNull(),
    /** Last measured response time in ms; the domain route list is ordered by it. */
    speedMs: integer('speed_ms').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    uniqueIndex('brand_domains_domain_key').on(t.domain),
    index('brand_domains_brand_idx').on(t.brandId),
    check('brand_domains_lowercase', sql`${t.domain} = lower(${t.domain})`),
  ],
);

/**
 * The key pairs behind encrypted (E) calls; the row id is the key's `kid`. One key per brand is
 * active (the site config publishes it); a rotation retires the previous one, which keeps opening
 * bodies for a grace period after `retired_at` so a page loaded before the rotation still works.
 * The private key stays in the database here; a deployment that has a KMS keeps it there instead
 * (README design notes).
 */
export const brandKeys = pgTable(
  'brand_keys',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    publicKeySpki: text('public_key_spki').notNull(),
    privateKeyPkcs8: text('private_key_pkcs8').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    /** When a rotation replaced this key; null while it is active. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('brand_keys_one_active')
      .on(t.brandId)
      .where(sql`${t.active}`),
  ],
);

/**
 * Nonces of encrypted calls seen lately, per brand: the primary key makes the insert the atomic
 * "seen before?" check across processes. A row is needed only while its call's timestamp would
 * still be accepted; expired rows are purged as calls come in.
 */
export const encryptedCallNonces = pgTable(
  'encrypted_call_nonces',
  {
    brandId: brandIdColumn(),
    /** SHA-256 of the nonce, hex: fixed size whatever the client sent. */
    nonceHash: text('nonce_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.nonceHash] }),
    index('encrypted_call_nonces_expires_idx').on(t.expiresAt),
  ],
);

/** Download and media resources (app packages, movie site, …) listed by the domain route call. */
export const brandResources = pgTable(
  'brand_resources',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
    labelNameEn: text('label_name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('brand_resources_brand_idx').on(t.brandId, t.sort)],
);

/** App downloads and messenger links by type (IOS, MOBILECONFIG, Android, LINE, QQ). */
export const deviceLinks = pgTable(
  'device_links',
  {
    id: serial('id').primaryKey(),
    brandId: brandIdColumn(),
    type: text('type').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    uniqueIndex('device_links_brand_type_key').on(t.brandId, t.type),
    check('device_links_type', sql`${t.type} in ('IOS','MOBILECONFIG','Android','LINE','QQ')`),
  ],
);

/** The owning brand of a row: every brand-owned table carries it, and no query crosses brands. */
export function brandIdColumn() {
  return integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });
}

/** When a row was written. Declared as functions so tables defined above can use them (hoisting). */
export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}
