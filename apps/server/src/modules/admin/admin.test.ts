import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import {
  ADMIN_API,
  WALLET_API,
  WITHDRAW_API,
  OPERATOR_ROLES,
  ROLE_PERMISSIONS,
  type TAdminPermission,
  type TOperatorRole,
} from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { multipartBody, TEST_PNG } from '../../../test/multipart.ts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { DEMO_OPERATOR_TOTP_SECRET, DEMO_OPERATORS } from '../../seed/demo-operators.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { auditLog } from './admin.schema.ts';

let t: TestApp;
const tokens = {} as Record<TOperatorRole, string>;
let step = 0;
let clock = Date.now();
/** A fresh authenticator code per login: each code is accepted once, so the server's clock moves on. */
const nextCode = () => {
  clock += 30_000;
  return generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock / 1000) });
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  for (const o of DEMO_OPERATORS) {
    const res = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: o.username, password: o.password, totp: await nextCode() },
    });
    tokens[o.role] = body(res).value.token;
  }
});
afterAll(async () => t.close());

const as = (role: TOperatorRole, opts: InjectOptions) =>
  t.call({ ...opts, headers: { ...(opts.headers as object), authorization: tokens[role] } });
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('POST /admin/api/session/login', () => {
  it('asks owner and finance for an authenticator code, and takes each code once', async () => {
    const noCode = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'owner', password: 'Owner12345' },
    });
    expect(noCode.statusCode).toBe(401);
    expect(body(noCode).errorCode).toBe('VERIFY_FIRST');
    const code = await nextCode();
    expect(
      body(
        await t.call({
          method: 'POST',
          url: ADMIN_API.login,
          payload: { username: 'owner', password: 'Owner12345', totp: code },
        }),
      ).value.operator.role,
    ).toBe('owner');
    const replay = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'owner', password: 'Owner12345', totp: code },
    });
    expect(body(replay).errorCode).toBe('INVALID_CODE');
  });

  it('lets a support operator in with a password alone', async () => {
    const res = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'support1', password: 'Operator123' },
    });
    expect(body(res).value.operator).toMatchObject({
      role: 'support',
      permissions: ROLE_PERMISSIONS.support,
    });
  });

  it('refuses a wrong password and a member’s credentials', async () => {
    for (const payload of [
      { username: 'owner', password: 'nope' },
      { username: 'player1', password: 'Player123' },
    ]) {
      const res = await t.call({ method: 'POST', url: ADMIN_API.login, payload });
      expect(body(res).errorCode).toBe('WRONG_CREDENTIALS');
    }
  });

  it('refuses every other admin call without a session', async () => {
    const res = await t.call({ method: 'GET', url: ADMIN_API.dashboard });
    expect(res.statusCode).toBe(401);
    expect(body(res).errorCode).toBe('NOT_LOGGED_IN');
  });
});

/** Every admin call with the permission it needs and a request that would succeed with it. */
type TCall = {
  name: string;
  permission: TAdminPermission;
  /** A request that succeeds with the permission; it may first make what it changes. */
  request: () => InjectOptions | Promise<InjectOptions>;
};

const announcement = (title: string) => ({
  type: 'PL',
  execution: 'B',
  category: null,
  title: { EN: title },
  content: { EN: '<p>Matrix</p>' },
  imageUrl: null,
  linkUrl: null,
  sort: 1,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  enabled: false,
});
const helpTopic = (tag: string) => ({ tag, title: { EN: tag }, content: { EN: '<p>Help</p>' }, sort: 5 });
/** Makes an item as the owner (audited before the measured call) and answers its id. */
const made = async (url: string, payload: object) =>
  body(await as('owner', { method: 'POST', url, payload })).value.id as number;

let playerToken: string | undefined;
/** A pending bank-transfer deposit of player1 (lobby), made through the member API. */
async function pendingDeposit() {
  playerToken ??= await identityKit(t).tokenOf('player1', 'Player123');
  const kit = identityKit(t);
  const channels = body(
    await kit.withToken(playerToken, { method: 'GET', url: WALLET_API.depositChannels }),
  ).value;
  const bank = channels.find((c: { kind: string }) => c.kind === 'BANK');
  const res = await kit.withToken(playerToken, {
    method: 'POST',
    url: WALLET_API.deposits,
    payload: { channelId: bank.id, amount: 150, requestId: `matrix-deposit-${step++}` },
  });
  return body(res).value.id as number;
}

let payoutAccountId: number | undefined;
let lastProofId = 0;
/** A withdrawal of player1 (lobby) moved on by the owner up to `state`, made through the APIs. */
async function withdrawalIn(state: 'PENDING' | 'APPROVED' | 'DISPUTED') {
  playerToken ??= await identityKit(t).tokenOf('player1', 'Player123');
  const player = (opts: InjectOptions) => identityKit(t).withToken(playerToken!, opts);
  if (payoutAccountId === undefined) {
    // The matrix makes more withdrawals than the demo's five a day.
    await as('owner', {
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
    // Funds as a deposit would bring them: an operator who adjusted the member could not decide
    // their withdrawals (WITHDRAWAL_ADJUSTER_CONFLICT).
    const ledger = createLedger({ db: t.db });
    const [brandId, currency] = [1, 'CNY'];
    await ledger.post({
      brandId,
      kind: 'DEPOSIT',
      idempotencyKey: 'matrix-withdrawal-funds',
      payload: {},
      memberId: 1,
      postings: [
        {
          accountId: await ledger.memberAccount(ledger.db, { brandId, memberId: 1, kind: 'MAIN', currency }),
          amountMinor: 10_000_000n,
        },
        {
          accountId: await ledger.brandAccount(ledger.db, { brandId, kind: 'CASH_IN_TRANSIT', currency }),
          amountMinor: -10_000_000n,
        },
      ],
    });
    await player({
      method: 'POST',
      url: WALLET_API.paymentPassword,
      payload: { currentPassword: 'Player123', newPaymentPassword: '246810' },
    });
    const account = await player({
      method: 'POST',
      url: WITHDRAW_API.payoutAccounts,
      payload: {
        kind: 'BANK',
        bankName: 'Demo Bank',
        accountName: 'Player One',
        accountNumber: '6222 1234',
        paymentPassword: '246810',
      },
    });
    payoutAccountId = body(account).value.id;
  }
  const w = body(
    await player({
      method: 'POST',
      url: WITHDRAW_API.withdrawals,
      payload: {
        payoutAccountId,
        amount: 100,
        paymentPassword: '246810',
        requestId: `matrix-withdrawal-${step++}`,
      },
    }),
  ).value;
  if (state === 'PENDING') return w.id as number;
  await as('owner', { method: 'POST', url: `/admin/api/withdrawals/${w.id}/approve` });
  if (state === 'APPROVED') return w.id as number;
  await as('owner', {
    method: 'POST',
    url: `/admin/api/withdrawals/${w.id}/payout`,
    payload: { reference: 'MATRIX-REF' },
  });
  const disputed = await player({
    method: 'POST',
    url: `/wps/payments/withdrawals/${w.id}/confirm`,
    ...multipartBody({ answer: 'NOT_RECEIVED', remark: 'matrix' }, [{ name: 'proofs', bytes: TEST_PNG }]),
  });
  lastProofId = body(disputed).value.proofIds[0];
  return w.id as number;
}

const CALLS: TCall[] = [
  {
    name: 'dashboard',
    permission: 'dashboard.read',
    request: () => ({ method: 'GET', url: ADMIN_API.dashboard }),
  },
  {
    name: 'list brands',
    permission: 'brands.read',
    request: () => ({ method: 'GET', url: ADMIN_API.brands }),
  },
  {
    name: 'brand detail',
    permission: 'brands.read',
    request: () => ({ method: 'GET', url: '/admin/api/brands/lobby' }),
  },
  {
    name: 'update brand',
    permission: 'brands.write',
    request: () => ({
      method: 'PATCH',
      url: '/admin/api/brands/siam',
      payload: { maintenanceMessage: `msg ${step++}` },
    }),
  },
  {
    name: 'search members',
    permission: 'members.read',
    request: () => ({ method: 'GET', url: `${ADMIN_API.members}?q=player` }),
  },
  {
    name: 'member 360',
    permission: 'members.read',
    request: () => ({ method: 'GET', url: '/admin/api/members/2' }),
  },
  {
    name: 'lock member',
    permission: 'members.lock',
    request: () => ({ method: 'POST', url: '/admin/api/members/5/lock', payload: { reason: 'matrix test' } }),
  },
  {
    name: 'unlock member',
    permission: 'members.lock',
    request: () => ({
      method: 'POST',
      url: '/admin/api/members/5/unlock',
      payload: { reason: 'matrix test' },
    }),
  },
  {
    name: 'reset member password',
    permission: 'members.resetPassword',
    request: () => ({
      method: 'POST',
      url: '/admin/api/members/6/reset-password',
      payload: { reason: 'matrix test' },
    }),
  },
  {
    name: 'change member type',
    permission: 'members.changeType',
    request: () => ({
      method: 'PUT',
      url: '/admin/api/members/6/type',
      payload: { type: 0, reason: 'matrix test' },
    }),
  },
  {
    name: 'set member labels',
    permission: 'members.labels',
    request: () => ({
      method: 'PUT',
      url: '/admin/api/members/6/labels',
      payload: { vipLevel: 1, reason: 'matrix test' },
    }),
  },
  { name: 'audit list', permission: 'audit.read', request: () => ({ method: 'GET', url: ADMIN_API.audit }) },
  {
    name: 'audit verify',
    permission: 'audit.read',
    request: () => ({ method: 'GET', url: ADMIN_API.auditVerify }),
  },
  {
    name: 'sms outbox',
    permission: 'outbox.read',
    request: () => ({ method: 'GET', url: ADMIN_API.smsOutbox }),
  },
  {
    name: 'budget trips',
    permission: 'outbox.read',
    request: () => ({ method: 'GET', url: ADMIN_API.budgetTrips }),
  },
  {
    name: 'adjust member balance',
    permission: 'members.adjustBalance',
    request: () => ({
      method: 'POST',
      url: '/admin/api/members/6/adjust-balance',
      payload: {
        direction: 'credit',
        amount: 1.25,
        reason: 'matrix test',
        idempotencyKey: `matrix-${step++}`,
      },
    }),
  },
  {
    name: 'deposit queue',
    permission: 'payments.read',
    request: () => ({ method: 'GET', url: `${ADMIN_API.deposits}?status=PENDING` }),
  },
  {
    name: 'approve deposit',
    permission: 'payments.review',
    request: async () => ({
      method: 'POST',
      url: `/admin/api/deposits/${await pendingDeposit()}/approve`,
      payload: {},
    }),
  },
  {
    name: 'reject deposit',
    permission: 'payments.review',
    request: async () => ({
      method: 'POST',
      url: `/admin/api/deposits/${await pendingDeposit()}/reject`,
      payload: { reason: 'matrix test' },
    }),
  },
  {
    name: 'deposit channels',
    permission: 'payments.read',
    request: () => ({ method: 'GET', url: '/admin/api/brands/siam/deposit-channels' }),
  },
  {
    name: 'save deposit channels',
    permission: 'payments.configure',
    request: async () => ({
      method: 'PUT',
      url: '/admin/api/brands/siam/deposit-channels',
      payload: body(
        await as('owner', { method: 'GET', url: '/admin/api/brands/siam/deposit-channels' }),
      ).value.map((c: Record<string, unknown>) => ({ ...c, sort: step++ % 900 })),
    }),
  },
  {
    name: 'withdrawal queue',
    permission: 'payments.read',
    request: () => ({ method: 'GET', url: `${ADMIN_API.withdrawals}?status=PENDING` }),
  },
  {
    name: 'approve withdrawal',
    permission: 'payments.review',
    request: async () => ({
      method: 'POST',
      url: `/admin/api/withdrawals/${await withdrawalIn('PENDING')}/approve`,
    }),
  },
  {
    name: 'reject withdrawal',
    permission: 'payments.review',
    request: async () => ({
      method: 'POST',
      url: `/admin/api/withdrawals/${await withdrawalIn('PENDING')}/reject`,
      payload: { reason: 'matrix test' },
    }),
  },
  {
    name: 'pay out withdrawal',
    permission: 'payments.review',
    request: async () => ({
      method: 'POST',
      url: `/admin/api/withdrawals/${await withdrawalIn('APPROVED')}/payout`,
      payload: { reference: 'MATRIX-PAYOUT' },
    }),
  },
  {
    name: 'refund withdrawal',
    permission: 'payments.review',
    request: async () => ({
      method: 'POST',
      url: `/admin/api/withdrawals/${await withdrawalIn('DISPUTED')}/refund`,
      payload: { reason: 'matrix test' },
    }),
  },
  {
    name: 'withdrawal proof image',
    permission: 'payments.read',
    request: async () => {
      const id = await withdrawalIn('DISPUTED');
      return { method: 'GET', url: `/admin/api/withdrawals/${id}/proofs/${lastProofId}` };
    },
  },
  {
    name: 'payment settings',
    permission: 'payments.read',
    request: () => ({ method: 'GET', url: '/admin/api/brands/siam/payment-settings' }),
  },
  {
    name: 'save payment settings',
    permission: 'payments.configure',
    request: () => ({
      method: 'PUT',
      url: '/admin/api/brands/siam/payment-settings',
      payload: {
        withdrawalMin: 100,
        withdrawalMax: 50_000,
        withdrawalDailyCount: 5,
        autoReceiveMinutes: 30,
        turnoverPercent: 100,
      },
    }),
  },
  {
    name: 'brand set-up',
    permission: 'brands.read',
    request: () => ({ method: 'GET', url: '/admin/api/brands/siam/setup' }),
  },
  {
    name: 'replace customer service',
    permission: 'brands.write',
    request: () => ({
      method: 'PUT',
      url: '/admin/api/brands/siam/customer-service',
      payload: [
        {
          csPosition: 1,
          csType: 'TELEGRAM',
          title: { EN: 'Telegram' },
          url: 'https://t.me/siam',
          enabled: true,
        },
      ],
    }),
  },
  {
    name: 'replace device links',
    permission: 'brands.write',
    request: () => ({
      method: 'PUT',
      url: '/admin/api/brands/siam/device-links',
      payload: [{ type: 'Android', url: `https://dl.siam.test/app-${step++}.apk` }],
    }),
  },
  {
    name: 'replace domains',
    permission: 'brands.write',
    request: () => ({
      method: 'PUT',
      url: '/admin/api/brands/siam/domains',
      payload: [{ domain: 'th.localhost', isPrimary: true }],
    }),
  },
  {
    name: 'replace resources',
    permission: 'brands.write',
    request: () => ({
      method: 'PUT',
      url: '/admin/api/brands/siam/resources',
      payload: [{ resourceType: 'APP', url: 'https://dl.siam.test/', qrCodeUrl: null, labelNameEn: 'App' }],
    }),
  },
  {
    name: 'update providers',
    permission: 'brands.write',
    request: () => ({
      method: 'PUT',
      url: '/admin/api/brands/siam/providers',
      payload: {
        sms: { mode: 'platform', url: null, signature: `[Siam ${step++}]` },
        mail: { fromName: 'Siam', fromAddress: 'hello@siam.test' },
        oidc: [],
      },
    }),
  },
  {
    name: 'list announcements',
    permission: 'content.read',
    request: () => ({ method: 'GET', url: '/admin/api/brands/siam/announcements?type=PL' }),
  },
  {
    name: 'create announcement',
    permission: 'content.write',
    request: () => ({
      method: 'POST',
      url: '/admin/api/brands/siam/announcements',
      payload: announcement(`new ${step++}`),
    }),
  },
  {
    name: 'update announcement',
    permission: 'content.write',
    request: async () => ({
      method: 'PUT',
      url: `/admin/api/brands/siam/announcements/${await made('/admin/api/brands/siam/announcements', announcement('to edit'))}`,
      payload: announcement(`edited ${step++}`),
    }),
  },
  {
    name: 'delete announcement',
    permission: 'content.write',
    request: async () => ({
      method: 'DELETE',
      url: `/admin/api/brands/siam/announcements/${await made('/admin/api/brands/siam/announcements', announcement('to delete'))}`,
    }),
  },
  {
    name: 'list help topics',
    permission: 'content.read',
    request: () => ({ method: 'GET', url: '/admin/api/brands/siam/help-topics' }),
  },
  {
    name: 'create help topic',
    permission: 'content.write',
    request: () => ({
      method: 'POST',
      url: '/admin/api/brands/siam/help-topics',
      payload: helpTopic(`matrix-${step++}`),
    }),
  },
  {
    name: 'update help topic',
    permission: 'content.write',
    request: async () => ({
      method: 'PUT',
      url: `/admin/api/brands/siam/help-topics/${await made('/admin/api/brands/siam/help-topics', helpTopic(`edit-${step++}`))}`,
      payload: helpTopic(`edited-${step++}`),
    }),
  },
  {
    name: 'delete help topic',
    permission: 'content.write',
    request: async () => ({
      method: 'DELETE',
      url: `/admin/api/brands/siam/help-topics/${await made('/admin/api/brands/siam/help-topics', helpTopic(`del-${step++}`))}`,
    }),
  },
  {
    name: 'list operators',
    permission: 'operators.manage',
    request: () => ({ method: 'GET', url: ADMIN_API.operators }),
  },
  {
    name: 'create operator',
    permission: 'operators.manage',
    request: () => ({
      method: 'POST',
      url: ADMIN_API.operators,
      payload: { username: `clerk${step++}`, role: 'support', password: 'Clerk123456' },
    }),
  },
  {
    name: 'update operator',
    permission: 'operators.manage',
    request: async () => ({
      method: 'PUT',
      url: `/admin/api/operators/${await made(ADMIN_API.operators, { username: `temp${step++}`, role: 'support', password: 'Clerk123456' })}`,
      payload: { role: 'content' },
    }),
  },
];

describe('permission matrix', () => {
  for (const call of CALLS) {
    for (const role of OPERATOR_ROLES) {
      const allowed = ROLE_PERMISSIONS[role].includes(call.permission);
      it(`${allowed ? 'lets' : 'refuses'} ${role} ${allowed ? '' : 'to '}${call.name}`, async () => {
        const request = await call.request();
        const before = await auditCount();
        const res = await as(role, request);
        const writes = request.method !== 'GET';
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(await auditCount()).toBe(before + (writes ? 1 : 0));
        } else {
          expect(res.statusCode).toBe(403);
          expect(body(res).errorCode).toBe('FORBIDDEN');
          expect(await auditCount()).toBe(before);
        }
      });
    }
  }
});

describe('members', () => {
  it('locks a member, who then cannot log in, and unlocks them', async () => {
    const kit = identityKit(t);
    const lock = await as('risk', {
      method: 'POST',
      url: '/admin/api/members/1/lock',
      payload: { reason: 'chargeback review' },
    });
    expect(lock.statusCode).toBe(200);
    expect(body(await kit.login({ username: 'player1', password: 'Player123' })).errorCode).toBe(
      'MEMBER_NO_ENTER',
    );
    const member = body(await as('risk', { method: 'GET', url: '/admin/api/members/1' })).value;
    expect(member).toMatchObject({ account: 'player1', status: 'F' });
    await as('risk', { method: 'POST', url: '/admin/api/members/1/unlock', payload: { reason: 'cleared' } });
    expect(body(await kit.login({ username: 'player1', password: 'Player123' })).success).toBe(true);
  });

  it('searches by account, mobile and login IP and exports CSV', async () => {
    expect(
      body(
        await as('support', { method: 'GET', url: `${ADMIN_API.members}?q=%2B66800000001` }),
      ).value.items.map((m: any) => m.account),
    ).toContain('player1');
    const csv = await as('support', { method: 'GET', url: `${ADMIN_API.members}?brand=lobby&format=csv` });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'id,brand,account,nickname,type,status,mobile,vipLevel,createdAt,lastLoginAt',
    );
    expect(csv.body).toContain(',lobby,agent1,');
  });

  it.each([
    ['a missing reason', { method: 'POST', url: '/admin/api/members/1/lock', payload: {} }, 400],
    ['a short reason', { method: 'POST', url: '/admin/api/members/1/lock', payload: { reason: 'x' } }, 400],
    [
      'a bad id',
      { method: 'POST', url: '/admin/api/members/abc/lock', payload: { reason: 'valid reason' } },
      400,
    ],
    [
      'an unknown member',
      { method: 'POST', url: '/admin/api/members/99999/lock', payload: { reason: 'valid reason' } },
      404,
    ],
    [
      'an unknown type',
      { method: 'PUT', url: '/admin/api/members/1/type', payload: { type: 7, reason: 'valid reason' } },
      400,
    ],
  ] as const)('refuses %s and writes nothing', async (_name, req, status) => {
    const before = await auditCount();
    const res = await as('owner', req as InjectOptions);
    expect(res.statusCode).toBe(status);
    expect(await auditCount()).toBe(before);
  });
});

describe('brands', () => {
  it('switches maintenance on and the player site sees it at once', async () => {
    const res = await as('owner', {
      method: 'PATCH',
      url: '/admin/api/brands/lobby',
      payload: { maintenance: true },
    });
    expect(body(res).value.maintenance).toBe(true);
    expect(body(await t.call({ method: 'GET', url: '/wps/system/status' })).value.maintenance).toBe(true);
    await as('owner', { method: 'PATCH', url: '/admin/api/brands/lobby', payload: { maintenance: false } });
    expect(body(await t.call({ method: 'GET', url: '/wps/system/status' })).value.maintenance).toBe(false);
  });

  it.each([
    ['a default language that is not enabled', { languages: ['EN'], defaultLanguage: 'TH' }, 400],
    ['an unknown field', { colour: 'red' }, 400],
    ['a malformed country', { restrictedCountries: ['usa'] }, 400],
  ])('refuses %s and writes nothing', async (_name, payload, status) => {
    const before = await auditCount();
    const res = await as('owner', { method: 'PATCH', url: '/admin/api/brands/lobby', payload });
    expect(res.statusCode).toBe(status);
    expect(await auditCount()).toBe(before);
    expect(
      body(await as('owner', { method: 'GET', url: '/admin/api/brands/lobby' })).value.defaultLanguage,
    ).toBe('CN');
  });
});

describe('audit trail', () => {
  it('records who did what to what, with before and after', async () => {
    await as('risk', {
      method: 'PUT',
      url: '/admin/api/members/3/labels',
      payload: { vipLevel: 3, reason: 'big spender' },
    });
    const [latest] = body(await as('risk', { method: 'GET', url: ADMIN_API.audit })).value.items;
    expect(latest).toMatchObject({
      operator: 'risk1',
      role: 'risk',
      action: 'member.labels',
      targetType: 'member',
      targetId: '3',
    });
    expect(latest.before.vipLevel).toBe(0);
    expect(latest.after).toMatchObject({ vipLevel: 3, reason: 'big spender' });
  });

  it('refuses to update or delete audit rows', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('verifies the chain, and finds the row someone tampered with', async () => {
    expect(body(await as('owner', { method: 'GET', url: ADMIN_API.auditVerify })).value).toMatchObject({
      intact: true,
      brokenAt: null,
    });
    const [victim] = await t.db.select({ id: auditLog.id }).from(auditLog).limit(1).offset(2);
    // Someone with the database owner's rights switches the guard off and edits history.
    await t.db.execute(sql`alter table audit_log disable trigger audit_log_no_update_delete`);
    await t.db.execute(sql`update audit_log set operator_name = 'nobody' where id = ${victim!.id}`);
    await t.db.execute(sql`alter table audit_log enable trigger audit_log_no_update_delete`);
    const res = body(await as('owner', { method: 'GET', url: ADMIN_API.auditVerify })).value;
    expect(res).toMatchObject({ intact: false, brokenAt: victim!.id });
  });
});
