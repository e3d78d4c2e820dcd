import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API, WALLET_API, WITHDRAW_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { journalEntries } from '../ledger/ledger.schema.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { paymentSettings } from '../payments/payments.schema.ts';
import { auditLog } from './admin.schema.ts';

/**
 * Maker and checker for operators' balance adjustments: above the brand's threshold (1,000 here)
 * an adjustment waits, nothing moved, until a second operator approves it; the maker cannot, and
 * an operator who adjusted a member does not decide that member's withdrawals.
 */

let t: TestApp;
let clock = Date.now();
let finance: string;
let owner: string;
let serial = 0;
/** player1 of the lobby brand (CNY, 2 decimals): its withdrawals are decided below. */
const MEMBER = 1;
/** agent1 of the same brand: the adjustments that a second operator approves. */
let other: number;

async function login(username: string, password: string) {
  const res = await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: {
      username,
      password,
      totp: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock / 1000) }),
    },
  });
  return body(res).value.token as string;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  clock += 30_000;
  finance = await login('finance1', 'Operator123');
  owner = await login('owner', 'Owner12345');
  const [member] = (
    (await t.db.execute(sql`select brand_id from members where id = ${MEMBER}`)) as unknown as {
      rows: { brand_id: number }[];
    }
  ).rows;
  const [agent] = (
    (await t.db.execute(
      sql`select id from members where brand_id = ${member!.brand_id} and account = 'agent1'`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  other = agent!.id;
  await t.db
    .update(paymentSettings)
    .set({ adjustmentCheckerAboveMinor: 100_000n, turnoverPercent: 0, withdrawalDailyCount: 100 })
    .where(eq(paymentSettings.brandId, member!.brand_id));
});
afterAll(async () => t.close());

const adjust = (amount: number, member = MEMBER, as = finance) =>
  t.call({
    method: 'POST',
    url: `/admin/api/members/${member}/adjust-balance`,
    payload: {
      direction: 'credit',
      amount,
      reason: 'goodwill credit',
      idempotencyKey: `checker-key-${serial++}`,
    },
    headers: { authorization: as },
  });
const decide = (id: number, step: 'approve' | 'reject', as: string) =>
  t.call({
    method: 'POST',
    url: (step === 'approve'
      ? ADMIN_API.balanceAdjustmentApprove
      : ADMIN_API.balanceAdjustmentReject
    ).replace(':id', String(id)),
    payload: step === 'reject' ? { reason: 'not agreed' } : undefined,
    headers: { authorization: as },
  });
const mainBalance = async (member = MEMBER) => {
  const w = body(
    await t.call({ method: 'GET', url: `/admin/api/members/${member}`, headers: { authorization: owner } }),
  ).value.wallet;
  return w.accounts.find((a: { kind: string }) => a.kind === 'MAIN')?.balance ?? 0;
};
const adjustmentEntries = async (member = MEMBER) =>
  (
    await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, 'ADJUSTMENT'), eq(journalEntries.memberId, member)))
  ).length;
const audits = async (action: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('balance adjustments above the brand threshold', () => {
  it('posts an adjustment at or below the threshold at once', async () => {
    const before = await mainBalance();
    const res = await adjust(1000);
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toMatchObject({ status: 'POSTED', replayed: false, balance: before + 1000 });
    expect(body(res).value.entryId).toEqual(expect.any(Number));
  });

  it('waits for a second operator with the balance unchanged, and posts on their approval', async () => {
    const [before, entries, made] = [
      await mainBalance(other),
      await adjustmentEntries(other),
      await audits('member.adjustBalance'),
    ];
    const res = await adjust(5000, other);
    expect(body(res).value).toMatchObject({ status: 'PENDING', entryId: null, balance: before });
    const id = body(res).value.adjustmentId as number;
    expect(await mainBalance(other)).toBe(before);
    expect(await adjustmentEntries(other)).toBe(entries);
    expect(await audits('member.adjustBalance')).toBe(made + 1);

    const queue = await t.call({
      method: 'GET',
      url: `${ADMIN_API.balanceAdjustments}?status=PENDING`,
      headers: { authorization: owner },
    });
    expect(body(queue).value.items).toEqual([
      expect.objectContaining({
        id,
        status: 'PENDING',
        amount: 5000,
        requestedBy: 'finance1',
        memberId: other,
      }),
    ]);

    const approved = await decide(id, 'approve', owner);
    expect(approved.statusCode).toBe(200);
    expect(body(approved).value).toMatchObject({ status: 'POSTED', decidedBy: 'owner' });
    expect(await mainBalance(other)).toBe(before + 5000);
    expect(await adjustmentEntries(other)).toBe(entries + 1);
    expect(await audits('member.adjustBalance.approve')).toBe(1);
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses the maker’s own approval and leaves it pending', async () => {
    const before = await mainBalance();
    const id = body(await adjust(2000)).value.adjustmentId as number;
    const refused = await decide(id, 'approve', finance);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).errorCode).toBe('ADJUSTMENT_SELF_APPROVAL');
    expect(await mainBalance()).toBe(before);
    // A rejection moves nothing either, and a rejected adjustment can no longer be approved.
    expect(body(await decide(id, 'reject', owner)).value).toMatchObject({ status: 'REJECTED' });
    expect(body(await decide(id, 'approve', owner)).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect(await mainBalance()).toBe(before);
  });

  it('posts once when two operators approve in parallel', async () => {
    const before = await mainBalance(other);
    const entries = await adjustmentEntries(other);
    const id = body(await adjust(3000, other)).value.adjustmentId as number;
    clock += 30_000;
    const owner2 = await login('owner', 'Owner12345');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => decide(id, 'approve', owner)),
      ...Array.from({ length: 5 }, () => decide(id, 'approve', owner2)),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => body(a).errorCode))).toEqual(
      new Set(['OPERATION_NOT_ALLOWED']),
    );
    expect(await mainBalance(other)).toBe(before + 3000);
    expect(await adjustmentEntries(other)).toBe(entries + 1);
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true, problems: [] });
  });
});

describe('withdrawals of an adjusted member', () => {
  it('refuses the approval to the operator who adjusted the member and lets another approve', async () => {
    const kit = identityKit(t);
    const player = await kit.tokenOf('player1', 'Player123');
    await kit.withToken(player, {
      method: 'POST',
      url: WALLET_API.paymentPassword,
      payload: { currentPassword: 'Player123', newPaymentPassword: '246810' },
    });
    const card = await kit.withToken(player, {
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
    const requested = await kit.withToken(player, {
      method: 'POST',
      url: WITHDRAW_API.withdrawals,
      payload: {
        payoutAccountId: body(card).value.id,
        amount: 200,
        paymentPassword: '246810',
        requestId: 'adjusted-member-1',
      },
    });
    expect(requested.statusCode).toBe(200);
    const url = ADMIN_API.withdrawalApprove.replace(':id', String(body(requested).value.id));
    const refused = await t.call({ method: 'POST', url, headers: { authorization: finance } });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).errorCode).toBe('WITHDRAWAL_ADJUSTER_CONFLICT');
    // Nothing moved: another operator (who only rejected an adjustment of this member) approves it.
    const approved = await t.call({ method: 'POST', url, headers: { authorization: owner } });
    expect(approved.statusCode).toBe(200);
    // The checker of agent1's adjustments is refused agent1's withdrawals just the same.
    expect(
      await t.db.execute(
        sql`select 1 from balance_adjustments where member_id = ${other} and decided_by = 'owner'`,
      ),
    ).toMatchObject({ rows: [expect.anything(), expect.anything()] });
  });
});
