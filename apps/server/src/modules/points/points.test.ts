import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_API, POINTS_API, WALLET_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { createPointsService, type PointsService } from './points.service.ts';

let t: TestApp;
let ledger: Ledger;
let points: PointsService;
let kit: ReturnType<typeof identityKit>;
let player: string;
let other: string;
let trial: string;
let brandId: number;
let memberId: number;
let otherId: number;
let serial = 0;
const rid = () => `points-request-${serial++}`;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  kit.withToken(token, { method, url, ...(payload ? { payload } : {}) });
const balanceOf = async (token: string) =>
  body(await call(token, 'GET', POINTS_API.balance)).value.points as number;
const pointsCount = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from point_entries`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  kit = identityKit(t);
  ledger = createLedger({ db: t.db });
  points = createPointsService({
    db: t.db,
    ledger,
    checkPaymentPassword: async () => {},
    now: () => new Date(),
  });
  player = await kit.tokenOf('player1', 'Player123');
  other = await kit.tokenOf('agent1', 'Agent123');
  const free = await t.call({ method: 'POST', url: AUTH_API.freePlay, remoteAddress: '10.70.0.9' });
  trial = body(free).value.token;
  const m = await rows<{ id: number; brand_id: number; account: string }>(
    sql`select m.id, m.brand_id, m.account from members m join brands b on b.id = m.brand_id
        where b.code = 'lobby' and m.account in ('player1', 'agent1')`,
  );
  memberId = m.find((r) => r.account === 'player1')!.id;
  otherId = m.find((r) => r.account === 'agent1')!.id;
  brandId = m[0]!.brand_id;
  // 1 point per 1.00 of slots turnover, 2 per 1.00 of live, 1 per 1.00 deposited; 100 points → 5.00.
  await points.saveRules(brandId, {
    betRates: { RNG: 1, LIVE: 2 },
    depositRate: 1,
    perMinor: 100n,
    pointUnit: 100n,
    cashMinorPerPointUnit: 500n,
    minConvertPoints: 200n,
  });
  for (const [token, currentPassword] of [
    [player, 'Player123'],
    [other, 'Agent123'],
  ] as const)
    await call(token, 'POST', WALLET_API.paymentPassword, {
      currentPassword,
      newPaymentPassword: '246810',
    });
});
afterAll(async () => t.close());

describe('earning points', () => {
  it('earns from settled bets by category and deposits, once whatever runs twice', async () => {
    const bets = [
      {
        id: 9_000_001,
        brandId,
        memberId,
        category: 'RNG',
        status: 'SETTLED',
        resultVersion: 1,
        validTurnoverMinor: 123_456n,
      },
      {
        id: 9_000_002,
        brandId,
        memberId,
        category: 'LIVE',
        status: 'SETTLED',
        resultVersion: 1,
        validTurnoverMinor: 50_099n,
      },
      {
        id: 9_000_003,
        brandId,
        memberId,
        category: 'CONS',
        status: 'SETTLED',
        resultVersion: 1,
        validTurnoverMinor: 99_999n,
      },
    ];
    const deposits = [{ entryId: 8_000_001, brandId, memberId, amountMinor: 100_050n }];
    for (let run = 0; run < 2; run++)
      await t.db.transaction(async (tx) => {
        await points.applyBets(tx, bets);
        await points.applyDeposits(tx, deposits);
      });
    // 1234 (slots: 1234.56) + 1001 (live: 2 × 500.99, rounded down) + 1000 (deposit of 1000.50) = 3235
    expect(await balanceOf(player)).toBe(3235);
    // a correction to version 2 earns the difference only
    await t.db.transaction((tx) =>
      points.applyBets(tx, [{ ...bets[0]!, resultVersion: 2, validTurnoverMinor: 200_000n }]),
    );
    expect(await balanceOf(player)).toBe(3235 + 766);
    const detail = body(await call(player, 'GET', `${POINTS_API.details}?page=1&pageSize=10`)).value;
    expect(detail.total).toBe(4);
    expect(detail.items.map((e: { source: string }) => e.source).sort()).toEqual([
      'DEPOSIT',
      'LIVE',
      'SLOTS',
      'SLOTS',
    ]);
  });
});

describe(`POST ${POINTS_API.convert}`, () => {
  const convert = (token: string, payload: object) =>
    call(token, 'POST', POINTS_API.convert, { paymentPassword: '246810', requestId: rid(), ...payload });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const before = await pointsCount();
    const cases: [object, number, string][] = [
      [{ points: 300, paymentPassword: '000000' }, 400, 'WRONG_PAYMENT_PASSWORD'],
      [{ points: 100 }, 400, 'VALIDATION_FAILED'],
      [{ points: 250 }, 400, 'VALIDATION_FAILED'],
      [{ points: 1_000_000 }, 422, 'INSUFFICIENT_BALANCE'],
      [{ points: -100 }, 400, 'VALIDATION_FAILED'],
      [{ points: 1.5 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await convert(player, payload);
      expect([res.statusCode, body(res).errorCode], JSON.stringify(payload)).toEqual([status, code]);
    }
    const res = await convert(trial, { points: 200 });
    expect(body(res).errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    expect(await pointsCount()).toBe(before);
  });

  it('converts in 20 parallel requests: never below zero, cash paid for exactly the points taken', async () => {
    const start = await balanceOf(player); // 4001
    const cashBefore = body(await call(player, 'GET', WALLET_API.balance)).value;
    const answers = await Promise.all(Array.from({ length: 20 }, () => convert(player, { points: 300 })));
    const done = answers.filter((r) => r.statusCode === 200).length;
    const refused = answers.filter((r) => body(r).errorCode === 'INSUFFICIENT_BALANCE').length;
    expect(done + refused).toBe(20);
    expect(done).toBe(Math.floor(start / 300));
    expect(await balanceOf(player)).toBe(start - done * 300);
    const paid = await rows<{ paid: string }>(
      sql`select coalesce(sum(p.amount_minor), 0)::text as paid from journal_entries e join postings p on p.entry_id = e.id
          join ledger_accounts a on a.id = p.account_id
          where e.kind = 'POINTS_CONVERT' and e.member_id = ${memberId} and a.kind = 'MAIN'`,
    );
    expect(BigInt(paid[0]!.paid)).toBe(BigInt(done * 3 * 500));
    expect(cashBefore).toBeDefined();
    expect(await ledger.verify()).toMatchObject({ ok: true });
  });

  it('answers a retried request id with the first result and moves nothing again', async () => {
    await t.db.transaction((tx) =>
      points.applyDeposits(tx, [{ entryId: 8_000_002, brandId, memberId, amountMinor: 40_000n }]),
    );
    const requestId = rid();
    const first = await call(player, 'POST', POINTS_API.convert, {
      points: 200,
      paymentPassword: '246810',
      requestId,
    });
    const again = await call(player, 'POST', POINTS_API.convert, {
      points: 200,
      paymentPassword: '246810',
      requestId,
    });
    expect(body(first).success).toBe(true);
    expect(body(again).value.points).toBe(200);
    const n = await rows<{ n: number }>(
      sql`select count(*)::int as n from point_entries where source_key like ${`convert:${memberId}:${requestId}`}`,
    );
    expect(n[0]!.n).toBe(1);
  });
});

describe('rewards and redemptions', () => {
  let rewardId: number;
  beforeAll(async () => {
    const r = await points.createReward({ brandId, name: { EN: 'Headphones' }, costPoints: 100n, stock: 1 });
    rewardId = r.id;
    await t.db.transaction((tx) =>
      points.applyDeposits(tx, [{ entryId: 8_000_003, brandId, memberId: otherId, amountMinor: 30_000n }]),
    );
  });
  const redeem = (token: string, payload: object) =>
    call(token, 'POST', POINTS_API.redeem, {
      rewardId,
      paymentPassword: '246810',
      requestId: rid(),
      ...payload,
    });

  it('lists rewards and takes the points at request, in process', async () => {
    const list = body(await call(player, 'GET', POINTS_API.rewards)).value.items;
    expect(list).toContainEqual(
      expect.objectContaining({ id: rewardId, name: 'Headphones', costPoints: 100 }),
    );
    const before = await balanceOf(other);
    const res = await redeem(other, {});
    expect(body(res).value).toMatchObject({ state: 'IN_PROCESS', points: 100 });
    expect(await balanceOf(other)).toBe(before - 100);
    const mine = body(await call(other, 'GET', POINTS_API.redemptions)).value.items;
    expect(mine).toHaveLength(1);
    // another member sees none of it
    expect(body(await call(player, 'GET', POINTS_API.redemptions)).value.items).toHaveLength(0);
  });

  it('refuses a wrong password, an unknown reward and an empty stock; nothing written', async () => {
    const before = await pointsCount();
    expect(body(await redeem(player, { paymentPassword: '000000' })).errorCode).toBe(
      'WRONG_PAYMENT_PASSWORD',
    );
    expect(body(await redeem(player, { rewardId: 987_654 })).errorCode).toBe('NOT_FOUND');
    expect(body(await redeem(player, {})).errorCode).toBe('INSUFFICIENT_BALANCE'); // stock 0
    expect(body(await redeem(trial, {})).errorCode).toBe('REAL_ACCOUNT_REQUIRED');
    expect(await pointsCount()).toBe(before);
  });

  it('returns the points and the stock on rejection, once', async () => {
    const [row] = await rows<{ id: number }>(
      sql`select id from point_redemptions where member_id = ${otherId}`,
    );
    const before = await balanceOf(other);
    await points.decide(brandId, row!.id, 1, { approve: false, reason: 'out of stock' });
    await expect(points.decide(brandId, row!.id, 1, { approve: true, reason: null })).rejects.toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
    });
    await expect(
      points.decide(brandId + 999, row!.id, 1, { approve: true, reason: null }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await balanceOf(other)).toBe(before + 100);
    const mine = body(await call(other, 'GET', POINTS_API.redemptions)).value.items;
    expect(mine[0]).toMatchObject({ state: 'REJECTED', reason: 'out of stock' });
  });
});

describe(`GET ${POINTS_API.config}`, () => {
  it('shows the exchange ratio and refuses no token', async () => {
    expect(body(await call(player, 'GET', POINTS_API.config)).value).toMatchObject({
      pointUnit: 100,
      cashPerUnit: 5,
      minConvertPoints: 200,
    });
    expect(
      (await t.call({ method: 'GET', url: POINTS_API.config, headers: { merchant: 'lobby' } })).statusCode,
    ).toBe(401);
  });
});

describe(`GET ${POINTS_API.rewardImage}`, () => {
  it('draws each listed reward’s picture, labelled with its name, and NOT_FOUND for no such reward', async () => {
    const list = body(await call(player, 'GET', POINTS_API.rewards)).value.items as {
      id: number;
      name: string;
      imageUrl: string | null;
    }[];
    const seeded = list.filter((r) => r.imageUrl !== null);
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    for (const r of seeded) {
      expect(r.imageUrl).toBe(POINTS_API.rewardImage.replace(':id', String(r.id)));
      const res = await t.call({ method: 'GET', url: r.imageUrl! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg [^>]*role="img"/);
    }
    const missing = await t.call({ method: 'GET', url: POINTS_API.rewardImage.replace(':id', '987654') });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).errorCode).toBe('NOT_FOUND');
    const bad = await t.call({ method: 'GET', url: POINTS_API.rewardImage.replace(':id', 'x') });
    expect(bad.statusCode).toBe(400);
  });
});
