import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { auditLog } from './admin.schema.ts';

let t: TestApp;
let clock = Date.now();
let finance: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  clock += 30_000;
  const res = await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: {
      username: 'finance1',
      password: 'Operator123',
      totp: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock / 1000) }),
    },
  });
  finance = body(res).value.token;
});
afterAll(async () => t.close());

/** player1 of the lobby brand (CNY, 2 decimals). */
const MEMBER = 1;
const adjust = (payload: Record<string, unknown>, member = MEMBER) =>
  t.call({
    method: 'POST',
    url: `/admin/api/members/${member}/adjust-balance`,
    payload: { reason: 'goodwill credit', idempotencyKey: `test-key-${serial++}`, ...payload },
    headers: { authorization: finance },
  });
const wallet = async (member = MEMBER) =>
  body(
    await t.call({ method: 'GET', url: `/admin/api/members/${member}`, headers: { authorization: finance } }),
  ).value.wallet;
const mainBalance = async (member = MEMBER) =>
  (await wallet(member)).accounts.find((a: { kind: string }) => a.kind === 'MAIN')?.balance ?? 0;
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
const ledgerVerify = () => createLedger({ db: t.db }).verify();

describe('manual balance adjustment', () => {
  it('credits the main wallet with a ledger entry and one audit row', async () => {
    const before = await auditCount();
    const res = await adjust({ direction: 'credit', amount: 100.5 });
    expect(body(res).value).toMatchObject({ replayed: false, balance: 100.5 });
    expect(await auditCount()).toBe(before + 1);
    const w = await wallet();
    expect(w).toMatchObject({ decimals: 2 });
    expect(w.entries[0]).toMatchObject({
      kind: 'ADJUSTMENT',
      amount: 100.5,
      balanceAfter: 100.5,
      memo: { reason: 'goodwill credit', operator: 'finance1' },
    });
    expect((await ledgerVerify()).ok).toBe(true);
  });

  it('applies a repeated key once and refuses it with another amount', async () => {
    const key = 'double-click-key';
    const first = body(await adjust({ direction: 'credit', amount: 5, idempotencyKey: key })).value;
    const audits = await auditCount();
    const again = body(await adjust({ direction: 'credit', amount: 5, idempotencyKey: key })).value;
    expect(again).toEqual({ ...first, replayed: true });
    expect(await auditCount()).toBe(audits);
    const other = await adjust({ direction: 'credit', amount: 6, idempotencyKey: key });
    expect([other.statusCode, body(other).errorCode]).toEqual([409, 'DUPLICATE_TRANSACTION']);
    expect(await mainBalance()).toBe(first.balance);
  });

  it.each([
    ['a debit above the balance', { direction: 'debit', amount: 1_000_000 }, 422, 'INSUFFICIENT_BALANCE'],
    ['more decimals than the currency', { direction: 'credit', amount: 1.001 }, 400, 'VALIDATION_FAILED'],
    ['a zero amount', { direction: 'credit', amount: 0 }, 400, 'VALIDATION_FAILED'],
    ['a negative amount', { direction: 'credit', amount: -5 }, 400, 'VALIDATION_FAILED'],
    ['an amount given as text', { direction: 'credit', amount: '5' }, 400, 'VALIDATION_FAILED'],
    ['no reason', { direction: 'credit', amount: 5, reason: '' }, 400, 'VALIDATION_FAILED'],
    ['an unknown direction', { direction: 'sideways', amount: 5 }, 400, 'VALIDATION_FAILED'],
    [
      'a malformed key',
      { direction: 'credit', amount: 5, idempotencyKey: 'bad key!' },
      400,
      'VALIDATION_FAILED',
    ],
  ])('refuses %s and writes nothing', async (_name, payload, status, code) => {
    const [audits, balance] = [await auditCount(), await mainBalance()];
    const res = await adjust(payload);
    expect([res.statusCode, body(res).errorCode]).toEqual([status, code]);
    expect(await auditCount()).toBe(audits);
    expect(await mainBalance()).toBe(balance);
  });

  it('answers NOT_FOUND for an unknown member', async () => {
    const res = await adjust({ direction: 'credit', amount: 1 }, 99_999);
    expect(res.statusCode).toBe(404);
  });

  it('never overdraws under concurrent debits, and applies each key once', async () => {
    const member = 2;
    await adjust({ direction: 'credit', amount: 100 }, member);
    const debits = Array.from({ length: 16 }, (_, i) =>
      adjust({ direction: 'debit', amount: 10, idempotencyKey: `race-key-${i % 12}` }, member),
    );
    const answers = await Promise.all(debits);
    const applied = new Set(
      answers.filter((r) => r.statusCode === 200).map((r) => body(r).value.entryId as number),
    );
    const refused = answers.filter((r) => body(r).errorCode === 'INSUFFICIENT_BALANCE').length;
    // 12 distinct keys ask for 10 each from 100: exactly 10 apply; the 4 repeats replay or are refused.
    expect(applied.size).toBe(10);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(await mainBalance(member)).toBe(0);
    expect(await ledgerVerify()).toMatchObject({ ok: true, problems: [] });
  });
});
