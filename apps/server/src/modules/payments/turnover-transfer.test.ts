import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WALLET_API, WITHDRAW_API } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import type { TBrand } from '../system/system.service.ts';
import { createTransferService } from '../wallet/transfer.service.ts';
import { members } from '../identity/identity.schema.ts';
import { paymentSettings, turnoverAdjustments } from './payments.schema.ts';
import { moveTurnover } from './turnover.ts';
import { findPaymentSettings } from './payment-settings.ts';

/**
 * The turnover still owed travels with transfers between members: what a member deposited and has
 * not yet bet cannot be withdrawn by sending it to an upline or a downline first. The brand asks
 * 100 % turnover here; each test has an agent and a player of its own, new.
 */

let t: TestApp;
let ledger: Ledger;
let demo: { brand: number; player: number; agent: number };
let ids: { brand: number; player: number; agent: number };
let downlineAccount: string;
let player: string;
let agent: string;
let serial = 0;
const rid = (prefix: string) => `${prefix}-${serial++}-${Math.random().toString(36).slice(2, 10)}`;

const kit = () => identityKit(t);
const as = (token: string, opts: InjectOptions) => kit().withToken(token, opts);
const info = async (token: string) =>
  body(await as(token, { method: 'GET', url: WITHDRAW_API.info })).value as {
    turnoverRequired: number;
    balance: { mainBalance: number };
  };
const owed = async (token: string) => (await info(token)).turnoverRequired;

/** Puts money into a member's main wallet the way an approved deposit (or a game's win) does. */
async function deposit(memberId: number, amountMinor: bigint, kind: 'DEPOSIT' | 'WIN' = 'DEPOSIT') {
  const account = (kind: 'MAIN') =>
    ledger.memberAccount(ledger.db, { brandId: ids.brand, memberId, kind, currency: 'CNY' });
  const transit = await ledger.brandAccount(ledger.db, {
    brandId: ids.brand,
    kind: 'CASH_IN_TRANSIT',
    currency: 'CNY',
  });
  await ledger.post({
    brandId: ids.brand,
    kind,
    idempotencyKey: `turnover-${kind}-${memberId}-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: await account('MAIN'), amountMinor },
      { accountId: transit, amountMinor: -amountMinor },
    ],
  });
}

const payUpline = (amount: number, requestId = rid('upline')) =>
  as(player, {
    method: 'POST',
    url: WALLET_API.uplineTransfer,
    payload: { amount, paymentPassword: '246810', requestId },
  });
const payDownline = (amount: number, requestId = rid('downline')) =>
  as(agent, {
    method: 'POST',
    url: WALLET_API.downlineTransfer,
    payload: { downlineAccount, amount, paymentPassword: '135790', requestId },
  });

/** The turnover rows of a member: their sum in minor units and how many. */
async function adjustmentsOf(memberId: number) {
  const rows = await t.db
    .select()
    .from(turnoverAdjustments)
    .where(eq(turnoverAdjustments.memberId, memberId));
  return { count: rows.length, sumMinor: rows.reduce((s, r) => s + r.amountMinor, 0n) };
}

/** A new member copied from a demo login (its passwords), so each test starts from no money. */
async function cloneMember(from: number, account: string, uplineId: number | null) {
  const [source] = await t.db.select().from(members).where(eq(members.id, from));
  const [created] = await t.db
    .insert(members)
    .values({
      brandId: source!.brandId,
      account,
      nickname: account,
      type: source!.type,
      passwordHash: source!.passwordHash,
      paymentPasswordHash: source!.paymentPasswordHash,
      uplineId,
    })
    .returning();
  return created!.id;
}

/** A fresh agent and a player registered under them, both logged in. */
async function newPair() {
  const n = serial++;
  const agentId = await cloneMember(demo.agent, `tagent${n}`, null);
  const playerId = await cloneMember(demo.player, `tplayer${n}`, agentId);
  ids = { brand: demo.brand, player: playerId, agent: agentId };
  downlineAccount = `tplayer${n}`;
  agent = await kit().tokenOf(`tagent${n}`, 'Agent123');
  player = await kit().tokenOf(`tplayer${n}`, 'Player123');
}

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger({ db: t.db });
  const rows = (await t.db.execute(
    sql`select m.id, m.account, b.id as brand_id from members m join brands b on b.id = m.brand_id
        where b.code = 'lobby' and m.account in ('player1', 'agent1')`,
  )) as unknown as { rows: { id: number; account: string; brand_id: number }[] };
  const of = (a: string) => rows.rows.find((r) => r.account === a)!;
  demo = { brand: of('player1').brand_id, player: of('player1').id, agent: of('agent1').id };
  // The brand asks one full turnover of every deposit.
  await t.db
    .update(paymentSettings)
    .set({ turnoverPercent: 100, withdrawalDailyCount: 100, transferDailyCount: null })
    .where(eq(paymentSettings.brandId, demo.brand));
  for (const [account, password, paymentPassword] of [
    ['player1', 'Player123', '246810'],
    ['agent1', 'Agent123', '135790'],
  ] as const)
    await as(await kit().tokenOf(account, password), {
      method: 'POST',
      url: WALLET_API.paymentPassword,
      payload: { currentPassword: password, newPaymentPassword: paymentPassword },
    });
});
afterAll(async () => t.close());
beforeEach(newPair);

describe('turnover owed travels with transfers between members', () => {
  it('refuses the receiver’s withdrawal for turnover and lowers the sender’s requirement', async () => {
    await deposit(ids.player, 100_000n);
    expect(await owed(player)).toBe(1000);
    expect(await owed(agent)).toBe(0);

    expect((await payUpline(400)).statusCode).toBe(200);
    expect(await owed(player)).toBe(600);
    expect(await owed(agent)).toBe(400);

    const card = await as(agent, {
      method: 'POST',
      url: WITHDRAW_API.payoutAccounts,
      payload: {
        kind: 'BANK',
        bankName: 'Demo Bank',
        accountName: 'Agent One',
        accountNumber: '6222 0000 2222 1234',
        paymentPassword: '135790',
      },
    });
    const refused = await as(agent, {
      method: 'POST',
      url: WITHDRAW_API.withdrawals,
      payload: {
        payoutAccountId: body(card).value.id,
        amount: 400,
        paymentPassword: '135790',
        requestId: rid('agent-withdraw'),
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(body(refused)).toMatchObject({ errorCode: 'TURNOVER_NOT_MET', value: { remaining: 400 } });
    expect((await info(agent)).balance.mainBalance).toBe(400);
  });

  it('moves only the turnover still owed, up to the amount sent, both ways', async () => {
    await deposit(ids.player, 30_000n);
    await deposit(ids.player, 20_000n, 'WIN');
    // 300 owed (and 200 won, which owes nothing): the first 200 sent carry 200, the next 200 only the 100 left, the last none.
    expect((await payUpline(200)).statusCode).toBe(200);
    expect((await payUpline(200)).statusCode).toBe(200);
    expect(await owed(player)).toBe(0);
    expect(await owed(agent)).toBe(300);
    expect((await payUpline(100)).statusCode).toBe(200);
    expect(await owed(agent)).toBe(300);
    // The agent sending 50 back to the downline sends 50 of that turnover with it.
    expect((await payDownline(50)).statusCode).toBe(200);
    expect(await owed(agent)).toBe(250);
    expect(await owed(player)).toBe(50);
    expect(await adjustmentsOf(ids.player)).toEqual({ count: 3, sumMinor: -25_000n });
    expect(await adjustmentsOf(ids.agent)).toEqual({ count: 3, sumMinor: 25_000n });
  });

  it('moves the turnover of a replayed transfer once', async () => {
    await deposit(ids.player, 100_000n);
    const answers = await Promise.all(Array.from({ length: 10 }, () => payUpline(300, 'replayed-upline-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.filter((a) => !body(a).value.replayed)).toHaveLength(1);
    expect(await owed(player)).toBe(700);
    expect(await owed(agent)).toBe(300);
    expect(await adjustmentsOf(ids.agent)).toEqual({ count: 1, sumMinor: 30_000n });
    expect((await info(agent)).balance.mainBalance).toBe(300);
  });

  it('keeps the totals exact under parallel transfers both ways', async () => {
    await deposit(ids.player, 105_000n);
    await deposit(ids.player, 100_000n, 'WIN');
    await deposit(ids.agent, 20_000n);
    await deposit(ids.agent, 10_000n, 'WIN');
    // 1,050 and 200 owed; 20 × 100 up and 10 × 30 down at once.
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => payUpline(100)),
      ...Array.from({ length: 10 }, () => payDownline(30)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    const [p, a] = [await owed(player), await owed(agent)];
    expect(p + a).toBe(1250);
    const [rowsP, rowsA] = [await adjustmentsOf(ids.player), await adjustmentsOf(ids.agent)];
    expect(rowsP.sumMinor + rowsA.sumMinor).toBe(0n);
    expect(BigInt(Math.round(p * 100))).toBe(105_000n + rowsP.sumMinor);
    expect(BigInt(Math.round(a * 100))).toBe(20_000n + rowsA.sumMinor);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('moves a sender’s turnover once across transfers from many processes', async () => {
    await deposit(ids.player, 50_000n);
    await deposit(ids.player, 90_000n, 'WIN');
    const brand: TBrand = (await t.db.select().from(brands).where(eq(brands.id, ids.brand)))[0]!;
    const member = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0]!;
    const [from, upline] = [await member(ids.player), await member(ids.agent)];
    // Each service is a process of its own: only the database lock orders their transfers.
    const services = Array.from({ length: 5 }, () =>
      createTransferService({
        isFrozen: async () => false,
        ledger: createLedger({ db: t.db }),
        vendorMoves: undefined as never,
        events: createMoneyEvents(),
        findVendors: async () => [],
        findMember: async () => upline,
        findDownline: async () => undefined,
        checkPaymentPassword: async () => undefined,
        transferDailyCount: async () => null,
        moveTurnover: async (tx, b, q) =>
          moveTurnover(tx, ledger, {
            ...q,
            brandId: b.id,
            percent: (await findPaymentSettings(tx, b)).turnoverPercent,
          }),
      }),
    );
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        services[i % 5]!.toUpline(brand, from, {
          amount: 70,
          paymentPassword: '246810',
          requestId: rid('process-upline'),
        }),
      ),
    );
    // 500 owed, 20 × 70 sent: 7 carry 70, one carries 10, the rest none.
    expect(await owed(player)).toBe(0);
    expect(await owed(agent)).toBe(500);
    expect(await adjustmentsOf(ids.agent)).toEqual({ count: 8, sumMinor: 50_000n });
  });
});
