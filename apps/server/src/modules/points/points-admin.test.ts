import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_ENGAGEMENT_API as API, POINTS_API, WALLET_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';
import { createPointsService } from './points.service.ts';

/**
 * The back office's points through HTTP on a fresh database: the brand's rules in its currency,
 * rewards created, edited and retired, the redemptions queue (a rejection gives the points back
 * exactly once, however many operators click), and a member's history; another brand's ids are
 * NOT_FOUND and bad input writes nothing.
 */
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let player: string;
let memberId: number;
let brandId: number;
let serial = 0;
const kit = () => identityKit(t);
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const count = async (q: ReturnType<typeof sql>) => (await rows<{ n: number }>(q))[0]!.n;
const idPath = (path: string, id: number) => path.replace(':id', String(id));
const CONFIG = {
  betRates: { LIVE: 2, LOTT: 1, PVP: 1, RNG: 1, SPORTS: 1 },
  depositRate: 1,
  perAmount: 1,
  pointUnit: 100,
  cashPerUnit: 5,
  minConvertPoints: 200,
};
const reward = (extra: object = {}) => ({
  name: { EN: `Mug ${serial++}`, CN: '杯子' },
  imageUrl: null,
  costPoints: 300,
  stock: 5,
  active: true,
  reason: 'new catalogue',
  ...extra,
});
const balance = async () =>
  body(await kit().withToken(player, { method: 'GET', url: POINTS_API.balance })).value.points;
const redeem = (rewardId: number) =>
  kit().withToken(player, {
    method: 'POST',
    url: POINTS_API.redeem,
    payload: { rewardId, paymentPassword: '246810', requestId: `redeem-${serial++}-x` },
  });

beforeAll(async () => {
  t = await createTestApp({}, { now });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  player = await kit().tokenOf('player1', 'Player123');
  await kit().withToken(player, {
    method: 'POST',
    url: WALLET_API.paymentPassword,
    payload: { currentPassword: 'Player123', newPaymentPassword: '246810' },
  });
  const [m] = await rows<{ id: number; brandId: number }>(
    sql`select m.id, m.brand_id as "brandId" from members m join brands b on b.id = m.brand_id
        where b.code = 'lobby' and m.account = 'player1'`,
  );
  memberId = m!.id;
  brandId = m!.brandId;
});
afterAll(async () => t.close());

describe('the points config', () => {
  it('saves the rates and the exchange ratio in the currency’s units, audited with the reason', async () => {
    const saved = await asOwner({
      method: 'PUT',
      url: `${API.pointsConfig}?brand=lobby`,
      payload: { ...CONFIG, reason: 'launch' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(await asOwner({ method: 'GET', url: `${API.pointsConfig}?brand=lobby` })).value).toEqual({
      ...CONFIG,
      currency: 'CNY',
    });
    // the site's config answers the same ratio: 5.00 for every 100 points
    const site = body(await kit().withToken(player, { method: 'GET', url: POINTS_API.config })).value;
    expect(site).toMatchObject({ pointUnit: 100, cashPerUnit: 5, minConvertPoints: 200, depositRate: 1 });
    const [audit] = await rows<{ reason: string; before: { cashPerUnit: number } }>(
      sql`select after->>'reason' as reason, before from audit_log where action = 'points.config.save' order by id desc limit 1`,
    );
    expect(audit!.reason).toBe('launch');
  });

  it('refuses rates below zero, a unit of zero, sub-cent amounts and unknown fields; nothing changes', async () => {
    for (const bad of [
      { ...CONFIG, depositRate: -1 },
      { ...CONFIG, pointUnit: 0 },
      { ...CONFIG, betRates: { rng: 1 } },
      { ...CONFIG, cashPerUnit: 0.001 },
      { ...CONFIG, bonus: 1 },
      { ...CONFIG, reason: '' },
    ]) {
      const res = await asOwner({
        method: 'PUT',
        url: `${API.pointsConfig}?brand=lobby`,
        payload: { reason: 'x', ...bad },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
    expect(
      body(await asOwner({ method: 'GET', url: `${API.pointsConfig}?brand=lobby` })).value.cashPerUnit,
    ).toBe(5);
  });
});

describe('rewards', () => {
  it('creates, edits and retires a reward; a retired one is not offered; another brand’s is NOT_FOUND', async () => {
    const made = body(
      await asOwner({ method: 'POST', url: `${API.rewards}?brand=lobby`, payload: reward() }),
    ).value;
    expect(made).toMatchObject({ costPoints: 300, stock: 5, active: true });
    const edit = (brand: string, extra: object) =>
      asOwner({
        method: 'PUT',
        url: `${idPath(API.reward, made.id)}?brand=${brand}`,
        payload: reward(extra),
      });
    expect(body(await edit('lobby', { costPoints: 450, stock: 9 })).value).toMatchObject({
      costPoints: 450,
      stock: 9,
    });
    expect(body(await edit('siam', { stock: 0 })).errorCode).toBe('NOT_FOUND');
    expect(body(await edit('lobby', { imageUrl: 'http://plain.example/x.png' })).errorCode).toBe(
      'VALIDATION_FAILED',
    );
    // the site's own generated pictures are kept as they are
    expect(body(await edit('lobby', { imageUrl: '/assets/points/rewards/9.svg' })).value.imageUrl).toBe(
      '/assets/points/rewards/9.svg',
    );
    expect(body(await edit('lobby', { imageUrl: '/assets/../etc/passwd' })).errorCode).toBe(
      'VALIDATION_FAILED',
    );
    expect(body(await edit('lobby', { costPoints: 0 })).errorCode).toBe('VALIDATION_FAILED');
    await edit('lobby', { active: false });
    const site = body(await kit().withToken(player, { method: 'GET', url: POINTS_API.rewards })).value.items;
    expect(site.some((r: { id: number }) => r.id === made.id)).toBe(false);
    const all = body(await asOwner({ method: 'GET', url: `${API.rewards}?brand=lobby` })).value.items;
    expect(all.find((r: { id: number }) => r.id === made.id)).toMatchObject({
      active: false,
      costPoints: 300,
    });
    expect(
      await count(sql`select count(*)::int as n from audit_log where action like 'points.reward.%'`),
    ).toBe(4);
  });
});

describe('the redemptions queue', () => {
  it('rejects a redemption once under 10 parallel clicks: the points come back exactly once', async () => {
    const points = createPointsService({
      db: t.db,
      ledger: createLedger({ db: t.db }),
      checkPaymentPassword: async () => {},
      now,
    });
    // 1 000 points from a deposit of 1 000.00 at the rate saved above
    await t.db.transaction((tx) =>
      points.applyDeposits(tx, [{ entryId: 8_000_001, brandId, memberId, amountMinor: 100_000n }]),
    );
    const made = body(
      await asOwner({ method: 'POST', url: `${API.rewards}?brand=lobby`, payload: reward() }),
    ).value;
    const before = await balance();
    const asked = await redeem(made.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await balance()).toBe(before - 300);
    const queue = body(await asOwner({ method: 'GET', url: `${API.redemptions}?brand=lobby` })).value;
    const row = queue.items.find((r: { rewardId: number }) => r.rewardId === made.id);
    expect(row).toMatchObject({ account: 'player1', points: 300, state: 'IN_PROCESS' });

    const url = `${idPath(API.redemptionDecide, row.id)}?brand=lobby`;
    expect(
      body(await asOwner({ method: 'POST', url, payload: { decision: 'REJECT', reason: '' } })).errorCode,
    ).toBe('VALIDATION_FAILED');
    const cross = await asOwner({
      method: 'POST',
      url: `${idPath(API.redemptionDecide, row.id)}?brand=siam`,
      payload: { decision: 'REJECT', reason: 'no' },
    });
    expect(body(cross).errorCode).toBe('NOT_FOUND');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        asOwner({
          method: 'POST',
          url,
          payload: { decision: 'REJECT', reason: 'out of stock at the supplier' },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => body(r).errorCode === 'OPERATION_NOT_ALLOWED')).toHaveLength(9);
    expect(await balance()).toBe(before);
    expect(
      await count(
        sql`select count(*)::int as n from point_entries where source_key = ${`redeem-return:${row.id}`}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from audit_log where action = 'points.redemption.reject'`),
    ).toBe(1);
    const rejected = body(
      await asOwner({ method: 'GET', url: `${API.redemptions}?brand=lobby&state=REJECTED` }),
    ).value;
    expect(rejected.items[0]).toMatchObject({
      id: row.id,
      reason: 'out of stock at the supplier',
      decidedBy: 'owner',
    });
    // the stock came back with the points
    const all = body(await asOwner({ method: 'GET', url: `${API.rewards}?brand=lobby` })).value.items;
    expect(all.find((r: { id: number }) => r.id === made.id).stock).toBe(5);
  });

  it('approves one, which keeps the points spent', async () => {
    const made = body(
      await asOwner({
        method: 'POST',
        url: `${API.rewards}?brand=lobby`,
        payload: reward({ costPoints: 100 }),
      }),
    ).value;
    const before = await balance();
    const id = body(await redeem(made.id)).value.id as number;
    const res = await asOwner({
      method: 'POST',
      url: `${idPath(API.redemptionDecide, id)}?brand=lobby`,
      payload: { decision: 'APPROVE', reason: 'shipped' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance()).toBe(before - 100);
  });
});

describe('a member’s points', () => {
  it('shows the balance and the history, paged, and NOT_FOUND for an account of no such member', async () => {
    const mine = body(
      await asOwner({
        method: 'GET',
        url: `${API.memberPoints.replace(':account', 'player1')}?brand=lobby&pageSize=2`,
      }),
    ).value;
    expect(mine).toMatchObject({ account: 'player1', balance: await balance(), page: 1, pageSize: 2 });
    expect(mine.items).toHaveLength(2);
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(mine.items[0].balanceAfter).toBe(mine.balance);
    const none = await asOwner({
      method: 'GET',
      url: `${API.memberPoints.replace(':account', 'nobody')}?brand=lobby`,
    });
    expect(none.statusCode).toBe(404);
    expect(body(none).errorCode).toBe('NOT_FOUND');
  });
});
