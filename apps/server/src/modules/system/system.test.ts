import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { body, createTestApp, OPS_TOKEN, type TestApp } from '../../../test/test-app.ts';
import { brands } from './system.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ops = (code: string, payload: unknown) =>
  t.call({
    method: 'PATCH',
    url: `/ops/brands/${code}`,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: payload as object,
  });

describe('GET /wps/system/whitelabel', () => {
  it('answers the brand of the request host with its configuration and encryption key', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(res.statusCode).toBe(200);
    const { value } = body(res);
    expect(value.merchantCode).toBe('lobby');
    expect(value.defaultLanguage).toBe('CN');
    expect(value.languages).toHaveLength(32);
    expect(value.whitelabelTree.find((n: any) => n.modId === 'games').childrenNodes.length).toBeGreaterThan(
      0,
    );
    // The demo brands ask 6–20 letters or digits; the site is given the rule the server enforces.
    expect(value.registerRules).toMatchObject({
      passwordMin: 8,
      passwordMax: 64,
      passwordCharset: 'lettersOrDigits',
    });
    expect(value.resources.map((r: any) => r.resourceType)).toEqual(['IOS', 'ANDROID', 'MOVIE']);
    const key = createPublicKey({
      key: Buffer.from(value.encryption.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(key.asymmetricKeyType).toBe('rsa');
  });

  it('picks the brand named by the Merchant header over the host', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'siam' } });
    expect(body(res).value).toMatchObject({
      merchantCode: 'siam',
      defaultLanguage: 'TH',
      currency: { code: 'THB' },
    });
  });

  it("gives each brand's time zone, the one the site shows moments and counts days in", async () => {
    const zoneOf = async (merchant: string) =>
      body(await t.call({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant } })).value
        .timeZone;
    expect([await zoneOf('lobby'), await zoneOf('siam')]).toEqual(['Asia/Shanghai', 'Asia/Bangkok']);
  });

  it('resolves the second brand from its own domain', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { host: 'th.localhost:3000' },
    });
    expect(body(res).value.merchantCode).toBe('siam');
  });

  it.each([
    ['an unknown host', { host: 'unknown.example' }],
    ['an unknown merchant', { merchant: 'nobody' }],
    ['an oversize merchant', { merchant: 'x'.repeat(500) }],
  ])('refuses %s with BRAND_NOT_FOUND', async (_name, headers) => {
    const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel', headers });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ success: false, errorCode: 'BRAND_NOT_FOUND' });
  });
});

describe('GET /wps/system/permission', () => {
  it('accepts the page host of a brand domain and reports the brand open', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/wps/system/permission?url=http%3A%2F%2Flocalhost%3A3000%2Fhome',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it('fails the domain check for a host that is not the brand’s', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/permission?url=phishing.example' });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('DOMAIN_CHECK_FAILED');
  });

  it('fails the domain check for another brand’s domain', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/permission?url=th.localhost' });
    expect(body(res).errorCode).toBe('DOMAIN_CHECK_FAILED');
  });

  it.each([
    ['a missing url', ''],
    ['an empty url', '?url='],
    ['an oversize url', `?url=${'a'.repeat(3000)}`],
  ])('rejects %s as VALIDATION_FAILED', async (_name, query) => {
    const res = await t.call({ method: 'GET', url: `/wps/system/permission${query}` });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });

  it('reports region restriction for a client from a restricted country', async () => {
    await ops('siam', { restrictedCountries: ['US'] });
    const from = (ip: string) =>
      t.call({
        method: 'GET',
        url: '/wps/system/permission?url=th.localhost',
        headers: { host: 'th.localhost' },
        remoteAddress: ip,
      });
    expect(body(await from('203.0.113.7')).value).toMatchObject({ regionRestriction: true, country: 'US' });
    expect(body(await from('198.51.100.9')).value).toMatchObject({ regionRestriction: false, country: 'TH' });
    const relay = await t.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_newGameVendor',
      headers: { host: 'th.localhost' },
      remoteAddress: '203.0.113.7',
    });
    expect(relay.statusCode).toBe(403);
    expect(body(relay).errorCode).toBe('REGION_RESTRICTED');
    await ops('siam', { restrictedCountries: [] });
  });
});

describe('GET /wps/system/status', () => {
  it('reports maintenance once it is switched on, and closes everything but system calls', async () => {
    await ops('lobby', { maintenance: true, maintenanceMessage: 'Upgrading' });
    const status = body(await t.call({ method: 'GET', url: '/wps/system/status' }));
    expect(status.value).toMatchObject({ maintenance: true, maintenanceMessage: 'Upgrading' });
    const vendors = await t.call({ method: 'GET', url: '/wps/relay/GCSGAME_newGameVendor' });
    expect(vendors.statusCode).toBe(503);
    expect(body(vendors).errorCode).toBe('SYSTEM_MAINTENANCE');
    const help = await t.call({ method: 'GET', url: '/wps/system/helpCenter' });
    expect(help.statusCode).toBe(200);
    await ops('lobby', { maintenance: false });
    expect(body(await t.call({ method: 'GET', url: '/wps/system/status' })).value.maintenance).toBe(false);
  });

  it('treats a maintenance window that has ended as open', async () => {
    await ops('lobby', { maintenance: true, maintenanceUntil: '2020-01-01T00:00:00Z' });
    expect(body(await t.call({ method: 'GET', url: '/wps/system/status' })).value.maintenance).toBe(false);
    await ops('lobby', { maintenance: false, maintenanceUntil: null });
  });
});

describe('PATCH /ops/brands/:code', () => {
  it('refuses a request without the operations token', async () => {
    const res = await t.call({ method: 'PATCH', url: '/ops/brands/lobby', payload: { maintenance: true } });
    expect(res.statusCode).toBe(401);
    expect(body(res).errorCode).toBe('NOT_LOGGED_IN');
  });

  it('rejects a malformed patch and writes nothing', async () => {
    const [before] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
    for (const payload of [
      { maintenance: 'yes' },
      { restrictedCountries: ['usa'] },
      { unknown: 1 },
      { maintenanceMessage: 'x'.repeat(501) },
    ]) {
      const res = await ops('lobby', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
    const [after] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
    expect(after).toEqual(before);
  });

  it('answers BRAND_NOT_FOUND for an unknown brand', async () => {
    expect(body(await ops('nobody', { maintenance: true })).errorCode).toBe('BRAND_NOT_FOUND');
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('lists the brand’s domains fastest first and its resources', async () => {
    const { value } = body(await t.call({ method: 'GET', url: '/wps/system/domainRoute' }));
    expect(value.domainList).toEqual([
      { domain: 'localhost', speed: 20 },
      { domain: '127.0.0.1', speed: 35 },
    ]);
    expect(value.resources[0]).toMatchObject({
      resourceType: 'IOS',
      labelNameEn: 'iOS app',
      qrCodeUrl: null,
    });
  });
});

describe('GET /wps/system/setting/register', () => {
  it('answers the brand’s register rules with the default method', async () => {
    const { value } = body(await t.call({ method: 'GET', url: '/wps/system/setting/register' }));
    expect(value).toMatchObject({
      usernameRegistration: true,
      mobileRegistration: true,
      defaultMethod: 'username',
      minimumAge: 18,
    });
    expect(value.fields.find((f: any) => f.name === 'captcha')).toMatchObject({ show: true, required: true });
  });
});

describe('GET /wps/system/deviceLinks', () => {
  it('lists the app and messenger links by type', async () => {
    const { value } = body(await t.call({ method: 'GET', url: '/wps/system/deviceLinks' }));
    expect(value.map((l: any) => l.type)).toEqual(['IOS', 'MOBILECONFIG', 'Android', 'LINE', 'QQ']);
  });
});

describe('PUT /wps/system/language', () => {
  it('accepts a language the brand offers', async () => {
    const res = await t.call({ method: 'PUT', url: '/wps/system/language', payload: { language: 'TH' } });
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toEqual({ language: 'TH' });
  });

  it('refuses a language the brand does not offer', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { merchant: 'siam' },
      payload: { language: 'JA' },
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errorCode).toBe('LANGUAGE_NOT_ENABLED');
  });

  it.each([
    ['an unknown code', { language: 'XX' }],
    ['a wrong type', { language: 5 }],
    ['a missing field', {}],
    ['an oversize value', { language: 'E'.repeat(10_000) }],
  ])('rejects %s as VALIDATION_FAILED', async (_name, payload) => {
    const res = await t.call({ method: 'PUT', url: '/wps/system/language', payload });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
  });

  it('rejects a body that is not JSON', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('brand-scoped calls', () => {
  it.each([
    ['GET', '/wps/system/whitelabel'],
    ['GET', '/wps/system/status'],
    ['GET', '/wps/system/permission?url=localhost'],
    ['GET', '/wps/system/domainRoute'],
    ['GET', '/wps/system/setting/register'],
    ['GET', '/wps/system/deviceLinks'],
    ['GET', '/wps/system/helpCenter'],
    ['GET', '/wps/system/customerService'],
    ['GET', '/wps/system/notice'],
    ['GET', '/wps/relay/MCSFE_getListAnnouncements?types=PU'],
    ['GET', '/wps/relay/GCSGAME_newGameVendor'],
  ] as const)('%s %s answers BRAND_NOT_FOUND for an unknown brand', async (method, url) => {
    const res = await t.call({ method, url, headers: { host: 'unknown.example' } });
    expect(res.statusCode).toBe(404);
    expect(body(res).errorCode).toBe('BRAND_NOT_FOUND');
  });

  it('answers an unknown API path with the NOT_FOUND envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(body(res).errorCode).toBe('NOT_FOUND');
  });
});

describe('health and documentation', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.call({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(body(await t.call({ method: 'GET', url: '/readyz' })).value.status).toBe('ready');
  });

  it('publishes OpenAPI with an operationId for every call', async () => {
    const res = await t.call({ method: 'GET', url: '/docs/json' });
    const spec = JSON.parse(res.body);
    const ops = Object.values(spec.paths).flatMap((p: any) => Object.values(p)) as any[];
    expect(ops.length).toBeGreaterThan(10);
    for (const op of ops) expect(op.operationId).toBeTruthy();
  });
});
