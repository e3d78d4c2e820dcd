import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WALLET_API } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIMULATOR_SECRET, startSimulatorProcess } from '../../../test/vendor-simulator.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';

let t: TestApp;
let ledger: Ledger;
let player: string;
let agent: string;
let ids: { player: number; agent: number; brand: number };
let vendor: string;
let serial = 0;
const rid = () => `request-${serial++}`;

/** Puts money into a member's main wallet the way an approved deposit does. */
async function fund(memberId: number, amountMinor: bigint) {
  const [main, transit] = await ledger.inTransaction(async (tx) => [
    await ledger.memberAccount(tx, { brandId: ids.brand, memberId, kind: 'MAIN', currency: 'CNY' }),
    await ledger.brandAccount(tx, { brandId: ids.brand, kind: 'CASH_IN_TRANSIT', currency: 'CNY' }),
  ]);
  await ledger.post({
    brandId: ids.brand,
    kind: 'DEPOSIT',
    idempotencyKey: `test-fund-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor },
      { accountId: transit, amountMinor: -amountMinor },
    ],
  });
}

let sim: Awaited<ReturnType<typeof startSimulatorProcess>>;

beforeAll(async () => {
  // Transfers go to the external vendor simulator, a real process spoken to over HTTP.
  sim = await startSimulatorProcess();
  t = await createTestApp({ VENDOR_SIM_URL: sim.url, VENDOR_SIM_SECRET: SIMULATOR_SECRET });
  ledger = createLedger({ db: t.db });
  const kit = identityKit(t);
  player = await kit.tokenOf('player1', 'Player123');
  agent = await kit.tokenOf('agent1', 'Agent123');
  const rows = (await t.db.execute(
    sql`select m.id, m.account, m.brand_id from members m join brands b on b.id = m.brand_id
        where b.code = 'lobby' and m.account in ('player1', 'agent1')`,
  )) as unknown as { rows: { id: number; account: string; brand_id: number }[] };
  const of = (a: string) => rows.rows.find((r) => r.account === a)!;
  ids = { player: of('player1').id, agent: of('agent1').id, brand: of('player1').brand_id };
  // player1 registered under agent1 (as through the agent's invitation link).
  await t.db.execute(sql`update members set upline_id = ${ids.agent} where id = ${ids.player}`);
  await fund(ids.player, 50_000n);
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const as = (token: string, opts: InjectOptions) => identityKit(t).withToken(token, opts);
const balance = async (token = player) =>
  body(await as(token, { method: 'GET', url: WALLET_API.balance })).value;
const transfer = (payload: object, token = player) =>
  as(token, { method: 'POST', url: WALLET_API.transfer, payload });

describe('balance and vendor wallets', () => {
  it('answers the main wallet and the brand’s vendor wallets', async () => {
    expect(await balance()).toMatchObject({
      sumBalance: 500,
      mainBalance: 500,
      isSingle: true,
      currency: 'CNY',
    });
    const wallets = body(await as(player, { method: 'GET', url: WALLET_API.merchantWallet })).value;
    expect(wallets.wallets.length).toBeGreaterThan(0);
    vendor = wallets.wallets[0].vendorCode;
  });

  it('moves money into a vendor wallet and out again, and all out', async () => {
    const into = body(
      await transfer({ type: 'IN', vendorCode: vendor, amount: 120.5, requestId: rid() }),
    ).value;
    expect(into).toMatchObject({ moved: 120.5, replayed: false });
    expect(into.balance).toMatchObject({ sumBalance: 500, mainBalance: 379.5, isSingle: false });
    await transfer({ type: 'OUT', vendorCode: vendor, amount: 20.5, requestId: rid() });
    expect((await balance()).mainBalance).toBe(400);
    const all = body(await transfer({ type: 'ALL_OUT', requestId: rid() })).value;
    expect(all).toMatchObject({ moved: 100, balance: { mainBalance: 500, isSingle: true } });
  });

  it('applies a retried request once and refuses its id with another amount', async () => {
    const requestId = rid();
    const first = body(await transfer({ type: 'IN', vendorCode: vendor, amount: 10, requestId })).value;
    const again = body(await transfer({ type: 'IN', vendorCode: vendor, amount: 10, requestId })).value;
    expect(again).toMatchObject({ replayed: true, balance: first.balance });
    const clash = await transfer({ type: 'IN', vendorCode: vendor, amount: 11, requestId });
    expect([clash.statusCode, body(clash).errorCode]).toEqual([409, 'DUPLICATE_TRANSACTION']);
    await transfer({ type: 'ALL_OUT', requestId: rid() });
  });

  it.each([
    ['more than the main wallet holds', { type: 'IN', amount: 100_000 }, 422, 'INSUFFICIENT_BALANCE'],
    ['more than the vendor wallet holds', { type: 'OUT', amount: 1 }, 422, 'INSUFFICIENT_BALANCE'],
    ['a zero amount', { type: 'IN', amount: 0 }, 400, 'VALIDATION_FAILED'],
    ['a negative amount', { type: 'IN', amount: -1 }, 400, 'VALIDATION_FAILED'],
    ['an over-precise amount', { type: 'IN', amount: 1.005 }, 400, 'VALIDATION_FAILED'],
    ['an unknown vendor', { type: 'IN', amount: 1, vendorCode: 'NOPE' }, 404, 'NOT_FOUND'],
    ['an unknown type', { type: 'SIDEWAYS', amount: 1 }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s and moves nothing', async (_name, payload, status, code) => {
    const before = await balance();
    const res = await transfer({ vendorCode: vendor, requestId: rid(), ...payload });
    expect([res.statusCode, body(res).errorCode]).toEqual([status, code]);
    expect(await balance()).toEqual(before);
  });

  it('asks for a login', async () => {
    const res = await t.call({ method: 'GET', url: WALLET_API.balance });
    expect(res.statusCode).toBe(401);
  });
});

describe('transfers to the upline and to a downline', () => {
  const up = (payload: object) => as(player, { method: 'POST', url: WALLET_API.uplineTransfer, payload });

  it('needs a payment password, set with the login password', async () => {
    const none = await up({ amount: 5, paymentPassword: '123456', requestId: rid() });
    expect(body(none).errorCode).toBe('PAYMENT_PASSWORD_REQUIRED');
    const wrong = await as(player, {
      method: 'POST',
      url: WALLET_API.paymentPassword,
      payload: { currentPassword: 'not-it', newPaymentPassword: '246810' },
    });
    expect(body(wrong).errorCode).toBe('WRONG_OLD_PASSWORD');
    const set = await as(player, {
      method: 'POST',
      url: WALLET_API.paymentPassword,
      payload: { currentPassword: 'Player123', newPaymentPassword: '246810' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('pays the upline from the main wallet', async () => {
    const before = (await balance(agent)).mainBalance;
    const res = body(await up({ amount: 25, paymentPassword: '246810', requestId: rid() })).value;
    expect(res).toMatchObject({ to: 'agent1', replayed: false, balance: { mainBalance: 475 } });
    expect((await balance(agent)).mainBalance).toBe(before + 25);
    const wrong = await up({ amount: 5, paymentPassword: '000000', requestId: rid() });
    expect(body(wrong).errorCode).toBe('WRONG_PAYMENT_PASSWORD');
    expect((await balance()).mainBalance).toBe(475);
  });

  it('lets an agent pay a downline, and only a downline', async () => {
    await as(agent, {
      method: 'POST',
      url: WALLET_API.paymentPassword,
      payload: { currentPassword: 'Agent123', newPaymentPassword: '135790' },
    });
    const pay = (downlineAccount: string) =>
      as(agent, {
        method: 'POST',
        url: WALLET_API.downlineTransfer,
        payload: { downlineAccount, amount: 5, paymentPassword: '135790', requestId: rid() },
      });
    expect(body(await pay('player1')).value).toMatchObject({ to: 'player1' });
    expect((await balance()).mainBalance).toBe(480);
    expect(body(await pay('newbie1')).errorCode).toBe('NOT_FOUND');
    const notAgent = await as(player, {
      method: 'POST',
      url: WALLET_API.downlineTransfer,
      payload: { downlineAccount: 'agent1', amount: 1, paymentPassword: '246810', requestId: rid() },
    });
    expect(body(notAgent).errorCode).toBe('NOT_AN_AGENT');
  });
});

describe('histories', () => {
  const today = new Date().toISOString().slice(0, 10);
  const week = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it('lists the member’s movements newest first, filtered by kind', async () => {
    const page = body(
      await as(player, {
        method: 'GET',
        url: `${WALLET_API.transactions}?from=${week}&to=${tomorrow}&pageSize=50`,
      }),
    ).value;
    expect(page.items[0]).toMatchObject({
      kind: 'DOWNLINE_TRANSFER',
      wallet: 'MAIN',
      amount: 5,
      balanceAfter: 480,
    });
    expect(page.items.map((i: { kind: string }) => i.kind)).toContain('TRANSFER_IN');
    const upline = body(
      await as(player, {
        method: 'GET',
        url: `${WALLET_API.transactions}?from=${week}&to=${tomorrow}&kind=UPLINE_TRANSFER`,
      }),
    ).value;
    expect(upline.items).toHaveLength(1);
  });

  it('shows one entry of the member, and not another member’s', async () => {
    const [latest] = body(
      await as(player, { method: 'GET', url: `${WALLET_API.transactions}?from=${week}&to=${tomorrow}` }),
    ).value.items;
    const detail = body(
      await as(player, { method: 'GET', url: `${WALLET_API.transactionDetail}?id=${latest.id}` }),
    ).value;
    expect(detail).toMatchObject({ id: latest.id, legs: [{ wallet: 'MAIN', amount: 5 }] });
    const [agentEntry] = body(
      await as(agent, {
        method: 'GET',
        url: `${WALLET_API.transactions}?from=${week}&to=${tomorrow}&kind=UPLINE_TRANSFER`,
      }),
    ).value.items;
    const foreign = await as(player, {
      method: 'GET',
      url: `${WALLET_API.transactionDetail}?id=${agentEntry.id + 1000}`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('sums profit and loss and deposits over the range', async () => {
    const res = await as(player, {
      method: 'GET',
      url: `${WALLET_API.profitLoss}?from=${week}&to=${tomorrow}`,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    const pl = body(res).value;
    expect(pl.totals).toMatchObject({ deposits: 500, bets: 0, wins: 0, profit: 0 });
  });

  it.each([
    ['a start after the end', `from=${tomorrow}&to=${week}`],
    ['more than 92 days', `from=2026-01-01&to=2026-12-31`],
    ['a malformed date', `from=yesterday&to=${today}`],
  ])('refuses %s', async (_name, query) => {
    const res = await as(player, { method: 'GET', url: `${WALLET_API.transactions}?${query}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('under concurrency', () => {
  it('never overdraws and keeps the ledger whole with racing transfers and retries', async () => {
    const start = (await balance()).mainBalance;
    const requests = Array.from({ length: 60 }, (_, i) => {
      const requestId = `race-key-${i % 45}`;
      return i % 3 === 2
        ? transfer({ type: 'OUT', vendorCode: vendor, amount: 40, requestId })
        : transfer({ type: 'IN', vendorCode: vendor, amount: 40, requestId });
    });
    const answers = await Promise.all(requests);
    for (const a of answers) expect([200, 409, 422]).toContain(a.statusCode);
    const end = await balance();
    expect(end.sumBalance).toBe(start);
    expect(end.mainBalance).toBeGreaterThanOrEqual(0);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });
});
