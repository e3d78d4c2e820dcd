import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-database.ts';
import { SEALED_VALUE } from '../../test/test-secrets.ts';
import { buildApp } from '../app.ts';
import { ZEnv } from '../config/env.ts';
import { secretBoxOf } from '../lib/secret-box.ts';
import { createSealedColumns } from '../lib/sealed-columns.ts';
import { brandVendors } from '../modules/games/games.schema.ts';
import { createSeamlessVendors, SEAMLESS_KEY_SECRETS } from '../modules/games/seamless-vendors.service.ts';
import { brandSocialProviders } from '../modules/identity/identity.schema.ts';
import { OIDC_CLIENT_SECRETS } from '../modules/identity/social.service.ts';
import { CHANNEL_SECRETS } from '../modules/payments/channel-secrets.ts';
import { paymentChannels } from '../modules/payments/payments.schema.ts';
import { BRAND_KEY_SECRETS, generateBrandKeyPair } from '../modules/system/brand-keys.service.ts';
import { createBrandSmsTokens } from '../modules/system/brand-setup.service.ts';
import { brandKeys, brands } from '../modules/system/system.schema.ts';
import type { Database } from './client.ts';
import { sealStoredSecrets } from './seal-stored-secrets.ts';

/**
 * The start-up step on rows written before provider secrets were sealed (or by a migration, or by
 * hand): one plain value of each kind is sealed for its row and column, opens to what it was, and a
 * second run finds nothing to do.
 */
const env = ZEnv.parse({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RUN_JOBS: 'false' });
const box = secretBoxOf(env);
const PLAIN = {
  clientSecret: 'plain-oidc-client-secret',
  smsToken: 'plain-sms-gateway-token',
  channelSecret: 'plain-channel-secret-0123456789abcdef',
  seamlessKey: 'k'.repeat(43),
  previousKey: 'p'.repeat(43),
};
let database: Database;
let ids: { brand: number; provider: number; channel: number; vendorRow: number; key: number };
let pem: string;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const db = database.db;
  const [lobby] = await db.select().from(brands).where(eq(brands.code, 'lobby'));
  const [provider] = await db
    .insert(brandSocialProviders)
    .values({
      brandId: lobby!.id,
      provider: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'lobby-web',
      clientSecret: PLAIN.clientSecret,
    })
    .returning();
  await db
    .update(brands)
    .set({
      providerSettings: {
        ...lobby!.providerSettings,
        sms: { mode: 'http', url: 'https://sms.example/send', token: PLAIN.smsToken, signature: '' },
      },
    })
    .where(eq(brands.id, lobby!.id));
  const [channel] = await db
    .update(paymentChannels)
    .set({ secret: PLAIN.channelSecret })
    .where(and(eq(paymentChannels.brandId, lobby!.id), eq(paymentChannels.gateway, 'sandbox')))
    .returning();
  // An external seamless vendor the brand offers, as the back office adds one (its key sealed).
  const vendors = createSeamlessVendors({ db, secrets: box });
  await vendors.create(db, {
    code: 'EXTS',
    name: 'EXTS Games',
    category: 'RNG',
    accountTypeId: 9901,
    integration: 'SEAMLESS',
  });
  await vendors.offer(db, lobby!.id, 'EXTS');
  const [vendorRow] = await db
    .select()
    .from(brandVendors)
    .where(and(eq(brandVendors.brandId, lobby!.id), isNotNull(brandVendors.seamlessKey)))
    .limit(1);
  await db
    .update(brandVendors)
    .set({
      seamlessKey: PLAIN.seamlessKey,
      seamlessPreviousKey: PLAIN.previousKey,
      seamlessPreviousKeyExpiresAt: new Date(Date.now() + 3_600_000),
    })
    .where(eq(brandVendors.id, vendorRow!.id));
  pem = (await generateBrandKeyPair()).privateKeyPkcs8;
  const [key] = await db
    .update(brandKeys)
    .set({ privateKeyPkcs8: pem })
    .where(and(eq(brandKeys.brandId, lobby!.id), eq(brandKeys.active, true)))
    .returning();
  ids = {
    brand: lobby!.id,
    provider: provider!.id,
    channel: channel!.id,
    vendorRow: vendorRow!.id,
    key: key!.id,
  };
});
afterAll(async () => database.close());

describe('the start-up step for provider secrets', () => {
  it('seals a plain value of each kind when the server starts, bound to its row and column', async () => {
    const app = await buildApp({ env, database });
    await app.close();
    const db = database.db;

    const [provider] = await db
      .select()
      .from(brandSocialProviders)
      .where(eq(brandSocialProviders.id, ids.provider));
    const [brand] = await db.select().from(brands).where(eq(brands.id, ids.brand));
    const [channel] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, ids.channel));
    const [vendorRow] = await db.select().from(brandVendors).where(eq(brandVendors.id, ids.vendorRow));
    const [key] = await db.select().from(brandKeys).where(eq(brandKeys.id, ids.key));
    const stored = [
      provider!.clientSecret,
      brand!.providerSettings.sms.token!,
      channel!.secret!,
      vendorRow!.seamlessKey!,
      vendorRow!.seamlessPreviousKey!,
      key!.privateKeyPkcs8,
    ];
    for (const value of stored) expect(value).toMatch(SEALED_VALUE);

    const open = <T extends string>(kind: string, id: number, column: T, value: string) =>
      createSealedColumns<T>(box, kind).open(id, column, value);
    expect(open(OIDC_CLIENT_SECRETS.kind, ids.provider, 'client_secret', stored[0]!)).toBe(
      PLAIN.clientSecret,
    );
    expect(createBrandSmsTokens(box).open(ids.brand, stored[1]!)).toBe(PLAIN.smsToken);
    expect(open(CHANNEL_SECRETS.kind, ids.channel, 'secret', stored[2]!)).toBe(PLAIN.channelSecret);
    expect(open(SEAMLESS_KEY_SECRETS.kind, ids.vendorRow, 'seamless_key', stored[3]!)).toBe(
      PLAIN.seamlessKey,
    );
    expect(open(SEAMLESS_KEY_SECRETS.kind, ids.vendorRow, 'seamless_previous_key', stored[4]!)).toBe(
      PLAIN.previousKey,
    );
    expect(open(BRAND_KEY_SECRETS.kind, ids.key, 'private_key_pkcs8', stored[5]!)).toBe(pem);
    // Bound to its column: the wallet key does not open as the previous key of the same row.
    expect(() =>
      open(SEAMLESS_KEY_SECRETS.kind, ids.vendorRow, 'seamless_previous_key', stored[3]!),
    ).toThrow();
    // The JSON around the token is kept as it was.
    expect(brand!.providerSettings.sms).toMatchObject({ mode: 'http', url: 'https://sms.example/send' });
  });

  it('is idempotent: a second run (another process starting, db:migrate) writes nothing', async () => {
    const secretNow = async () =>
      (
        await database.db.select().from(brandSocialProviders).where(eq(brandSocialProviders.id, ids.provider))
      )[0]!.clientSecret;
    const before = await secretNow();
    expect(await sealStoredSecrets(database.db, box)).toEqual({
      members: 0,
      operators: 0,
      oidcClientSecrets: 0,
      smsGatewayTokens: 0,
      paymentChannelSecrets: 0,
      seamlessVendorKeys: 0,
      brandPrivateKeys: 0,
    });
    expect(await secretNow()).toBe(before);
  });

  it('counts what it sealed, kind by kind', async () => {
    await database.db
      .update(paymentChannels)
      .set({ secret: PLAIN.channelSecret })
      .where(eq(paymentChannels.id, ids.channel));
    expect(await sealStoredSecrets(database.db, box)).toMatchObject({
      paymentChannelSecrets: 1,
      oidcClientSecrets: 0,
    });
  });
});
