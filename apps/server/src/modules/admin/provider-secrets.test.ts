import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signInAtPeer, startOidcPeer } from '../../../test/oidc-peer.ts';
import { SEALED_VALUE } from '../../../test/test-secrets.ts';
import { brandSocialProviders } from '../identity/identity.schema.ts';
import { SOCIAL_BINDING_COOKIE } from '../identity/social.routes.ts';
import { brands } from '../system/system.schema.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';

/**
 * Provider secrets set in the back office (a brand's SMS gateway token, OIDC client secrets) are
 * stored sealed, and the features that use them still reach their providers with the real value,
 * also after the settings are saved again without the secret (which keeps the stored one).
 */
const TOKEN = 'sms-gateway-token-0123456789';
const CLIENT_SECRET = 'lobby-oidc-client-secret';
const CALLBACK = 'http://localhost:3000/wps/session/social/google/callback';
const MAIL = { fromName: null, fromAddress: null };

let clock = Date.now();
let t: TestApp;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let peer: Awaited<ReturnType<typeof startOidcPeer>>;
/** A local SMS gateway recording each request's Authorization header and number. */
let gateway: Server;
let gatewayUrl: string;
const received: { authorization?: string; to: string }[] = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, to: (JSON.parse(raw) as { to: string }).to });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"messageId":"gw-1"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  peer = await startOidcPeer({
    clientId: 'lobby-web',
    clientSecret: CLIENT_SECRET,
    redirectUris: [CALLBACK],
  });
  t = await createTestApp({}, { now: () => new Date(clock) });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
});
afterAll(async () => {
  await t.close();
  await peer.close();
  await new Promise((resolve) => gateway.close(resolve));
});

const saveProviders = (code: string, payload: object) =>
  asOwner({ method: 'PUT', url: `/admin/api/brands/${code}/providers`, payload });
const providerSettingsOf = async (code: string) =>
  (await t.db.select().from(brands).where(eq(brands.code, code)))[0]!.providerSettings;
const storedClientSecret = async () =>
  (await t.db.select().from(brandSocialProviders).where(eq(brandSocialProviders.clientId, 'lobby-web')))[0]!
    .clientSecret;

describe('a brand’s SMS gateway token', () => {
  const sms = (token?: string) => ({ mode: 'http', url: gatewayUrl, signature: '', ...(token && { token }) });
  const sendCode = (mobileNum: string) =>
    t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum },
      headers: { host: 'th.localhost' },
      remoteAddress: '10.78.0.1',
    });

  it('is stored sealed, and a code still reaches the gateway with the token', async () => {
    const saved = await saveProviders('siam', { sms: sms(TOKEN), mail: MAIL, oidc: [] });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(TOKEN);
    const stored = (await providerSettingsOf('siam')).sms.token!;
    expect(stored).toMatch(SEALED_VALUE);
    expect(JSON.stringify(await providerSettingsOf('siam'))).not.toContain(TOKEN);

    expect((await sendCode('+66891230001')).statusCode).toBe(200);
    expect(received.at(-1)).toEqual({ authorization: `Bearer ${TOKEN}`, to: '+66891230001' });
  });

  it('keeps the stored token when saved without one, and the gateway still gets it', async () => {
    const before = (await providerSettingsOf('siam')).sms.token;
    const saved = await saveProviders('siam', { sms: sms(), mail: MAIL, oidc: [] });
    expect(body(saved).value.sms.tokenSet).toBe(true);
    expect((await providerSettingsOf('siam')).sms.token).toBe(before);

    expect((await sendCode('+66891230002')).statusCode).toBe(200);
    expect(received.at(-1)).toEqual({ authorization: `Bearer ${TOKEN}`, to: '+66891230002' });
  });
});

describe('an OIDC client secret set in the back office', () => {
  const google = (clientSecret?: string) => ({
    provider: 'google',
    issuer: peer.issuer,
    clientId: 'lobby-web',
    enabled: true,
    ...(clientSecret && { clientSecret }),
  });
  const platformSms = { mode: 'platform', url: null, signature: '' };

  /** Start → provider login → callback; answers where the browser lands (a ticket when it worked). */
  async function signIn(login: string) {
    const start = await t.call({ method: 'GET', url: '/wps/session/social/google/start' });
    expect(start.statusCode).toBe(302);
    const back = await signInAtPeer(start.headers.location as string, login, CALLBACK);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    expect(cookie.startsWith(`${SOCIAL_BINDING_COOKIE}=`)).toBe(true);
    const callback = await t.call({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
    return new URL(callback.headers.location as string, 'http://localhost');
  }

  it('is stored sealed, and the provider accepts it when the sign-in completes', async () => {
    const saved = await saveProviders('lobby', {
      sms: platformSms,
      mail: MAIL,
      oidc: [google(CLIENT_SECRET)],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(CLIENT_SECRET);
    const stored = await storedClientSecret();
    expect(stored).toMatch(SEALED_VALUE);
    expect(stored).not.toContain(CLIENT_SECRET);
    expect((await signIn('carol')).searchParams.get('socialTicket')).toBeTruthy();
  });

  it('keeps the stored secret when saved without one, and sign-in still works', async () => {
    const before = await storedClientSecret();
    const saved = await saveProviders('lobby', { sms: platformSms, mail: MAIL, oidc: [google()] });
    expect(body(saved).value.oidc[0].clientSecretSet).toBe(true);
    expect(await storedClientSecret()).toBe(before);
    expect((await signIn('dave')).searchParams.get('socialTicket')).toBeTruthy();
  });
});
