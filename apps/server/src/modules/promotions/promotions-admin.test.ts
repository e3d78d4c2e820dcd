import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_ENGAGEMENT_API as API, PROMOTIONS_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';

/**
 * The back office's promotions through HTTP on a fresh database: rules of every kind checked by the
 * module's rule schema, open and close, the applications queue with its images, bonuses issued by
 * hand (a double click pays once) and cancelled (once), each change audited; another brand's id is
 * NOT_FOUND and bad input writes nothing.
 */
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let player: string;
let serial = 0;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const count = async (q: ReturnType<typeof sql>) => (await rows<{ n: number }>(q))[0]!.n;
const audits = (action: string) =>
  count(sql`select count(*)::int as n from audit_log where action = ${action}`);
/** A path with its :params filled in. */
const fillPath = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
const requestId = () => `req-${Date.now()}-${serial++}`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const input = (rule: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  category: 'DAILY',
  title: { EN: `Promo ${serial++}`, TH: 'โปรโมชัน' },
  rule,
  startsAt: new Date(clock - 60_000).toISOString(),
  endsAt: null,
  reason: 'weekly campaign',
  ...extra,
});
const MANUAL = { kind: 'MANUAL', needsApplication: true, turnoverMultiplier: 3 };

async function created(rule: Record<string, unknown>, brand = 'lobby', open = true) {
  const res = await asOwner({
    method: 'POST',
    url: `${API.promotions}?brand=${brand}`,
    payload: input(rule),
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = body(res).value.id as number;
  if (open)
    expect(
      (
        await asOwner({
          method: 'POST',
          url: `${fillPath(API.promotionState, { id })}?brand=${brand}`,
          payload: { state: 'ACTIVE', reason: 'go live' },
        })
      ).statusCode,
    ).toBe(200);
  return id;
}

const issue = (promotionId: number, rid: string, amount = 12.5, account = 'player1') =>
  asOwner({
    method: 'POST',
    url: `${API.bonuses}?brand=lobby`,
    payload: { promotionId, account, amount, requestId: rid, reason: 'goodwill after an outage' },
  });

beforeAll(async () => {
  t = await createTestApp({}, { now });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  player = await identityKit(t).tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

describe('POST /admin/api/engagement/promotions', () => {
  it('creates a rule of every kind as a draft, audited with the operator and the reason', async () => {
    const rules = [
      {
        kind: 'DEPOSIT_MATCH',
        percentBps: 5000,
        capMinor: 20000,
        minDepositMinor: 1000,
        turnoverMultiplier: 10,
      },
      {
        kind: 'FIRST_DEPOSIT',
        percentBps: 10000,
        capMinor: 50000,
        minDepositMinor: 1000,
        turnoverMultiplier: 5,
      },
      { kind: 'RELOAD', percentBps: 2000, capMinor: 10000, minDepositMinor: 5000, turnoverMultiplier: 5 },
      {
        kind: 'CASHBACK',
        basis: 'NET_LOSS',
        period: 'DAILY',
        percentBps: 500,
        capMinor: 100000,
        minBasisMinor: 1000,
        categories: ['RNG'],
        turnoverMultiplier: 1,
      },
      { kind: 'BIRTHDAY', amountMinor: 8800, turnoverMultiplier: 2 },
      MANUAL,
      {
        kind: 'RAFFLE',
        prizes: [
          { amountMinor: 0, weight: 9 },
          { amountMinor: 1000, weight: 1 },
        ],
        turnoverMultiplier: 1,
      },
    ];
    const before = await audits('promotion.create');
    for (const rule of rules) {
      const res = await asOwner({
        method: 'POST',
        url: `${API.promotions}?brand=lobby`,
        payload: input(rule),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).value).toMatchObject({ kind: rule.kind, state: 'DRAFT', rule });
      if (rule.kind === 'RAFFLE') expect(body(res).value.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await audits('promotion.create')).toBe(before + rules.length);
    const [row] = await rows<{ operator: string; reason: string }>(
      sql`select operator_name as operator, after->>'reason' as reason from audit_log where action = 'promotion.create' order by id desc limit 1`,
    );
    expect(row).toEqual({ operator: 'owner', reason: 'weekly campaign' });
    const list = body(
      await asOwner({ method: 'GET', url: `${API.promotions}?brand=lobby&state=DRAFT&pageSize=5` }),
    ).value;
    expect(list).toMatchObject({ page: 1, pageSize: 5, currency: 'CNY' });
    expect(list.items).toHaveLength(5);
    expect(list.total).toBeGreaterThanOrEqual(rules.length);
  });

  it('refuses a rule its kind does not allow, an end before the start, and no reason; nothing is written', async () => {
    const n = () => count(sql`select count(*)::int as n from promotions`);
    const before = await n();
    const bad = [
      input({ kind: 'DEPOSIT_MATCH', percentBps: 5000, turnoverMultiplier: 10 }),
      input({ ...MANUAL, extra: 1 }),
      input(MANUAL, { endsAt: new Date(clock - 120_000).toISOString() }),
      input(MANUAL, { reason: '' }),
      input(MANUAL, { category: 'NOPE' }),
    ];
    for (const payload of bad) {
      const res = await asOwner({ method: 'POST', url: `${API.promotions}?brand=lobby`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await n()).toBe(before);
  });
});

describe('editing, opening and closing a promotion', () => {
  it('edits a draft, opens it, closes it for good, and keeps its kind', async () => {
    const id = await created(MANUAL, 'lobby', false);
    const url = `${fillPath(API.promotion, { id })}?brand=lobby`;
    const edit = await asOwner({ method: 'PUT', url, payload: input({ ...MANUAL, turnoverMultiplier: 8 }) });
    expect(body(edit).value.rule.turnoverMultiplier).toBe(8);
    const kind = await asOwner({
      method: 'PUT',
      url,
      payload: input({ kind: 'BIRTHDAY', amountMinor: 1, turnoverMultiplier: 1 }),
    });
    expect(body(kind).errorCode).toBe('VALIDATION_FAILED');
    const state = (s: string) =>
      asOwner({
        method: 'POST',
        url: `${fillPath(API.promotionState, { id })}?brand=lobby`,
        payload: { state: s, reason: 'r' },
      });
    expect((await state('ACTIVE')).statusCode).toBe(200);
    expect((await state('CLOSED')).statusCode).toBe(200);
    expect(body(await state('ACTIVE')).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect(body(await asOwner({ method: 'PUT', url, payload: input(MANUAL) })).errorCode).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where target_id = ${String(id)} and action like 'promotion.%'`,
      ),
    ).toBe(3);
  });

  it('answers NOT_FOUND for a promotion of another brand, and changes nothing', async () => {
    const id = await created(MANUAL, 'siam', false);
    const edit = await asOwner({
      method: 'PUT',
      url: `${fillPath(API.promotion, { id })}?brand=lobby`,
      payload: input(MANUAL),
    });
    expect(edit.statusCode).toBe(404);
    expect(body(edit).errorCode).toBe('NOT_FOUND');
    const open = await asOwner({
      method: 'POST',
      url: `${fillPath(API.promotionState, { id })}?brand=lobby`,
      payload: { state: 'ACTIVE', reason: 'r' },
    });
    expect(body(open).errorCode).toBe('NOT_FOUND');
    expect(
      (await rows<{ state: string }>(sql`select state from promotions where id = ${id}`))[0]!.state,
    ).toBe('DRAFT');
  });
});

describe('the applications queue', () => {
  it('lists an application with its images, shows them, and rejects it once with a reason', async () => {
    const id = await created(MANUAL);
    const kit = identityKit(t);
    expect(
      (
        await kit.withToken(player, {
          method: 'POST',
          url: PROMOTIONS_API.join,
          payload: { promotionId: id },
        })
      ).statusCode,
    ).toBe(200);
    const applied = await kit.withToken(player, {
      method: 'POST',
      url: PROMOTIONS_API.apply,
      payload: { promotionId: id, remark: 'my receipt', images: [PNG.toString('base64')] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const appId = body(applied).value.id as number;
    const queue = body(await asOwner({ method: 'GET', url: `${API.applications}?brand=lobby` })).value;
    expect(queue.items.find((a: { id: number }) => a.id === appId)).toMatchObject({
      account: 'player1',
      remark: 'my receipt',
      status: 'APPLYING',
      images: [{ position: 0, contentType: 'image/png' }],
    });
    const img = await asOwner({
      method: 'GET',
      url: `${fillPath(API.applicationImage, { id: appId, position: 0 })}?brand=lobby`,
    });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const other = await asOwner({
      method: 'GET',
      url: `${fillPath(API.applicationImage, { id: appId, position: 0 })}?brand=siam`,
    });
    expect(body(other).errorCode).toBe('NOT_FOUND');

    const decide = (payload: object, brand = 'lobby') =>
      asOwner({
        method: 'POST',
        url: `${fillPath(API.applicationDecide, { id: appId })}?brand=${brand}`,
        payload,
      });
    expect(body(await decide({ decision: 'REJECT', reason: '' })).errorCode).toBe('VALIDATION_FAILED');
    expect(body(await decide({ decision: 'REJECT', reason: 'blurred' }, 'siam')).errorCode).toBe('NOT_FOUND');
    expect((await decide({ decision: 'REJECT', reason: 'the receipt is blurred' })).statusCode).toBe(200);
    expect(body(await decide({ decision: 'PASS', reason: 'changed my mind' })).errorCode).toBe(
      'OPERATION_NOT_ALLOWED',
    );
    const rejected = body(
      await asOwner({ method: 'GET', url: `${API.applications}?brand=lobby&status=REJECTED` }),
    ).value;
    expect(rejected.items[0]).toMatchObject({
      id: appId,
      reason: 'the receipt is blurred',
      decidedBy: 'owner',
    });
    const mine = body(await kit.withToken(player, { method: 'GET', url: PROMOTIONS_API.list })).value;
    expect(mine.find((p: { id: number }) => p.id === id).state).toBe('REJECTED');
    expect(await audits('promotion.application.reject')).toBe(1);
  });
});

describe('bonuses issued by hand and cancelled', () => {
  it('pays a double-clicked bonus once (20 parallel requests), with its wagering, audited once', async () => {
    const id = await created({ ...MANUAL, needsApplication: false });
    const rid = requestId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(id, rid)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => body(r).value.id)).size).toBe(1);
    expect(body(answers[0]!).value).toMatchObject({
      amount: 12.5,
      turnoverRequired: 37.5,
      status: 'ISSUED',
      issuedBy: 'owner',
    });
    const bonusId = body(answers[0]!).value.id as number;
    expect(await count(sql`select count(*)::int as n from bonuses where promotion_id = ${id}`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from journal_entries where kind = 'BONUS' and reference = ${`promotion:${id}`}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'bonus.issue' and target_id = ${String(bonusId)}`,
      ),
    ).toBe(1);
    // another click of a new dialog is another bonus
    expect(body(await issue(id, requestId())).value.id).not.toBe(bonusId);
    const promos = body(
      await asOwner({ method: 'GET', url: `${API.promotions}?brand=lobby&state=ACTIVE&pageSize=100` }),
    ).value;
    // two bonuses paid, one member taking part (a manual bonus marks the member's part CLAIMED)
    expect(promos.items.find((p: { id: number }) => p.id === id)).toMatchObject({
      bonuses: 2,
      participants: 1,
    });
    const list = body(
      await asOwner({ method: 'GET', url: `${API.bonuses}?brand=lobby&account=player1` }),
    ).value;
    expect(list.items.length).toBeGreaterThanOrEqual(2);
    expect((await createLedger({ db: t.db }).verify()).ok).toBe(true);
  });

  it('refuses bad figures, a promotion that is not MANUAL, an unknown member and another brand’s promotion', async () => {
    const manual = await created({ ...MANUAL, needsApplication: false });
    const birthday = await created({ kind: 'BIRTHDAY', amountMinor: 100, turnoverMultiplier: 1 });
    const siam = await created({ ...MANUAL, needsApplication: false }, 'siam');
    const before = await count(sql`select count(*)::int as n from bonuses`);
    expect(body(await issue(manual, requestId(), 1.234)).errorCode).toBe('VALIDATION_FAILED');
    expect(body(await issue(manual, requestId(), -5)).errorCode).toBe('VALIDATION_FAILED');
    expect(body(await issue(manual, 'short')).errorCode).toBe('VALIDATION_FAILED');
    expect(body(await issue(birthday, requestId())).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect(body(await issue(manual, requestId(), 5, 'nobody-here')).errorCode).toBe('NOT_FOUND');
    expect(body(await issue(siam, requestId())).errorCode).toBe('NOT_FOUND');
    const rid = requestId();
    expect((await issue(manual, rid, 5)).statusCode).toBe(200);
    expect(body(await issue(manual, rid, 6)).errorCode).toBe('DUPLICATE_TRANSACTION');
    expect(await count(sql`select count(*)::int as n from bonuses`)).toBe(before + 1);
  });

  it('cancels a bonus once under 10 parallel requests, taking back what the wallet holds', async () => {
    const id = await created({ ...MANUAL, needsApplication: false });
    const bonusId = body(await issue(id, requestId(), 20)).value.id as number;
    const url = `${fillPath(API.bonusCancel, { id: bonusId })}?brand=lobby`;
    expect(
      body(
        await asOwner({
          method: 'POST',
          url: `${fillPath(API.bonusCancel, { id: bonusId })}?brand=siam`,
          payload: { reason: 'abuse' },
        }),
      ).errorCode,
    ).toBe('NOT_FOUND');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => asOwner({ method: 'POST', url, payload: { reason: 'bonus abuse' } })),
    );
    const done = answers.filter((r) => r.statusCode === 200);
    expect(done).toHaveLength(1);
    expect(body(done[0]!).value).toMatchObject({ cancelled: 20 });
    expect(answers.filter((r) => body(r).errorCode === 'OPERATION_NOT_ALLOWED')).toHaveLength(9);
    expect(
      await count(
        sql`select count(*)::int as n from journal_entries where kind = 'BONUS_CANCEL' and memo->>'bonusId' = ${String(bonusId)}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'bonus.cancel' and target_id = ${String(bonusId)}`,
      ),
    ).toBe(1);
    const [row] = body(await asOwner({ method: 'GET', url: `${API.bonuses}?brand=lobby&status=CANCELLED` }))
      .value.items;
    expect(row).toMatchObject({ id: bonusId, status: 'CANCELLED', cancelled: 20 });
    expect((await createLedger({ db: t.db }).verify()).ok).toBe(true);
  });
});
