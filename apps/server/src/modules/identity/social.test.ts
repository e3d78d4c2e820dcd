import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { body, createTestApp, OPS_TOKEN, type TestApp } from '../../../test/test-app.ts';
import { signInAtPeer, startOidcPeer } from '../../../test/oidc-peer.ts';
import { brandSocialProviders, members, socialLogins } from './identity.schema.ts';
import { SOCIAL_BINDING_COOKIE } from './social.routes.ts';
import { SEALED_VALUE } from '../../../test/test-secrets.ts';

const CALLBACK = 'http://localhost:3000/wps/session/social/google/callback';
let t: TestApp;
let peer: Awaited<ReturnType<typeof startOidcPeer>>;

beforeAll(async () => {
  t = await createTestApp();
  peer = await startOidcPeer({
    clientId: 'lobby-web',
    clientSecret: 'lobby-secret',
    redirectUris: [CALLBACK],
  });
  const res = await t.call({
    method: 'PUT',
    url: '/ops/brands/lobby/social/google',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { issuer: peer.issuer, clientId: 'lobby-web', clientSecret: 'lobby-secret' },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** The Cookie header a browser sends back after a start: its binding cookie. */
function cookieOf(start: { headers: Record<string, unknown> }) {
  const set = String(start.headers['set-cookie'] ?? '');
  expect(set).toMatch(new RegExp(`^${SOCIAL_BINDING_COOKIE}=[\\w-]{43}; `));
  return set.split(';')[0]!;
}

/** Start → provider login and consent → callback, as a browser would; answers the site URL it lands on. */
async function roundTrip(login: string) {
  const start = await t.call({ method: 'GET', url: '/wps/session/social/google/start' });
  expect(start.statusCode).toBe(302);
  const back = await signInAtPeer(start.headers.location as string, login, CALLBACK);
  const callback = await t.call({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: cookieOf(start) },
  });
  expect(callback.statusCode).toBe(302);
  return new URL(callback.headers.location as string, 'http://localhost');
}

describe('social sign-in', () => {
  it('stores the client secret sealed, and the provider still accepts it at its token endpoint', async () => {
    const [row] = await t.db
      .select()
      .from(brandSocialProviders)
      .where(eq(brandSocialProviders.clientId, 'lobby-web'));
    expect(row!.clientSecret).toMatch(SEALED_VALUE);
    expect(row!.clientSecret).not.toContain('lobby-secret');
    // The callback exchanges the code with client_secret_basic: a ticket means the secret opened.
    expect((await roundTrip('sealed')).searchParams.get('socialTicket')).toBeTruthy();
  });

  it('signs a new player in through the provider and registers them once', async () => {
    const landed = await roundTrip('alice');
    const ticket = landed.searchParams.get('socialTicket')!;
    expect(ticket).toBeTruthy();
    const res = await t.call({ method: 'POST', url: '/wps/session/social/exchange', payload: { ticket } });
    expect(res.statusCode).toBe(200);
    const { value } = body(res);
    expect(value).toMatchObject({ mustChangePassword: false, session: { nickname: 'Social alice' } });
    const [row] = await t.db.select().from(members).where(eq(members.email, 'alice@social.example'));
    expect(row?.registerMethod).toBe('SOCIAL_GOOGLE');

    const again = await roundTrip('alice');
    const second = body(
      await t.call({
        method: 'POST',
        url: '/wps/session/social/exchange',
        payload: { ticket: again.searchParams.get('socialTicket') },
      }),
    ).value;
    expect(second.session.account).toBe(value.session.account);
  });

  it('accepts a ticket only once', async () => {
    const ticket = (await roundTrip('bob')).searchParams.get('socialTicket');
    expect(
      (await t.call({ method: 'POST', url: '/wps/session/social/exchange', payload: { ticket } })).statusCode,
    ).toBe(200);
    const replay = await t.call({ method: 'POST', url: '/wps/session/social/exchange', payload: { ticket } });
    expect(replay.statusCode).toBe(401);
    expect(body(replay).errorCode).toBe('SOCIAL_SIGN_IN_FAILED');
  });

  it('sends the browser back with an error for a forged state or a provider that is off', async () => {
    const forged = await t.call({
      method: 'GET',
      url: '/wps/session/social/google/callback?code=abc&state=forged',
    });
    expect(forged.headers.location).toBe('/?socialError=SOCIAL_SIGN_IN_FAILED');
    const off = await t.call({ method: 'GET', url: '/wps/session/social/facebook/start' });
    expect(off.headers.location).toBe('/?socialError=OPERATION_NOT_ALLOWED');
  });

  it.each([
    ['a forged Host beside the Merchant header', { host: 'evil.example', merchant: 'lobby' }],
    ['a forged X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', merchant: 'lobby' }],
  ])('sends the brand’s own callback as redirect_uri whatever %s says', async (_name, headers) => {
    // Behind a proxy (TRUST_PROXY_HOPS) the forwarded host is what Fastify calls the request's host.
    const proxied = await createTestApp({ TRUST_PROXY_HOPS: 1 });
    try {
      await proxied.call({
        method: 'PUT',
        url: '/ops/brands/lobby/social/google',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { issuer: peer.issuer, clientId: 'lobby-web', clientSecret: 'lobby-secret' },
      });
      const start = await proxied.call({ method: 'GET', url: '/wps/session/social/google/start', headers });
      expect(start.statusCode).toBe(302);
      const authorize = new URL(start.headers.location as string);
      expect(authorize.origin).toBe(new URL(peer.issuer).origin);
      expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
      // The callback, reached through the same forged host, still completes against that redirect_uri.
      const back = await signInAtPeer(authorize.href, 'carol', CALLBACK);
      const callback = await proxied.call({
        method: 'GET',
        url: back.pathname + back.search,
        headers: { ...headers, cookie: cookieOf(start) },
      });
      expect(callback.headers.location).toMatch(/^\/\?socialTicket=/);
    } finally {
      await proxied.close();
    }
  });

  it('binds the round trip to the starting browser with a short-lived HttpOnly, SameSite=Lax cookie', async () => {
    const start = await t.call({ method: 'GET', url: '/wps/session/social/google/start' });
    const set = String(start.headers['set-cookie']);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain('Path=/wps/session/social');
    expect(set).toContain('Max-Age=600');
    // Not Secure outside production, where the site may be plain http on this machine.
    expect(set).not.toContain('Secure');
    const binding = cookieOf(start).split('=')[1]!;
    const rows = await t.db.select({ h: socialLogins.bindingHash }).from(socialLogins);
    expect(rows.some((r) => r.h?.includes(binding))).toBe(false);
  });

  it('refuses a callback with the right state from another browser, writing nothing', async () => {
    const start = await t.call({ method: 'GET', url: '/wps/session/social/google/start' });
    const back = await signInAtPeer(start.headers.location as string, 'mallory', CALLBACK);
    const url = back.pathname + back.search;
    const otherBrowser = (await t.call({ method: 'GET', url: '/wps/session/social/google/start' })).headers;
    const ticketsIssued = async () =>
      (await t.db.select({ ticket: socialLogins.ticketHash }).from(socialLogins)).filter((r) => r.ticket)
        .length;
    const before = await ticketsIssued();
    for (const cookie of [
      undefined,
      cookieOf({ headers: otherBrowser }),
      `${SOCIAL_BINDING_COOKIE}=forged`,
    ]) {
      const refused = await t.call({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(refused.headers.location).toBe('/?socialError=SOCIAL_SIGN_IN_OTHER_BROWSER');
    }
    expect(await t.db.select().from(members).where(eq(members.email, 'mallory@social.example'))).toEqual([]);
    expect(await ticketsIssued()).toBe(before);
    // The browser that started it still completes it.
    const own = await t.call({ method: 'GET', url, headers: { cookie: cookieOf(start) } });
    expect(own.headers.location).toMatch(/^\/\?socialTicket=/);
  });

  it('rejects an unknown provider and a malformed ticket', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/session/social/myspace/start' })).statusCode).toBe(400);
    expect(
      (await t.call({ method: 'POST', url: '/wps/session/social/exchange', payload: { ticket: 'short' } }))
        .statusCode,
    ).toBe(400);
  });
});
