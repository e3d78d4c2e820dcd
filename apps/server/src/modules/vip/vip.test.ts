import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_VIP_API, VIP_API, WITHDRAW_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';
import { createVipService } from './vip.service.ts';

/**
 * VIP through HTTP on a fresh database: levels an operator configures (bad input and another
 * brand's ids refused), a member's level reached from deposits and turnover and never lowered but
 * by an operator, its withdrawal limits in the withdrawal check, and the daily rebate paid once.
 */
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let ledger: Ledger;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let token: string;
let memberId: number;
let brand: { id: number; currencyCode: string; currencyDecimals: number; timeZone: string };
let serial = 0;
const kit = () => identityKit(t);
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const LEVEL1 = {
  level: 1,
  name: 'Silver',
  depositThreshold: 100,
  turnoverThreshold: 200,
  rebateBps: 50,
  withdrawalDailyCount: 9,
  withdrawalDailyAmount: 5000,
};
const LEVEL2 = {
  ...LEVEL1,
  level: 2,
  name: 'Gold',
  depositThreshold: 1000,
  turnoverThreshold: 5000,
  rebateBps: 100,
};
const levelsUrl = (b = 'lobby') => `${ADMIN_VIP_API.levels}?brand=${b}`;
const memberUrl = (account: string, b = 'lobby') =>
  `${ADMIN_VIP_API.member.replace(':account', account)}?brand=${b}`;
const info = async () => body(await kit().withToken(token, { method: 'GET', url: VIP_API.info })).value;

async function deposit(amountMinor: bigint) {
  const main = await ledger.memberAccount(ledger.db, {
    brandId: brand.id,
    memberId,
    kind: 'MAIN',
    currency: brand.currencyCode,
  });
  const transit = await ledger.brandAccount(ledger.db, {
    brandId: brand.id,
    kind: 'CASH_IN_TRANSIT',
    currency: brand.currencyCode,
  });
  await ledger.post({
    brandId: brand.id,
    kind: 'DEPOSIT',
    idempotencyKey: `vip-test-deposit-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor },
      { accountId: transit, amountMinor: -amountMinor },
    ],
  });
}

const bet = (turnoverMinor: number, day = dayIn(brand.timeZone, now())) =>
  t.db.execute(sql`
  insert into bets (brand_id, member_id, vendor_code, vendor_bet_id, category, game_code, stake_minor,
    valid_turnover_minor, payout_minor, status, placed_at, settled_at, settled_day, source)
  values (${brand.id}, ${memberId}, 'VIP', ${`vip-${serial++}`}, 'RNG', 'g', ${turnoverMinor},
    ${turnoverMinor}, 0, 'SETTLED', now(), now(), ${day}, 'PULL')`);

beforeAll(async () => {
  t = await createTestApp({}, { now });
  ledger = createLedger({ db: t.db });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  token = await kit().tokenOf('player1', 'Player123');
  // the demo ladder aside: these tests build their own
  await t.db.execute(sql`delete from vip_levels`);
  const [m] = await rows<{
    id: number;
    brandId: number;
    currencyCode: string;
    currencyDecimals: number;
    timeZone: string;
  }>(
    sql`select m.id, b.id as "brandId", b.currency_code as "currencyCode", b.currency_decimals as "currencyDecimals",
          b.time_zone as "timeZone"
        from members m join brands b on b.id = m.brand_id where b.code = 'lobby' and m.account = 'player1'`,
  );
  memberId = m!.id;
  brand = {
    id: m!.brandId,
    currencyCode: m!.currencyCode,
    currencyDecimals: m!.currencyDecimals,
    timeZone: m!.timeZone,
  };
});
afterAll(async () => t.close());

describe('the back office’s VIP levels', () => {
  it('creates and edits levels, audited with the reason', async () => {
    const one = body(
      await asOwner({ method: 'POST', url: levelsUrl(), payload: { ...LEVEL1, reason: 'launch' } }),
    );
    expect(one.value).toMatchObject(LEVEL1);
    const two = body(
      await asOwner({
        method: 'POST',
        url: levelsUrl(),
        payload: { ...LEVEL2, name: 'Gld', reason: 'launch' },
      }),
    );
    const edited = await asOwner({
      method: 'PUT',
      url: `${ADMIN_VIP_API.level.replace(':id', String(two.value.id))}?brand=lobby`,
      payload: { ...LEVEL2, withdrawalDailyAmount: null, reason: 'typo' },
    });
    expect(body(edited).value).toMatchObject({ ...LEVEL2, withdrawalDailyAmount: null });
    const list = body(await asOwner({ method: 'GET', url: levelsUrl() })).value.items;
    expect(list.map((l: { name: string }) => l.name)).toEqual(['Silver', 'Gold']);
    const audit = await rows(sql`select 1 from audit_log where action like 'vip.level.%'`);
    expect(audit).toHaveLength(3);
  });

  it.each([
    ['a level the brand has', { ...LEVEL1 }],
    ['a rebate above 10%', { ...LEVEL1, level: 3, rebateBps: 1001 }],
    ['a negative threshold', { ...LEVEL1, level: 3, depositThreshold: -1 }],
    ['no daily count', { ...LEVEL1, level: 3, withdrawalDailyCount: 0 }],
    ['an empty name', { ...LEVEL1, level: 3, name: ' ' }],
    ['an amount finer than the currency', { ...LEVEL1, level: 3, depositThreshold: 1.001 }],
  ])('refuses %s with VALIDATION_FAILED and writes nothing', async (_, level) => {
    const before = await rows(sql`select * from vip_levels order by id`);
    const res = await asOwner({ method: 'POST', url: levelsUrl(), payload: { ...level, reason: 'try' } });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect(await rows(sql`select * from vip_levels order by id`)).toEqual(before);
  });

  it('answers another brand’s level id and member NOT_FOUND', async () => {
    const siam = body(
      await asOwner({ method: 'POST', url: levelsUrl('siam'), payload: { ...LEVEL1, reason: 'x' } }),
    );
    const res = await asOwner({
      method: 'PUT',
      url: `${ADMIN_VIP_API.level.replace(':id', String(siam.value.id))}?brand=lobby`,
      payload: { ...LEVEL1, name: 'Hijack', reason: 'x' },
    });
    expect(body(res).errorCode).toBe('NOT_FOUND');
    expect(
      (await rows<{ name: string }>(sql`select name from vip_levels where id = ${siam.value.id}`))[0]!.name,
    ).toBe('Silver');
    // an account of this brand only, asked for at the other
    await t.db.execute(sql`insert into members (brand_id, account, nickname, password_hash)
      select brand_id, 'lobbyonly', nickname, password_hash from members where id = ${memberId}`);
    const only = { account: 'lobbyonly' };
    const member = await asOwner({
      method: 'PUT',
      url: memberUrl(only.account, 'siam'),
      payload: { level: 2, reason: 'x' },
    });
    expect(body(member).errorCode).toBe('NOT_FOUND');
    expect(body(await asOwner({ method: 'GET', url: memberUrl(only.account, 'siam') })).errorCode).toBe(
      'NOT_FOUND',
    );
  });
});

describe('a member’s level', () => {
  it('starts at 0 with the next level’s progress', async () => {
    expect(await info()).toMatchObject({ vip: false, level: 0, next: { level: 1, percent: 0 } });
  });

  it('rises when deposits and turnover both reach a level, and shows in the session', async () => {
    await deposit(150_00n);
    await bet(100_00);
    expect(await info()).toMatchObject({
      level: 0,
      deposits: 150,
      turnover: 100,
      next: { level: 1, percent: 50 },
    });
    await bet(150_00);
    expect(await info()).toMatchObject({
      vip: true,
      level: 1,
      levelName: 'Silver',
      turnover: 250,
      next: { level: 2 },
    });
    const me = body(await kit().withToken(token, { method: 'GET', url: '/wps/member/info' })).value;
    expect(me.clubLabel.rankLevel).toBe(1);
  });

  it('takes its level’s withdrawal limits', async () => {
    const w = body(await kit().withToken(token, { method: 'GET', url: WITHDRAW_API.info })).value;
    expect(w.dailyCount).toBe(9);
  });

  it('falls only when an operator sets it, and stays there until a higher level is reached', async () => {
    const set = await asOwner({
      method: 'PUT',
      url: memberUrl('player1'),
      payload: { level: 0, reason: 'abuse review' },
    });
    expect(body(set).value).toMatchObject({ account: 'player1', level: 0 });
    await bet(10_00);
    expect((await info()).level).toBe(0);
    const audit = await rows<{ after: { reason: string } }>(
      sql`select after from audit_log where action = 'vip.member.set' order by id`,
    );
    expect(audit[0]!.after.reason).toBe('abuse review');
    const back = await asOwner({
      method: 'PUT',
      url: memberUrl('player1'),
      payload: { level: 1, reason: 'cleared' },
    });
    expect(body(back).value.level).toBe(1);
  });

  it('refuses a level out of range and an empty reason, writing nothing', async () => {
    for (const payload of [
      { level: 21, reason: 'x' },
      { level: -1, reason: 'x' },
      { level: 1, reason: '' },
    ]) {
      const res = await asOwner({ method: 'PUT', url: memberUrl('player1'), payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await info()).level).toBe(1);
  });
});

describe('the daily rebate', () => {
  it('pays an ended day’s turnover at the level’s rate once, however many runs race', async () => {
    const today = dayIn(brand.timeZone, now());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    await bet(400_00, yesterday);
    const vip = () => createVipService({ db: t.db, ledger, now });
    const paid = await Promise.all([
      vip().payRebates([brand]),
      vip().payRebates([brand]),
      vip().payRebates([brand]),
    ]);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await vip().payRebates([brand])).toBe(0);
    const [r] = await rows<{ amount: string; day: string }>(
      sql`select amount_minor::text as amount, day::text as day from vip_rebates where member_id = ${memberId}`,
    );
    // 0.5% of 400.00
    expect(r).toEqual({ amount: '200', day: yesterday });
    const entries = await rows(
      sql`select 1 from journal_entries where reference = ${`vip-rebate:${yesterday}`}`,
    );
    expect(entries).toHaveLength(1);
    expect(await ledger.verify()).toMatchObject({ ok: true });
  });
});
