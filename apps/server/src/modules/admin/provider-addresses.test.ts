import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, OPS_TOKEN, type TestApp } from '../../../test/test-app.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { brandSocialProviders } from '../identity/identity.schema.ts';
import { brands } from '../system/system.schema.ts';
import { createSealedColumns, reserveId } from '../../lib/sealed-columns.ts';
import { OIDC_CLIENT_SECRETS } from '../identity/social.service.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';

/**
 * Addresses operators set (a brand's SMS gateway, its OpenID issuers) in a production server:
 * refused where they are typed unless https on a public address, and the outbound guard refuses
 * them again at call time.
 */
let t: TestApp;
let owner: string;
let clock = Date.now();
/** A TCP listener on this machine that counts connections: proof that no call left. */
let counter: { port: number; connections: () => number; close: () => Promise<unknown> };

beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' }, { now: () => new Date(clock) });
  clock += 30_000;
  const login = await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: {
      username: 'owner',
      password: 'Owner12345',
      totp: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock / 1000) }),
    },
  });
  owner = body(login).value.token;
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  counter = {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
});
afterAll(async () => {
  await t.close();
  await counter.close();
});

const asOwner = (opts: InjectOptions) =>
  t.call({ ...opts, headers: { ...(opts.headers as object), authorization: owner } });
const providers = (patch: { smsUrl?: string; issuer?: string }) => ({
  method: 'PUT' as const,
  url: ADMIN_API.brandProviders.replace(':code', 'lobby'),
  payload: {
    sms: {
      mode: 'http',
      url: patch.smsUrl ?? 'https://sms.example/send',
      signature: '',
      token: 'gateway-token',
    },
    mail: { fromName: null, fromAddress: null },
    oidc: patch.issuer
      ? [
          {
            provider: 'google',
            issuer: patch.issuer,
            clientId: 'lobby-web',
            clientSecret: 'x',
            enabled: true,
          },
        ]
      : [],
  },
});

describe('PUT /admin/api/brands/:code/providers in production', () => {
  it.each([
    'http://sms.example/send',
    'https://10.0.0.5/send',
    'https://127.0.0.1/send',
    'https://gw.localhost/send',
  ])('refuses the SMS gateway %s with the field named', async (smsUrl) => {
    const res = await asOwner(providers({ smsUrl }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      errorCode: 'OUTBOUND_ADDRESS_REFUSED',
      value: [{ field: 'sms.url', message: 'public_https_only' }],
    });
  });

  it('refuses an OpenID issuer that is not https on a public address', async () => {
    const res = await asOwner(providers({ issuer: 'https://192.168.1.10' }));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      errorCode: 'OUTBOUND_ADDRESS_REFUSED',
      value: [{ field: 'oidc.0.issuer', message: 'public_https_only' }],
    });
  });

  it('accepts https gateways and issuers on public names', async () => {
    const res = await asOwner(providers({ issuer: 'https://accounts.example' }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
    expect(row!.providerSettings.sms.url).toBe('https://sms.example/send');
  });
});

describe('OpenID Connect in production', () => {
  it('refuses to configure an issuer on this machine through the operations API', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/ops/brands/lobby/social/google',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { issuer: `http://127.0.0.1:${counter.port}`, clientId: 'lobby-web', clientSecret: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('OUTBOUND_ADDRESS_REFUSED');
  });

  it.each([
    ['a loopback address', () => `https://127.0.0.1:${counter.port}`],
    ['a name that resolves to this machine', () => `https://oidc.localhost:${counter.port}`],
  ])('does not discover an issuer at %s: the sign-in fails and nothing connects', async (_what, issuerOf) => {
    // Stored past the settings' own check (as a row from before it, or written by hand).
    const [lobby] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
    await t.db.delete(brandSocialProviders).where(eq(brandSocialProviders.brandId, lobby!.id));
    const id = await reserveId(t.db, 'brand_social_providers');
    await t.db.insert(brandSocialProviders).values({
      id,
      brandId: lobby!.id,
      provider: 'google',
      issuer: issuerOf(),
      clientId: 'lobby-web',
      clientSecret: createSealedColumns(testSecretBox(), OIDC_CLIENT_SECRETS.kind).seal(
        id,
        'client_secret',
        'x',
      ),
      enabled: true,
    });
    const start = await t.call({ method: 'GET', url: '/wps/session/social/google/start' });
    expect(start.headers.location).toBe('/?socialError=SOCIAL_SIGN_IN_FAILED');
    expect(counter.connections()).toBe(0);
  });
});
