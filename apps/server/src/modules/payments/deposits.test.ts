import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API, SANDBOX_CALLBACK_PATH, WALLET_API } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freePort } from '../../../test/free-port.ts';
import { startPaymentGatewayPeer } from '../../../test/payment-gateway-peer.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { auditLog } from '../admin/admin.schema.ts';
import { signNotification } from './sandbox-gateway.ts';
import { createChannelSecrets } from './channel-secrets.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';

let t: TestApp;
let player: string;
let finance: string;
let channels: { id: number; gateway: string; kind: string }[];
let secret: string;
let serial = 0;
/** The app's configured port: the demo brand's domain is localhost, so its callbacks come here. */
let port: number;
/** A calendar day relative to today (YYYY-MM-DD). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const rid = () => `deposit-request-${serial++}`;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ PORT: port });
  player = await identityKit(t).tokenOf('player1', 'Player123');
  const res = await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: {
      username: 'finance1',
      password: 'Operator123',
      totp: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET }),
    },
  });
  finance = body(res).value.token;
  const rows = (await t.db.execute(
    sql`select c.id, c.secret from payment_channels c join brands b on b.id = c.brand_id where b.code = 'lobby' and c.gateway = 'sandbox'`,
  )) as unknown as { rows: { id: number; secret: string }[] };
  // Stored sealed; the test signs as the gateway does, with the secret itself.
  secret = createChannelSecrets(testSecretBox()).open(rows.rows[0]!.id, 'secret', rows.rows[0]!.secret);
});
afterAll(async () => t.close());

const asPlayer = (opts: InjectOptions) => identityKit(t).withToken(player, opts);
const asFinance = (opts: InjectOptions) => t.call({ ...opts, headers: { authorization: finance } });
const deposit = (payload: object) => asPlayer({ method: 'POST', url: WALLET_API.deposits, payload });
const mainBalance = async () =>
  body(await asPlayer({ method: 'GET', url: WALLET_API.balance })).value.mainBalance as number;
const channelOf = (gateway: string) => channels.find((c) => c.gateway === gateway)!.id;
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
const notify = (payload: object, opts: { secret?: string; at?: Date; raw?: string } = {}) => {
  const raw = opts.raw ?? JSON.stringify(payload);
  return t.call({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signNotification(opts.secret ?? secret, raw, opts.at ?? new Date()),
    },
  });
};
const paid = (d: { reference: string; amount: number }, tx = 'SBX-1') => ({
  reference: d.reference,
  amount: d.amount,
  currency: 'CNY',
  gatewayTxId: tx,
  status: 'PAID',
  paidAt: new Date().toISOString(),
});

describe('deposit requests', () => {
  it('lists the brand’s channels without their secrets', async () => {
    const res = await asPlayer({ method: 'GET', url: WALLET_API.depositChannels });
    channels = body(res).value;
    expect(channels.map((c) => c.kind).sort()).toEqual(['BANK', 'CRYPTO', 'EWALLET']);
    expect(res.body).not.toContain(secret);
  });

  it('opens a pending request with a pay link, and a retry answers the same request', async () => {
    const requestId = rid();
    const first = body(await deposit({ channelId: channelOf('sandbox'), amount: 200, requestId })).value;
    expect(first).toMatchObject({
      status: 'PENDING',
      amount: 200,
      payUrl: `/sandbox-pay/${first.reference}`,
    });
    const again = body(await deposit({ channelId: channelOf('sandbox'), amount: 200, requestId })).value;
    expect(again.id).toBe(first.id);
    const clash = await deposit({ channelId: channelOf('sandbox'), amount: 300, requestId });
    expect([clash.statusCode, body(clash).errorCode]).toEqual([409, 'DUPLICATE_TRANSACTION']);
  });

  it.each([
    ['below the channel minimum', { amount: 1 }, 400],
    ['above the channel maximum', { amount: 60_000 }, 400],
    ['over-precise', { amount: 20.001 }, 400],
    ['zero', { amount: 0 }, 400],
    ['for an unknown channel', { channelId: 99_999, amount: 20 }, 404],
  ])('refuses an amount %s', async (_name, payload, status) => {
    const res = await deposit({ channelId: channelOf('sandbox'), requestId: rid(), ...payload });
    expect(res.statusCode).toBe(status);
  });
});

describe('the sandbox gateway’s notification', () => {
  it('credits the wallet once, however often the gateway repeats itself', async () => {
    const d = body(await deposit({ channelId: channelOf('sandbox'), amount: 150, requestId: rid() })).value;
    const before = await mainBalance();
    expect((await notify(paid(d))).statusCode).toBe(200);
    expect(await mainBalance()).toBe(before + 150);
    expect((await notify(paid(d))).statusCode).toBe(200);
    expect(await mainBalance()).toBe(before + 150);
    const list = body(
      await asPlayer({ method: 'GET', url: `${WALLET_API.deposits}?from=${day(-3)}&to=${day(1)}` }),
    ).value.items;
    expect(list.find((x: { id: number }) => x.id === d.id)).toMatchObject({
      status: 'APPROVED',
      payUrl: null,
    });
  });

  it.each([
    ['another secret', { secret: 'not-the-secret' }, 403],
    ['an old timestamp (a replay)', { at: new Date(Date.now() - 10 * 60_000) }, 403],
  ])('refuses a notification signed with %s and credits nothing', async (_name, opts, status) => {
    const d = body(await deposit({ channelId: channelOf('sandbox'), amount: 99, requestId: rid() })).value;
    const before = await mainBalance();
    expect((await notify(paid(d), opts)).statusCode).toBe(status);
    expect(await mainBalance()).toBe(before);
  });

  it('refuses a paid amount that does not match the order, and an unknown order', async () => {
    const d = body(await deposit({ channelId: channelOf('sandbox'), amount: 77, requestId: rid() })).value;
    const before = await mainBalance();
    expect((await notify({ ...paid(d), amount: 7700 })).statusCode).toBe(400);
    expect((await notify({ ...paid(d), reference: 'D-NOPE' })).statusCode).toBe(404);
    expect(await mainBalance()).toBe(before);
  });

  it('pays through the sandbox’s own page over real HTTP', async () => {
    const address = await t.app.listen({ port, host: '127.0.0.1' });
    const d = body(await deposit({ channelId: channelOf('sandbox'), amount: 60, requestId: rid() })).value;
    const before = await mainBalance();
    const page = await fetch(`${address}${d.payUrl}`);
    expect(await page.text()).toContain('CNY 60.00');
    const pay = await fetch(`${address}${d.payUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(await (await fetch(`${address}${d.payUrl}`)).text()).toContain('Paid');
    expect(await mainBalance()).toBe(before + 60);
  });

  it('notifies the brand’s configured address, never the Host or X-Forwarded-Host of the page’s request', async () => {
    const elsewhere = await startPaymentGatewayPeer({ merchantId: 'none', secret: 'none-secret-0000' });
    try {
      const forged = elsewhere.url.replace('http://', '');
      const d = body(await deposit({ channelId: channelOf('sandbox'), amount: 61, requestId: rid() })).value;
      const before = await mainBalance();
      const pay = await t.call({
        method: 'POST',
        url: `${d.payUrl}/pay`,
        headers: { host: forged, 'x-forwarded-host': forged, 'x-forwarded-proto': 'http' },
      });
      expect(pay.statusCode).toBe(303);
      expect(await mainBalance()).toBe(before + 61);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('finance’s queue', () => {
  it('approves a bank transfer with an audit row, and only once', async () => {
    const d = body(
      await deposit({
        channelId: channelOf('manual'),
        amount: 500,
        payerName: 'Player One',
        requestId: rid(),
      }),
    ).value;
    const queue = body(
      await asFinance({ method: 'GET', url: `${ADMIN_API.deposits}?status=PENDING&q=player1` }),
    ).value;
    expect(queue.items.map((x: { reference: string }) => x.reference)).toContain(d.reference);
    const [before, audits] = [await mainBalance(), await auditCount()];
    const approve = () =>
      asFinance({ method: 'POST', url: `/admin/api/deposits/${d.id}/approve`, payload: {} });
    expect((await approve()).statusCode).toBe(200);
    expect(await mainBalance()).toBe(before + 500);
    expect(await auditCount()).toBe(audits + 1);
    const again = await approve();
    expect([again.statusCode, body(again).errorCode]).toEqual([403, 'OPERATION_NOT_ALLOWED']);
    expect(await mainBalance()).toBe(before + 500);
  });

  it('rejects with a reason and credits nothing', async () => {
    const d = body(await deposit({ channelId: channelOf('manual'), amount: 300, requestId: rid() })).value;
    const before = await mainBalance();
    const res = await asFinance({
      method: 'POST',
      url: `/admin/api/deposits/${d.id}/reject`,
      payload: { reason: 'no transfer arrived' },
    });
    expect(res.statusCode).toBe(200);
    expect(await mainBalance()).toBe(before);
    const approve = await asFinance({
      method: 'POST',
      url: `/admin/api/deposits/${d.id}/approve`,
      payload: {},
    });
    expect(body(approve).errorCode).toBe('OPERATION_NOT_ALLOWED');
  });

  it('credits once when approvals and the gateway race for one request', async () => {
    const d = body(await deposit({ channelId: channelOf('sandbox'), amount: 40, requestId: rid() })).value;
    const before = await mainBalance();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        asFinance({ method: 'POST', url: `/admin/api/deposits/${d.id}/approve`, payload: {} }),
      ),
      ...Array.from({ length: 4 }, () => notify(paid(d, 'SBX-race'))),
    ]);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await mainBalance()).toBe(before + 40);
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true });
  });

  it('shows today’s money on the dashboard by currency', async () => {
    const [cny] = body(await asFinance({ method: 'GET', url: ADMIN_API.dashboard })).value.money.filter(
      (m: { currency: string }) => m.currency === 'CNY',
    );
    expect(cny.depositsToday).toBeGreaterThanOrEqual(500);
    expect(cny.depositCountToday).toBeGreaterThanOrEqual(2);
    expect(cny.pendingDeposits).toBeGreaterThanOrEqual(1);
    expect(cny.depositsByDay).toHaveLength(14);
    expect(cny.depositsByDay.at(-1).amount).toBe(cny.depositsToday);
  });
});
