import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API, SANDBOX_CALLBACK_PATH, WALLET_API, WITHDRAW_API } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { freePort } from '../../../test/free-port.ts';
import { startPaymentGatewayPeer } from '../../../test/payment-gateway-peer.ts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { signNotification } from './sandbox-gateway.ts';
import { createChannelSecrets } from './channel-secrets.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';

/**
 * The sandbox gateway in production: closed (404, not offered) unless the brand is in test mode,
 * where it takes play money and the brand's withdrawals are refused. Its notification always goes
 * to the brand's configured address (the demo brand's domain is localhost, on the app's port).
 */
let t: TestApp;
let port: number;
let player: string;
let owner: string;
let finance: string;
let sandboxChannel: number;
let sandboxSecret: string;
let payoutAccountId: number;
let serial = 0;
const rid = () => `sandbox-production-${serial++}`;
const peer = await startPaymentGatewayPeer({ merchantId: 'M-PROD', secret: 'production-peer-secret-0001' });

const operatorToken = async (username: string, password: string) => {
  const totp = await generate({ secret: DEMO_OPERATOR_TOTP_SECRET });
  const res = await t.call({ method: 'POST', url: ADMIN_API.login, payload: { username, password, totp } });
  return body(res).value.token as string;
};

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ NODE_ENV: 'production', PORT: port });
  await t.app.listen({ port, host: 'localhost' });
  player = await identityKit(t).tokenOf('player1', 'Player123');
  owner = await operatorToken('owner', 'Owner12345');
  finance = await operatorToken('finance1', 'Operator123');
  const rows = (await t.db.execute(
    sql`select c.id, c.secret from payment_channels c join brands b on b.id = c.brand_id where b.code = 'lobby' and c.gateway = 'sandbox'`,
  )) as unknown as { rows: { id: number; secret: string }[] };
  sandboxChannel = rows.rows[0]!.id;
  // Stored sealed; the test signs as the gateway does, with the secret itself.
  sandboxSecret = createChannelSecrets(testSecretBox()).open(sandboxChannel, 'secret', rows.rows[0]!.secret);
  // A member who could withdraw: a payment password and a payout account in their own name.
  await asPlayer({
    method: 'POST',
    url: WALLET_API.paymentPassword,
    payload: { currentPassword: 'Player123', newPaymentPassword: '246810' },
  });
  const account = await asPlayer({
    method: 'POST',
    url: WITHDRAW_API.payoutAccounts,
    payload: {
      kind: 'BANK',
      bankName: 'Demo Bank',
      accountName: 'Player One',
      accountNumber: '6222 0000 7777 1234',
      paymentPassword: '246810',
    },
  });
  payoutAccountId = body(account).value.id;
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const asPlayer = (opts: InjectOptions) => identityKit(t).withToken(player, opts);
const as = (token: string, opts: InjectOptions) => t.call({ ...opts, headers: { authorization: token } });
const mainBalance = async () =>
  body(await asPlayer({ method: 'GET', url: WALLET_API.balance })).value.mainBalance as number;
const channels = async () =>
  body(await asPlayer({ method: 'GET', url: WALLET_API.depositChannels })).value as { gateway: string }[];
const deposit = (amount: number, channelId = sandboxChannel) =>
  asPlayer({ method: 'POST', url: WALLET_API.deposits, payload: { channelId, amount, requestId: rid() } });
const testMode = (token: string, on: boolean) =>
  as(token, { method: 'PUT', url: ADMIN_API.paymentTestMode.replace(':code', 'lobby'), payload: { on } });
const notify = (d: { reference: string; amount: number }) => {
  const raw = JSON.stringify({
    reference: d.reference,
    amount: d.amount,
    currency: 'CNY',
    gatewayTxId: `SBX-${d.reference}`,
    status: 'PAID',
    paidAt: new Date().toISOString(),
  });
  return t.call({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signNotification(sandboxSecret, raw, new Date()),
    },
  });
};
/** The sandbox's own pages, with a Host and X-Forwarded-Host that point at the peer. */
const forged = { host: peer.url.replace('http://', ''), 'x-forwarded-host': peer.url.replace('http://', '') };
const payPage = (reference: string) =>
  t.call({ method: 'GET', url: `/sandbox-pay/${reference}`, headers: forged });
const pay = (reference: string) =>
  t.call({ method: 'POST', url: `/sandbox-pay/${reference}/pay`, headers: forged });

describe('the sandbox gateway in production', () => {
  let pending: { reference: string; amount: number };

  it('is not offered and refuses deposits while the brand is not in test mode', async () => {
    expect((await channels()).map((c) => c.gateway)).not.toContain('sandbox');
    const refused = await deposit(100);
    expect([refused.statusCode, body(refused).errorCode]).toEqual([404, 'NOT_FOUND']);
    expect((await payPage('DNOSUCHORDER')).statusCode).toBe(404);
    expect(
      body(await as(owner, { method: 'GET', url: ADMIN_API.paymentTestMode.replace(':code', 'lobby') }))
        .value,
    ).toEqual({
      on: false,
      since: null,
      by: null,
    });
  });

  it('answers 404 for an order’s page, its “Pay now” and its notification once test mode is off again', async () => {
    expect((await testMode(owner, true)).statusCode).toBe(200);
    expect((await channels()).map((c) => c.gateway)).toContain('sandbox');
    const created = body(await deposit(120)).value;
    expect(created.payUrl).toBe(`/sandbox-pay/${created.reference}`);
    pending = created;
    // Nothing was paid yet, so test mode may end.
    expect(body(await testMode(owner, false)).value).toMatchObject({ on: false });
    const before = await mainBalance();
    for (const res of [await payPage(created.reference), await pay(created.reference), await notify(created)])
      expect([res.statusCode, body(res).errorCode]).toEqual([404, 'NOT_FOUND']);
    expect(await mainBalance()).toBe(before);
    expect(peer.requests).toEqual([]);
  });

  it('in test mode takes play money, notifying the brand’s address whatever Host the page was asked with', async () => {
    expect(body(await testMode(owner, true)).value).toMatchObject({ on: true, by: 'owner' });
    const before = await mainBalance();
    expect(await (await payPage(pending.reference)).body).toContain('CNY 120.00');
    const paid = await pay(pending.reference);
    expect(paid.statusCode).toBe(303);
    expect(await mainBalance()).toBe(before + 120);
    // The forged Host named the peer; the notification went to localhost:<PORT> all the same.
    expect(peer.requests).toEqual([]);
  });

  it('refuses the brand’s withdrawals in test mode, and keeps the brand in it once play money came in', async () => {
    const refused = await asPlayer({
      method: 'POST',
      url: WITHDRAW_API.withdrawals,
      payload: { payoutAccountId, amount: 100, paymentPassword: '246810', requestId: rid() },
    });
    expect([refused.statusCode, body(refused).errorCode]).toEqual([403, 'BRAND_TEST_MODE']);
    const off = await testMode(owner, false);
    expect([off.statusCode, body(off).errorCode]).toEqual([403, 'OPERATION_NOT_ALLOWED']);
    const byFinance = await testMode(finance, false);
    expect([byFinance.statusCode, body(byFinance).errorCode]).toEqual([403, 'FORBIDDEN']);
    expect(
      body(await as(owner, { method: 'GET', url: ADMIN_API.paymentTestMode.replace(':code', 'lobby') }))
        .value,
    ).toMatchObject({
      on: true,
    });
  });

  it('calls no gateway on a private or loopback address', async () => {
    const stored = body(
      await as(owner, { method: 'GET', url: ADMIN_API.depositChannels.replace(':code', 'lobby') }),
    ).value;
    const saved = await as(owner, {
      method: 'PUT',
      url: ADMIN_API.depositChannels.replace(':code', 'lobby'),
      payload: [
        ...stored.map(({ hosted: _hosted, ...c }: { hosted: unknown }) => c),
        {
          kind: 'EWALLET',
          name: 'Cards',
          gateway: 'hosted',
          hosted: {
            merchantId: 'M-PROD',
            apiBaseUrl: peer.apiBaseUrl,
            secret: 'production-peer-secret-0001',
          },
          min: 10,
          max: 5000,
          receiving: null,
          enabled: true,
          sort: 9,
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const hosted = (body(saved).value as { id: number; gateway: string }[]).find(
      (c) => c.gateway === 'hosted',
    )!;
    const res = await deposit(50, hosted.id);
    expect([res.statusCode, body(res).errorCode]).toEqual([502, 'PAYMENT_GATEWAY_UNAVAILABLE']);
    expect(peer.requests).toEqual([]);
  });
});
