import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API, WALLET_API, WITHDRAW_API } from '@openlobby/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../lib/app-error.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { journalEntries } from '../ledger/ledger.schema.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import type { TBrand } from '../system/system.service.ts';
import { createTransferService } from '../wallet/transfer.service.ts';
import { paymentSettings, withdrawals } from './payments.schema.ts';
import { findPaymentSettings } from './payment-settings.ts';
import { createWithdrawalService } from './withdrawals.service.ts';
import { moveTurnover } from './turnover.ts';

/**
 * Daily limits that no race can beat: the withdrawal count, the withdrawal amount and the count of
 * transfers to other members are decided under the member's lock, so many parallel requests get
 * exactly the limit and the others are refused with nothing moved. Each test runs on a brand day of
 * its own (the app's clock moves to the next day in the brand's time zone).
 */

let t: TestApp;
let ledger: Ledger;
let clock = Date.now();
let ids: { brand: number; player: number; agent: number; timeZone: string };
let player: string;
let agent: string;
let payoutAccountId: number;
let serial = 0;
const rid = (prefix: string) => `${prefix}-${serial++}-${Math.random().toString(36).slice(2, 10)}`;

const kit = () => identityKit(t);
const as = (token: string, opts: InjectOptions) => kit().withToken(token, opts);
const balance = async (token: string) =>
  body(await as(token, { method: 'GET', url: WALLET_API.balance })).value;

/** Moves the app's clock to one hour into the brand's next day and logs the members in again. */
async function nextBrandDay() {
  const tomorrow = nextDay(dayIn(ids.timeZone, new Date(clock)));
  clock = startOfDay(ids.timeZone, tomorrow).getTime() + 3_600_000;
  player = await kit().tokenOf('player1', 'Player123');
  agent = await kit().tokenOf('agent1', 'Agent123');
}
const todayStart = () => startOfDay(ids.timeZone, dayIn(ids.timeZone, new Date(clock)));

/** The brand's payment settings, written as the back office would store them. */
async function setLimits(patch: Partial<typeof paymentSettings.$inferInsert>) {
  await t.db
    .update(paymentSettings)
    .set({ withdrawalDailyCount: 100, withdrawalDailyAmountMinor: null, transferDailyCount: null, ...patch })
    .where(eq(paymentSettings.brandId, ids.brand));
}

/** Puts money into a member's main wallet the way an approved deposit does. */
async function fund(memberId: number, amountMinor: bigint) {
  const main = await ledger.memberAccount(ledger.db, {
    brandId: ids.brand,
    memberId,
    kind: 'MAIN',
    currency: 'CNY',
  });
  const transit = await ledger.brandAccount(ledger.db, {
    brandId: ids.brand,
    kind: 'CASH_IN_TRANSIT',
    currency: 'CNY',
  });
  await ledger.post({
    brandId: ids.brand,
    kind: 'DEPOSIT',
    idempotencyKey: `limits-fund-${memberId}-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor },
      { accountId: transit, amountMinor: -amountMinor },
    ],
  });
}

const withdraw = (amount: number, requestId = rid('limit')) =>
  as(player, {
    method: 'POST',
    url: WITHDRAW_API.withdrawals,
    payload: { payoutAccountId, amount, paymentPassword: '246810', requestId },
  });
const payUpline = (amount: number, requestId = rid('upline')) =>
  as(player, {
    method: 'POST',
    url: WALLET_API.uplineTransfer,
    payload: { amount, paymentPassword: '246810', requestId },
  });

/** How many answers succeeded, and the error codes of the others. */
const tally = (answers: LightMyRequestResponse[]) => ({
  ok: answers.filter((a) => a.statusCode === 200).length,
  refused: [
    ...new Set(
      answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${body(a).errorCode}`),
    ),
  ],
});

/** The member's withdrawal rows and hold entries of the brand's day so far. */
async function writtenToday() {
  const [rows] = await t.db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, ids.player), gte(withdrawals.createdAt, todayStart())));
  const [holds] = await t.db
    .select({ n: count() })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.memberId, ids.player),
        eq(journalEntries.kind, 'WITHDRAWAL_HOLD'),
        gte(journalEntries.createdAt, todayStart()),
      ),
    );
  return { withdrawals: rows!.n, holds: holds!.n };
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  ledger = createLedger({ db: t.db });
  const rows = (await t.db.execute(
    sql`select m.id, m.account, b.id as brand_id, b.time_zone from members m join brands b on b.id = m.brand_id
        where b.code = 'lobby' and m.account in ('player1', 'agent1')`,
  )) as unknown as { rows: { id: number; account: string; brand_id: number; time_zone: string }[] };
  const of = (a: string) => rows.rows.find((r) => r.account === a)!;
  ids = {
    brand: of('player1').brand_id,
    player: of('player1').id,
    agent: of('agent1').id,
    timeZone: of('player1').time_zone,
  };
  // player1 registered under agent1 (as through the agent's invitation link).
  await t.db.execute(sql`update members set upline_id = ${ids.agent} where id = ${ids.player}`);
  await t.db
    .update(paymentSettings)
    .set({ turnoverPercent: 0 })
    .where(eq(paymentSettings.brandId, ids.brand));
  await fund(ids.player, 2_000_000n);
  player = await kit().tokenOf('player1', 'Player123');
  await as(player, {
    method: 'POST',
    url: WALLET_API.paymentPassword,
    payload: { currentPassword: 'Player123', newPaymentPassword: '246810' },
  });
  const account = await as(player, {
    method: 'POST',
    url: WITHDRAW_API.payoutAccounts,
    payload: {
      kind: 'BANK',
      bankName: 'Demo Bank',
      accountName: 'Player One',
      accountNumber: '6222 0000 1111 9876',
      paymentPassword: '246810',
    },
  });
  payoutAccountId = body(account).value.id;
});
afterAll(async () => t.close());

describe('the daily withdrawal count', () => {
  it('gives exactly the limit to 50 parallel requests and refuses the rest with nothing held', async () => {
    await nextBrandDay();
    await setLimits({ withdrawalDailyCount: 5 });
    const before = await balance(player);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(100)));
    expect(tally(answers)).toEqual({ ok: 5, refused: ['422 WITHDRAWAL_LIMIT_REACHED'] });
    expect(await writtenToday()).toEqual({ withdrawals: 5, holds: 5 });
    expect(await balance(player)).toMatchObject({
      mainBalance: before.mainBalance - 500,
      heldBalance: before.heldBalance + 500,
    });
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('answers a replayed request id with the stored withdrawal and counts it once', async () => {
    await nextBrandDay();
    await setLimits({ withdrawalDailyCount: 2 });
    const first = body(await withdraw(100, 'replayed-request-1')).value;
    // Ten retries of the first request race one new request for the last place of the day.
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => withdraw(100, 'replayed-request-1')),
      withdraw(100, 'second-request-1'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 11 }, () => 200));
    expect(answers.slice(0, 10).map((a) => body(a).value.id)).toEqual(
      Array.from({ length: 10 }, () => first.id),
    );
    expect(body(answers[10]!).value.id).not.toBe(first.id);
    // The day's two are used: a third request is refused, a retry of the first still answers.
    expect(body(await withdraw(100)).errorCode).toBe('WITHDRAWAL_LIMIT_REACHED');
    expect(body(await withdraw(100, 'replayed-request-1')).value.id).toBe(first.id);
    expect(await writtenToday()).toEqual({ withdrawals: 2, holds: 2 });
  });

  it('starts again on the brand’s next day', async () => {
    await nextBrandDay();
    await setLimits({ withdrawalDailyCount: 1 });
    expect((await withdraw(100)).statusCode).toBe(200);
    expect(body(await withdraw(100)).errorCode).toBe('WITHDRAWAL_LIMIT_REACHED');
    await nextBrandDay();
    expect((await withdraw(100)).statusCode).toBe(200);
    const info = body(await as(player, { method: 'GET', url: WITHDRAW_API.info })).value;
    expect(info).toMatchObject({ dailyCount: 1, usedToday: 1 });
  });
});

describe('the daily withdrawal amount', () => {
  it('gives 20 parallel requests of 100 exactly 500 and refuses the rest with nothing held', async () => {
    await nextBrandDay();
    await setLimits({ withdrawalDailyAmountMinor: 50_000n });
    const before = await balance(player);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(100)));
    expect(tally(answers)).toEqual({ ok: 5, refused: ['422 WITHDRAWAL_AMOUNT_LIMIT_REACHED'] });
    expect(await writtenToday()).toEqual({ withdrawals: 5, holds: 5 });
    expect(await balance(player)).toMatchObject({
      mainBalance: before.mainBalance - 500,
      heldBalance: before.heldBalance + 500,
    });
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses a request that would pass the amount, says what is left, and frees a rejected request’s amount', async () => {
    await nextBrandDay();
    await setLimits({ withdrawalDailyAmountMinor: 50_000n });
    const first = body(await withdraw(300)).value;
    const over = await withdraw(250);
    expect([over.statusCode, body(over)]).toMatchObject([
      422,
      { errorCode: 'WITHDRAWAL_AMOUNT_LIMIT_REACHED', value: { limit: 500, remaining: 200 } },
    ]);
    // Finance rejects the first request: its money came back, so its amount no longer counts.
    clock += 30_000;
    const totp = await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock / 1000) });
    const login = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'finance1', password: 'Operator123', totp },
    });
    const finance = body(login).value.token as string;
    const rejected = await t.call({
      method: 'POST',
      url: `/admin/api/withdrawals/${first.id}/reject`,
      headers: { authorization: finance },
      payload: { reason: 'payee check failed' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await withdraw(250)).statusCode).toBe(200);
  });
});

describe('consolidated funds', () => {
  it('count the brand day’s withdrawals and those waiting for finance', async () => {
    await nextBrandDay();
    await setLimits({});
    const funds = async () =>
      body(await as(player, { method: 'GET', url: WALLET_API.consolidatedFunds })).value;
    const before = await funds();
    expect(before.todayWithdrawals).toBe(0);
    await withdraw(100);
    await withdraw(150);
    expect(await funds()).toMatchObject({
      todayWithdrawals: 250,
      pendingWithdrawals: before.pendingWithdrawals + 2,
    });
  });
});

describe('the daily count of transfers to other members', () => {
  it('gives exactly the limit to 30 parallel transfers to the upline and moves nothing for the rest', async () => {
    await nextBrandDay();
    await setLimits({ transferDailyCount: 3 });
    const [playerBefore, agentBefore] = [await balance(player), await balance(agent)];
    const answers = await Promise.all(Array.from({ length: 30 }, () => payUpline(10)));
    expect(tally(answers)).toEqual({ ok: 3, refused: ['422 TRANSFER_LIMIT_REACHED'] });
    expect((await balance(player)).mainBalance).toBe(playerBefore.mainBalance - 30);
    expect((await balance(agent)).mainBalance).toBe(agentBefore.mainBalance + 30);
    const [entries] = await t.db
      .select({ n: count() })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.memberId, ids.player),
          inArray(journalEntries.kind, ['UPLINE_TRANSFER', 'DOWNLINE_TRANSFER']),
          gte(journalEntries.createdAt, todayStart()),
        ),
      );
    expect(entries!.n).toBe(3);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('answers a replayed transfer once the day’s transfers are used, and allows more the next day', async () => {
    await nextBrandDay();
    await setLimits({ transferDailyCount: 1 });
    const first = body(await payUpline(10, 'upline-replayed-1')).value;
    expect(first).toMatchObject({ replayed: false });
    expect(body(await payUpline(10)).errorCode).toBe('TRANSFER_LIMIT_REACHED');
    expect(body(await payUpline(10, 'upline-replayed-1')).value).toMatchObject({
      entryId: first.entryId,
      replayed: true,
    });
    await nextBrandDay();
    expect((await payUpline(10)).statusCode).toBe(200);
  });
});

/**
 * The same races from several server processes at once: each process answers its own members'
 * requests in order, so only the database lock keeps processes from passing a limit together. Each
 * "process" here is its own service (its own queue and ledger) on the one database; the payment
 * password is not what these tests are about, so it passes.
 */
describe('across server processes', () => {
  const PROCESSES = 10;
  const appClock = () => new Date(clock);
  const memberRow = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0]!;
  const brandRow = async (): Promise<TBrand> =>
    (await t.db.select().from(brands).where(eq(brands.id, ids.brand)))[0]!;
  const withdrawalProcesses = () =>
    Array.from({ length: PROCESSES }, () =>
      createWithdrawalService({
        isFrozen: async () => false,
        db: t.db,
        ledger: createLedger({ db: t.db, now: appClock }),
        events: createMoneyEvents(),
        transfers: undefined as never,
        brandById: brandRow,
        checkPaymentPassword: async () => undefined,
        hasPaymentPassword: async () => true,
        now: appClock,
      }),
    );
  /** Settles every request: the ones created and the codes of the refused. */
  const outcomes = async (work: Promise<unknown>[]) => {
    const settled = await Promise.allSettled(work);
    return {
      ok: settled.filter((r) => r.status === 'fulfilled').length,
      refused: [
        ...new Set(
          settled.flatMap((r) =>
            r.status === 'rejected' ? [r.reason instanceof AppError ? r.reason.code : String(r.reason)] : [],
          ),
        ),
      ],
    };
  };

  it('gives 50 withdrawals from 10 processes exactly the daily count', async () => {
    await nextBrandDay();
    await setLimits({ withdrawalDailyCount: 5 });
    const [brand, member, services] = [await brandRow(), await memberRow(ids.player), withdrawalProcesses()];
    const before = await balance(player);
    const requests = Array.from({ length: 50 }, (_, i) =>
      services[i % PROCESSES]!.request(brand, member, {
        payoutAccountId,
        amount: 100,
        paymentPassword: '246810',
        requestId: rid('process'),
      }),
    );
    expect(await outcomes(requests)).toEqual({ ok: 5, refused: ['WITHDRAWAL_LIMIT_REACHED'] });
    expect(await writtenToday()).toEqual({ withdrawals: 5, holds: 5 });
    expect((await balance(player)).mainBalance).toBe(before.mainBalance - 500);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('gives 20 withdrawals of 100 from 10 processes exactly the daily amount of 500', async () => {
    await nextBrandDay();
    await setLimits({ withdrawalDailyAmountMinor: 50_000n });
    const [brand, member, services] = [await brandRow(), await memberRow(ids.player), withdrawalProcesses()];
    const requests = Array.from({ length: 20 }, (_, i) =>
      services[i % PROCESSES]!.request(brand, member, {
        payoutAccountId,
        amount: 100,
        paymentPassword: '246810',
        requestId: rid('process-amount'),
      }),
    );
    expect(await outcomes(requests)).toEqual({ ok: 5, refused: ['WITHDRAWAL_AMOUNT_LIMIT_REACHED'] });
    expect(await writtenToday()).toEqual({ withdrawals: 5, holds: 5 });
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('gives 30 transfers to the upline from 10 processes exactly the daily transfer count', async () => {
    await nextBrandDay();
    await setLimits({ transferDailyCount: 3 });
    const [brand, member, upline] = [
      await brandRow(),
      await memberRow(ids.player),
      await memberRow(ids.agent),
    ];
    const services = Array.from({ length: PROCESSES }, () =>
      createTransferService({
        isFrozen: async () => false,
        ledger: createLedger({ db: t.db, now: appClock }),
        vendorMoves: undefined as never,
        events: createMoneyEvents(),
        findVendors: async () => [],
        findMember: async () => upline,
        findDownline: async () => undefined,
        checkPaymentPassword: async () => undefined,
        transferDailyCount: async (b) => (await findPaymentSettings(t.db, b)).transferDailyCount,
        moveTurnover: async (tx, b, q) =>
          moveTurnover(tx, ledger, {
            ...q,
            brandId: b.id,
            percent: (await findPaymentSettings(tx, b)).turnoverPercent,
          }),
        now: appClock,
      }),
    );
    const [playerBefore, agentBefore] = [await balance(player), await balance(agent)];
    const transfers = Array.from({ length: 30 }, (_, i) =>
      services[i % PROCESSES]!.toUpline(brand, member, {
        amount: 10,
        paymentPassword: '246810',
        requestId: rid('process-upline'),
      }),
    );
    expect(await outcomes(transfers)).toEqual({ ok: 3, refused: ['TRANSFER_LIMIT_REACHED'] });
    expect((await balance(player)).mainBalance).toBe(playerBefore.mainBalance - 30);
    expect((await balance(agent)).mainBalance).toBe(agentBefore.mainBalance + 30);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });
});
