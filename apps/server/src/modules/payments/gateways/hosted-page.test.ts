import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API, HOSTED_CALLBACK_PATH, WALLET_API } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { freePort } from '../../../../test/free-port.ts';
import { startPaymentGatewayPeer } from '../../../../test/payment-gateway-peer.ts';
import { body, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../../seed/demo-operators.ts';
import { identityKit } from '../../identity/identity-test-kit.ts';
import { createLedger } from '../../ledger/ledger.service.ts';
import { SEALED_VALUE } from '../../../../test/test-secrets.ts';
import { paymentChannels } from '../payments.schema.ts';

/**
 * A hosted payment page gateway end to end, against a real gateway on a local port: the owner
 * configures the channel, a member's deposit creates a signed payment at the gateway and gets its
 * page, and the gateway's signed notification credits the wallet once, however often it comes.
 */
const MERCHANT = 'M-1001';
const SECRET = 'hosted-gateway-shared-secret-0123456789';
const peer = await startPaymentGatewayPeer({ merchantId: MERCHANT, secret: SECRET });
let t: TestApp;
let port: number;
let player: string;
let owner: string;
let finance: string;
let channelId: number;
let serial = 0;
const rid = () => `hosted-deposit-${serial++}`;

const operatorToken = async (username: string, password: string) => {
  const totp = await generate({ secret: DEMO_OPERATOR_TOTP_SECRET });
  const res = await t.call({ method: 'POST', url: ADMIN_API.login, payload: { username, password, totp } });
  return body(res).value.token as string;
};

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ PORT: port });
  // The demo brand's domain is localhost: its notifyUrl is http://localhost:<PORT>.
  await t.app.listen({ port, host: 'localhost' });
  player = await identityKit(t).tokenOf('player1', 'Player123');
  owner = await operatorToken('owner', 'Owner12345');
  finance = await operatorToken('finance1', 'Operator123');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const asPlayer = (opts: InjectOptions) => identityKit(t).withToken(player, opts);
const as = (token: string, opts: InjectOptions) => t.call({ ...opts, headers: { authorization: token } });
const channelsUrl = ADMIN_API.depositChannels.replace(':code', 'lobby');
const mainBalance = async () =>
  body(await asPlayer({ method: 'GET', url: WALLET_API.balance })).value.mainBalance as number;
const deposit = (amount: number, requestId = rid(), headers: Record<string, string> = {}) =>
  asPlayer({ method: 'POST', url: WALLET_API.deposits, payload: { channelId, amount, requestId }, headers });
/** The hosted channel's secret as the database holds it. */
const storedSecret = async () =>
  (await t.db.select().from(paymentChannels).where(eq(paymentChannels.id, channelId)))[0]!.secret;
/** The stored channels as a PUT body (a hosted one keeps its secret by sending none). */
const storedBody = async () =>
  (body(await as(owner, { method: 'GET', url: channelsUrl })).value as Record<string, unknown>[]).map(
    ({ hosted, ...c }) => ({
      ...c,
      ...(hosted ? { hosted: { ...(hosted as object), secretSet: undefined } } : {}),
    }),
  );

describe('the back office configures a hosted gateway channel', () => {
  it('stores the merchant id, API base URL and signing secret, and never shows the secret', async () => {
    const saved = await as(owner, {
      method: 'PUT',
      url: channelsUrl,
      payload: [
        ...(await storedBody()),
        {
          kind: 'EWALLET',
          name: 'Cards and wallets',
          gateway: 'hosted',
          hosted: { merchantId: MERCHANT, apiBaseUrl: peer.apiBaseUrl, secret: SECRET },
          min: 10,
          max: 50_000,
          receiving: null,
          enabled: true,
          sort: 5,
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    const hosted = (body(saved).value as { id: number; gateway: string; hosted: unknown }[]).find(
      (c) => c.gateway === 'hosted',
    )!;
    expect(hosted.hosted).toEqual({ merchantId: MERCHANT, apiBaseUrl: peer.apiBaseUrl, secretSet: true });
    channelId = hosted.id;
    // At rest the secret is sealed for this channel's row: the database holds no plain copy (the
    // notifications below verify with it, so it opens where it is used).
    const stored = await storedSecret();
    expect(stored).toMatch(SEALED_VALUE);
    expect(stored).not.toContain(SECRET);

    // Saved again without a secret: the stored one stays.
    const again = await as(owner, { method: 'PUT', url: channelsUrl, payload: await storedBody() });
    expect(again.statusCode).toBe(200);
    expect(await storedSecret()).toBe(stored);
    expect(JSON.stringify(body(await as(finance, { method: 'GET', url: channelsUrl })).value)).not.toContain(
      SECRET,
    );
  });

  it('refuses a hosted channel without a secret, and an address that is not http(s)', async () => {
    const stored = await storedBody();
    const base = {
      kind: 'EWALLET',
      name: 'No key',
      gateway: 'hosted',
      min: 10,
      max: 100,
      receiving: null,
      enabled: true,
      sort: 7,
    };
    for (const hosted of [
      { merchantId: 'M-2', apiBaseUrl: peer.apiBaseUrl },
      { merchantId: 'M-2', apiBaseUrl: 'file:///etc/passwd', secret: SECRET },
      null,
    ]) {
      const res = await as(owner, {
        method: 'PUT',
        url: channelsUrl,
        payload: [...stored, { ...base, hosted }],
      });
      expect([res.statusCode, body(res).errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const byFinance = await as(finance, { method: 'PUT', url: channelsUrl, payload: stored });
    expect(byFinance.statusCode).toBe(403);
  });
});

describe('a deposit through the hosted gateway', () => {
  it('creates a signed payment at the gateway and sends the member to its page', async () => {
    const channels = body(await asPlayer({ method: 'GET', url: WALLET_API.depositChannels })).value;
    expect(channels.map((c: { id: number }) => c.id)).toContain(channelId);
    const requestId = rid();
    // The member's call names another host: the notifyUrl is still the brand's own address.
    const res = await deposit(150, requestId, { merchant: 'lobby', host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    const d = body(res).value;
    const payment = peer.paymentOf(d.reference);
    expect(d.payUrl).toBe(`${peer.url}/pay/${payment.paymentId}`);
    expect(payment).toMatchObject({
      merchantId: MERCHANT,
      amount: 15_000,
      currency: 'CNY',
      notifyUrl: `http://localhost:${port}${HOSTED_CALLBACK_PATH}`,
      returnUrl: `http://localhost:${port}/member?page=depositv2`,
    });
    expect(peer.requests.filter((r) => r.path === '/v1/payments').every((r) => r.signed)).toBe(true);
    // The same request again answers the same deposit without asking the gateway again.
    const asked = peer.requests.length;
    expect(body(await deposit(150, requestId)).value).toMatchObject({ id: d.id, payUrl: d.payUrl });
    expect(peer.requests.length).toBe(asked);
  });

  it('credits the wallet once on the gateway’s notification, however often it repeats', async () => {
    const d = body(await deposit(150)).value;
    const before = await mainBalance();
    expect(await peer.notify(d.reference)).toMatchObject({ status: 200, body: { success: true } });
    expect(await mainBalance()).toBe(before + 150);
    expect((await peer.notify(d.reference)).status).toBe(200);
    expect(await mainBalance()).toBe(before + 150);
    const queue = body(
      await as(finance, { method: 'GET', url: `${ADMIN_API.deposits}?q=${d.reference}` }),
    ).value;
    expect(queue.items[0]).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'gateway:hosted',
      gatewayRef: peer.paymentOf(d.reference).paymentId,
    });
  });

  it('credits once when notifications and finance’s approvals race for one deposit', async () => {
    const d = body(await deposit(75)).value;
    const before = await mainBalance();
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => peer.notify(d.reference)),
      ...Array.from({ length: 3 }, () =>
        as(finance, { method: 'POST', url: `/admin/api/deposits/${d.id}/approve`, payload: {} }).then(
          (r) => ({
            status: r.statusCode,
          }),
        ),
      ),
    ]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(8);
    expect(await mainBalance()).toBe(before + 75);
    // Approved by whoever came first, a later notification of the same payment is a replay.
    expect((await peer.notify(d.reference)).status).toBe(200);
    expect(await mainBalance()).toBe(before + 75);
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true });
  });

  it.each([
    ['signed with another secret', {}, { secret: 'not-the-gateway-secret' }, 403],
    ['signed ten minutes ago (a replay)', {}, { at: new Date(Date.now() - 600_000) }, 403],
    ['for another amount', { amount: 1_500_000 }, {}, 400],
    ['in another currency', { currency: 'USD' }, {}, 400],
    ['for another merchant', { merchantId: 'M-9999' }, {}, 400],
    ['for another payment', { paymentId: 'PAY-forged' }, {}, 400],
    ['for an unknown order', { orderId: 'DNOSUCHORDER' }, {}, 404],
  ])('refuses a notification %s and credits nothing', async (_name, overrides, signWith, status) => {
    const d = body(await deposit(33)).value;
    const before = await mainBalance();
    expect((await peer.notify(d.reference, overrides, signWith)).status).toBe(status);
    expect(await mainBalance()).toBe(before);
  });

  it('leaves the deposit pending on a FAILED payment', async () => {
    const d = body(await deposit(44)).value;
    const before = await mainBalance();
    expect((await peer.notify(d.reference, { status: 'FAILED' })).status).toBe(200);
    expect(await mainBalance()).toBe(before);
    expect((await peer.notify(d.reference)).status).toBe(200);
    expect(await mainBalance()).toBe(before + 44);
  });

  it('answers PAYMENT_GATEWAY_UNAVAILABLE when the gateway fails or redirects, and the same request retries', async () => {
    const requestId = rid();
    peer.setMode('fail');
    const failed = await deposit(60, requestId);
    expect([failed.statusCode, body(failed).errorCode]).toEqual([502, 'PAYMENT_GATEWAY_UNAVAILABLE']);
    peer.setMode('redirect');
    const redirected = await deposit(60, requestId);
    expect([redirected.statusCode, body(redirected).errorCode]).toEqual([502, 'PAYMENT_GATEWAY_UNAVAILABLE']);
    expect(peer.requests.some((r) => r.path.startsWith('/elsewhere'))).toBe(false);
    peer.setMode('ok');
    const retried = body(await deposit(60, requestId)).value;
    expect(retried.payUrl).toBe(`${peer.url}/pay/${peer.paymentOf(retried.reference).paymentId}`);
  });
});
