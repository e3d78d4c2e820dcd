import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API, WALLET_API, WITHDRAW_API } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { multipartBody, TEST_PNG } from '../../../test/multipart.ts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import type { TBrand } from '../system/system.service.ts';
import { createWithdrawalService } from './withdrawals.service.ts';

let t: TestApp;
let ledger: Ledger;
let player: string;
let finance: string;
let owner: string;
let brand: TBrand;
let memberId: number;
let accountId: number;
let serial = 0;
let clock = Date.now();
const rid = () => `withdraw-request-${serial++}`;
const PNG = TEST_PNG;

const operatorToken = async (username: string, password: string) => {
  clock += 30_000;
  const totp = await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock / 1000) });
  const res = await t.call({ method: 'POST', url: ADMIN_API.login, payload: { username, password, totp } });
  return body(res).value.token as string;
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  ledger = createLedger({ db: t.db });
  player = await identityKit(t).tokenOf('player1', 'Player123');
  finance = await operatorToken('finance1', 'Operator123');
  owner = await operatorToken('owner', 'Owner12345');
  const rows = (await t.db.execute(
    sql`select b.*, m.id as member_id from brands b join members m on m.brand_id = b.id
        where b.code = 'lobby' and m.account = 'player1'`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const row = rows.rows[0]!;
  memberId = row.member_id as number;
  brand = { id: row.id, currencyDecimals: 2, currencyCode: 'CNY', timeZone: row.time_zone } as TBrand;
  const [main, transit] = await ledger.inTransaction(async (tx) => [
    await ledger.memberAccount(tx, { brandId: brand.id, memberId, kind: 'MAIN', currency: 'CNY' }),
    await ledger.brandAccount(tx, { brandId: brand.id, kind: 'CASH_IN_TRANSIT', currency: 'CNY' }),
  ]);
  await ledger.post({
    brandId: brand.id,
    kind: 'DEPOSIT',
    idempotencyKey: 'withdraw-test-fund',
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor: 200_000n },
      { accountId: transit, amountMinor: -200_000n },
    ],
  });
  await asPlayer({
    method: 'POST',
    url: WALLET_API.paymentPassword,
    payload: { currentPassword: 'Player123', newPaymentPassword: '246810' },
  });
});
afterAll(async () => t.close());

const asPlayer = (opts: InjectOptions) => identityKit(t).withToken(player, opts);
const as = (token: string, opts: InjectOptions) => t.call({ ...opts, headers: { authorization: token } });
const balance = async () => body(await asPlayer({ method: 'GET', url: WALLET_API.balance })).value;
const withdraw = (payload: object) =>
  asPlayer({
    method: 'POST',
    url: WITHDRAW_API.withdrawals,
    payload: { payoutAccountId: accountId, paymentPassword: '246810', requestId: rid(), ...payload },
  });
const step = (id: number, action: string, payload: object = {}) =>
  as(finance, { method: 'POST', url: `/admin/api/withdrawals/${id}/${action}`, payload });
const confirm = (id: number, fields: Record<string, string>, files: Buffer[] = []) =>
  asPlayer({
    method: 'POST',
    url: `/wps/payments/withdrawals/${id}/confirm`,
    ...multipartBody(
      fields,
      files.map((bytes) => ({ name: 'proofs', bytes })),
    ),
  });
/** A withdrawal of `amount` taken to PAID by finance. */
const paidWithdrawal = async (amount: number) => {
  const w = body(await withdraw({ amount })).value;
  await step(w.id, 'approve');
  await step(w.id, 'payout', { reference: `BANK-REF-${w.id}` });
  return w.id as number;
};

describe('payout accounts', () => {
  it('binds an account in the member’s own name, with the payment password', async () => {
    const bind = (payload: object) =>
      asPlayer({
        method: 'POST',
        url: WITHDRAW_API.payoutAccounts,
        payload: {
          kind: 'BANK',
          bankName: 'Demo Bank',
          accountName: 'Player One',
          accountNumber: '6222 0000 1111 2345',
          paymentPassword: '246810',
          ...payload,
        },
      });
    expect(body(await bind({ accountName: 'Somebody Else' })).errorCode).toBe('VALIDATION_FAILED');
    expect(body(await bind({ paymentPassword: '000000' })).errorCode).toBe('WRONG_PAYMENT_PASSWORD');
    const account = body(await bind({})).value;
    expect(account.accountNumber).toBe('••••••••2345');
    accountId = account.id;
    expect(body(await bind({})).errorCode).toBe('VALIDATION_FAILED');
  });

  it('shows the withdrawal rules and the member’s accounts', async () => {
    const info = body(await asPlayer({ method: 'GET', url: WITHDRAW_API.info })).value;
    expect(info).toMatchObject({
      min: 100,
      max: 50_000,
      dailyCount: 5,
      usedToday: 0,
      turnoverRequired: 0,
      hasPaymentPassword: true,
      balance: { mainBalance: 2000 },
    });
    expect(info.accounts).toHaveLength(1);
  });
});

describe('a withdrawal', () => {
  it('holds the amount at request; a retry answers the same request', async () => {
    const requestId = rid();
    const w = body(await withdraw({ amount: 500, requestId })).value;
    expect(w).toMatchObject({ status: 'PENDING', amount: 500 });
    expect(await balance()).toMatchObject({ mainBalance: 1500, heldBalance: 500 });
    expect(body(await withdraw({ amount: 500, requestId })).value.id).toBe(w.id);
    expect(body(await withdraw({ amount: 400, requestId })).errorCode).toBe('DUPLICATE_TRANSACTION');
    // Rejected: the held funds come back, once.
    expect((await step(w.id, 'reject', { reason: 'payee check failed' })).statusCode).toBe(200);
    expect(await balance()).toMatchObject({ mainBalance: 2000, heldBalance: 0 });
    expect(body(await step(w.id, 'reject', { reason: 'again' })).errorCode).toBe('OPERATION_NOT_ALLOWED');
  });

  it.each([
    ['more than the balance', { amount: 5000 }, 422, 'INSUFFICIENT_BALANCE'],
    ['less than the minimum', { amount: 50 }, 400, 'VALIDATION_FAILED'],
    ['an over-precise amount', { amount: 150.001 }, 400, 'VALIDATION_FAILED'],
    ['a wrong payment password', { amount: 150, paymentPassword: '111111' }, 400, 'WRONG_PAYMENT_PASSWORD'],
    ['an account that is not the member’s', { amount: 150, payoutAccountId: 99_999 }, 404, 'NOT_FOUND'],
  ])('refuses %s and holds nothing', async (_name, payload, status, code) => {
    const before = await balance();
    const res = await withdraw(payload);
    expect([res.statusCode, body(res).errorCode]).toEqual([status, code]);
    expect(await balance()).toEqual(before);
  });

  it('is paid out with a reference and confirmed received', async () => {
    const id = await paidWithdrawal(300);
    expect(await balance()).toMatchObject({ mainBalance: 1700, heldBalance: 0 });
    const received = body(await confirm(id, { answer: 'RECEIVED' })).value;
    expect(received).toMatchObject({ status: 'RECEIVED', payoutReference: `BANK-REF-${id}` });
    expect(body(await confirm(id, { answer: 'RECEIVED' })).errorCode).toBe('OPERATION_NOT_ALLOWED');
  });

  it('is disputed with proof images, and refunded', async () => {
    const id = await paidWithdrawal(200);
    expect(body(await confirm(id, { answer: 'NOT_RECEIVED', remark: 'nothing arrived' })).errorCode).toBe(
      'VALIDATION_FAILED',
    );
    const fake = await confirm(id, { answer: 'NOT_RECEIVED', remark: 'nothing' }, [
      Buffer.from('not an image'),
    ]);
    expect(body(fake).errorCode).toBe('VALIDATION_FAILED');
    const tooMany = await confirm(id, { answer: 'NOT_RECEIVED', remark: 'x' }, [PNG, PNG, PNG, PNG]);
    expect(tooMany.statusCode).toBe(400);
    const disputed = body(
      await confirm(id, { answer: 'NOT_RECEIVED', remark: 'nothing arrived' }, [PNG, PNG]),
    ).value;
    expect(disputed).toMatchObject({ status: 'DISPUTED', remark: 'nothing arrived' });
    expect(disputed.proofIds).toHaveLength(2);
    const image = await asPlayer({
      method: 'GET',
      url: `/wps/payments/withdrawals/${id}/proofs/${disputed.proofIds[0]}`,
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    const adminImage = await as(finance, {
      method: 'GET',
      url: `/admin/api/withdrawals/${id}/proofs/${disputed.proofIds[1]}`,
    });
    expect(adminImage.rawPayload.equals(PNG)).toBe(true);
    const before = (await balance()).mainBalance;
    expect((await step(id, 'refund', { reason: 'bank returned the transfer' })).statusCode).toBe(200);
    expect((await balance()).mainBalance).toBe(before + 200);
    expect(body(await confirm(id, { answer: 'FULLY_PAID' })).errorCode).toBe('OPERATION_NOT_ALLOWED');
  });

  it('counts as received after the brand’s minutes, and can no longer be disputed', async () => {
    const id = await paidWithdrawal(100);
    const service = createWithdrawalService({
      isFrozen: async () => false,
      db: t.db,
      ledger,
      events: createMoneyEvents(),
      transfers: undefined as never,
      brandById: async () => brand,
      checkPaymentPassword: async () => undefined,
      hasPaymentPassword: async () => true,
      now: () => new Date(clock + 31 * 60_000),
    });
    expect(await t.db.transaction((tx) => service.autoReceive(tx))).toBeGreaterThanOrEqual(1);
    const list = body(
      await asPlayer({
        method: 'GET',
        url: `${WITHDRAW_API.withdrawals}?from=${new Date(clock - 86_400_000).toISOString().slice(0, 10)}&to=${new Date(clock + 86_400_000).toISOString().slice(0, 10)}`,
      }),
    ).value.items;
    expect(list.find((w: { id: number }) => w.id === id).status).toBe('AUTO_RECEIVED');
    expect(body(await confirm(id, { answer: 'NOT_RECEIVED', remark: 'late' }, [PNG])).errorCode).toBe(
      'OPERATION_NOT_ALLOWED',
    );
  });
});

describe('the brand’s rules', () => {
  it('asks for the turnover the deposits require, and counts the day’s withdrawals', async () => {
    const save = (patch: object) =>
      as(owner, {
        method: 'PUT',
        url: '/admin/api/brands/lobby/payment-settings',
        payload: {
          withdrawalMin: 100,
          withdrawalMax: 50_000,
          withdrawalDailyCount: 5,
          autoReceiveMinutes: 30,
          turnoverPercent: 0,
          ...patch,
        },
      });
    expect((await save({ turnoverPercent: 50 })).statusCode).toBe(200);
    const refused = await withdraw({ amount: 100 });
    expect(body(refused)).toMatchObject({ errorCode: 'TURNOVER_NOT_MET', value: { remaining: 1000 } });
    await save({ withdrawalDailyCount: 4 });
    expect(body(await withdraw({ amount: 100 })).errorCode).toBe('WITHDRAWAL_LIMIT_REACHED');
    expect((await save({ withdrawalMin: 500, withdrawalMax: 100 })).statusCode).toBe(400);
    await save({});
  });
});

describe('bad input to the withdrawal calls', () => {
  const countOf = async (table: 'withdrawals' | 'withdrawal_proofs' | 'payout_accounts') => {
    const res = (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    return res.rows[0]!.n;
  };
  const written = async () => ({
    withdrawals: await countOf('withdrawals'),
    proofs: await countOf('withdrawal_proofs'),
    accounts: await countOf('payout_accounts'),
    balance: await balance(),
  });
  const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).errorCode];
  const confirmJson = (id: number | string, extra: Partial<InjectOptions>) =>
    asPlayer({ method: 'POST', url: `/wps/payments/withdrawals/${id}/confirm`, ...extra });

  it('refuses a confirmation without a body, with {}, with wrong types or a NUL byte, and writes nothing', async () => {
    const id = await paidWithdrawal(100);
    const before = await written();
    const answers = [
      await confirmJson(id, {}),
      await confirmJson(id, { headers: { 'content-type': 'application/json' }, payload: '' }),
      await confirmJson(id, { payload: {} }),
      await confirmJson(id, { payload: { answer: 5 } }),
      await confirmJson(id, { payload: { answer: 'RECEIVED', remark: 42 } }),
      await confirmJson(id, { payload: ['RECEIVED'] }),
      await confirmJson(id, { payload: { answer: 'PAID' } }),
      await confirmJson(id, { payload: { answer: 'NOT_RECEIVED', remark: 'nothing\u0000arrived' } }),
      await confirmJson(id, { payload: { answer: 'RECEIVED\u0000' } }),
      await confirmJson(id, { payload: { answer: 'NOT_RECEIVED', remark: 'x'.repeat(141) } }),
      await confirm(id, {}, [PNG]),
      await confirm(id, { answer: 'NOT_RECEIVED', remark: 'nothing\u0000arrived' }, [PNG]),
      await confirm(id, { answer: 'RECEIVED\u0000' }),
      await confirmJson('abc', { payload: { answer: 'RECEIVED' } }),
      await confirmJson(0, { payload: { answer: 'RECEIVED' } }),
      await confirmJson('1%00', { payload: { answer: 'RECEIVED' } }),
    ];
    for (const res of answers) expect(refusal(res)).toEqual([400, 'VALIDATION_FAILED']);
    expect(await written()).toEqual(before);
    // The withdrawal is still waiting for the member's answer.
    expect(body(await confirm(id, { answer: 'RECEIVED' })).value).toMatchObject({ status: 'RECEIVED' });
  });

  it('refuses a payout account or a withdrawal request with a missing, wrong or NUL-laden body', async () => {
    const before = await written();
    const bind = (payload?: object) =>
      asPlayer({
        method: 'POST',
        url: WITHDRAW_API.payoutAccounts,
        ...(payload !== undefined && { payload }),
      });
    const account = {
      kind: 'BANK',
      bankName: 'Demo Bank',
      accountName: 'Player One',
      accountNumber: '6222 0000 3333 4444',
      paymentPassword: '246810',
    };
    const request = (payload?: object) =>
      asPlayer({ method: 'POST', url: WITHDRAW_API.withdrawals, ...(payload !== undefined && { payload }) });
    const withdrawal = {
      payoutAccountId: accountId,
      amount: 100,
      paymentPassword: '246810',
      requestId: rid(),
    };
    // Without a body there is nothing to open: both are encrypted calls.
    expect(refusal(await bind())).toEqual([400, 'ENCRYPTION_REQUIRED']);
    expect(refusal(await request())).toEqual([400, 'ENCRYPTION_REQUIRED']);
    const answers = [
      await bind({}),
      await bind({ ...account, kind: 'CASH' }),
      await bind({ ...account, bankName: 7 }),
      await bind({ ...account, bankName: 'Demo\u0000Bank' }),
      await bind({ ...account, accountName: 'Player\u0000One' }),
      await request({}),
      await request({ ...withdrawal, amount: '100' }),
      await request({ ...withdrawal, payoutAccountId: 'one' }),
      await request({ ...withdrawal, requestId: 'request\u0000id' }),
      await request({ ...withdrawal, amount: -100 }),
    ];
    for (const res of answers) expect(refusal(res)).toEqual([400, 'VALIDATION_FAILED']);
    expect(await written()).toEqual(before);
  });

  it('refuses bad queries and params of the withdrawal reads', async () => {
    const get = (url: string) => asPlayer({ method: 'GET', url });
    for (const url of [
      `${WITHDRAW_API.withdrawals}`,
      `${WITHDRAW_API.withdrawals}?from=2026-01-01&to=yesterday`,
      `${WITHDRAW_API.withdrawals}?from=2026-01-01%00&to=2026-01-02`,
      `${WITHDRAW_API.withdrawals}?from=2026-01-01&to=2026-01-02&pageSize=1000`,
      '/wps/payments/withdrawals/abc/proofs/1',
      '/wps/payments/withdrawals/1/proofs/-1',
    ])
      expect(refusal(await get(url)), url).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('under concurrency', () => {
  it('never holds more than the wallet has', async () => {
    await as(owner, {
      method: 'PUT',
      url: '/admin/api/brands/lobby/payment-settings',
      payload: {
        withdrawalMin: 100,
        withdrawalMax: 50_000,
        withdrawalDailyCount: 100,
        autoReceiveMinutes: 30,
        turnoverPercent: 0,
      },
    });
    const main = (await balance()).mainBalance as number;
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw({ amount: 400 })));
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(Math.min(12, Math.floor(main / 400)));
    expect(await balance()).toMatchObject({ mainBalance: main - ok * 400, heldBalance: ok * 400 });
    expect(await ledger.verify()).toMatchObject({ ok: true });
  });
});
