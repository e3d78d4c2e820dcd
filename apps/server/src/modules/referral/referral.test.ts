import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_REFERRAL_API, PROMOTIONS_API, REFERRAL_API, type TMemberBonus } from '@openlobby/contracts';
import { body, createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';
import { readChangedBets, readDeposits } from '../points/points.repo.ts';
import { createBetsDepositsConsumer } from './bets-deposits-consumer.ts';
import { createReferralService } from './referral.service.ts';

/**
 * The referral programme through HTTP on a fresh database: a member's invite link, a friend who
 * registers with its code and is listed masked, the referrer's rewards on the friend's first
 * deposit and on their bets (paid once, however many consumers race or replay), and the back
 * office's settings with bad input and another brand refused.
 */
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let ledger: Ledger;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let referrerToken: string;
let referrerId: number;
let friendId: number;
let brandId: number;
let currency: string;
let serial = 0;
let ip = 1;
const kit = () => identityKit(t);
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const SETTINGS = { enabled: true, firstDepositReward: 10, turnoverShareBps: 100, turnoverMultiplier: 1 };

const register = async (username: string, referralCode: string) => {
  const captcha = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
  return kit().encrypted(
    'PUT',
    '/wps/member/register',
    {
      username,
      password: 'Kite7lamp',
      confirmPassword: 'Kite7lamp',
      agreeTerms: true,
      captcha: TEST_CAPTCHA_ANSWER,
      captchaKey: captcha.key,
      referralCode,
    },
    { remoteAddress: `10.77.0.${ip++}` },
  );
};

/** The referrer's BONUS money from the programme, in minor units. */
const rewardsPaid = async () =>
  BigInt(
    (
      await rows<{ total: string }>(sql`
        select coalesce(sum(p.amount_minor), 0)::text as total from journal_entries e
        join postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id and a.member_id = ${referrerId} and a.kind = 'MAIN'
        where e.kind = 'BONUS' and e.reference like 'referral:%'`)
    )[0]!.total,
  );

async function deposit(memberId: number, amountMinor: bigint) {
  const main = await ledger.memberAccount(ledger.db, { brandId, memberId, kind: 'MAIN', currency });
  const transit = await ledger.brandAccount(ledger.db, { brandId, kind: 'CASH_IN_TRANSIT', currency });
  await ledger.post({
    brandId,
    kind: 'DEPOSIT',
    idempotencyKey: `referral-test-deposit-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor },
      { accountId: transit, amountMinor: -amountMinor },
    ],
  });
}

const bet = (memberId: number, turnoverMinor: number) =>
  t.db.execute(sql`
  insert into bets (brand_id, member_id, vendor_code, vendor_bet_id, category, game_code, stake_minor,
    valid_turnover_minor, payout_minor, status, placed_at, settled_at, settled_day, source)
  values (${brandId}, ${memberId}, 'REF', ${`ref-${serial++}`}, 'RNG', 'g', ${turnoverMinor},
    ${turnoverMinor}, 0, 'SETTLED', now(), now(), current_date, 'PULL')`);

/** A consumer as another process would build it: its own instance on the same cursors. */
const consumer = () => {
  const referral = createReferralService({ db: t.db, ledger, publicOrigin: async () => 'http://x' });
  return createBetsDepositsConsumer({
    db: t.db,
    name: 'referral',
    read: { bets: readChangedBets, deposits: readDeposits },
    applyBets: referral.applyBets,
    applyDeposits: referral.applyDeposits,
  });
};

beforeAll(async () => {
  t = await createTestApp({}, { now });
  ledger = createLedger({ db: t.db });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  referrerToken = await kit().tokenOf('player1', 'Player123');
  // the demo brands' programme aside: these tests start with it off
  await t.db.execute(sql`delete from referral_settings`);
  const [m] = await rows<{ id: number; brandId: number; currency: string }>(
    sql`select m.id, m.brand_id as "brandId", b.currency_code as currency from members m
        join brands b on b.id = m.brand_id where b.code = 'lobby' and m.account = 'player1'`,
  );
  referrerId = m!.id;
  brandId = m!.brandId;
  currency = m!.currency;
});
afterAll(async () => t.close());

describe('the invite link', () => {
  it('gives the member a code once and links the site’s register page with it', async () => {
    const first = body(
      await kit().withToken(referrerToken, { method: 'GET', url: REFERRAL_API.invite }),
    ).value;
    const again = body(
      await kit().withToken(referrerToken, { method: 'GET', url: REFERRAL_API.invite }),
    ).value;
    expect(first.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(again.referralCode).toBe(first.referralCode);
    expect(first.link).toMatch(new RegExp(`/register\\?referralCode=${first.referralCode}$`));
    expect(first).toMatchObject({ invitees: 0, rewardsTotal: 0 });
  });

  it('records who referred a member registered with the code and lists them masked', async () => {
    const { referralCode } = body(
      await kit().withToken(referrerToken, { method: 'GET', url: REFERRAL_API.invite }),
    ).value;
    const res = await register('friendone', referralCode);
    expect(res.statusCode).toBe(200);
    const [row] = await rows<{ id: number; referrerId: number; uplineId: number | null }>(
      sql`select id, referrer_id as "referrerId", upline_id as "uplineId" from members where account = 'friendone'`,
    );
    expect(row).toMatchObject({ referrerId, uplineId: null });
    friendId = row!.id;
    const list = body(
      await kit().withToken(referrerToken, {
        method: 'GET',
        url: `${REFERRAL_API.invitees}?page=1&pageSize=10`,
      }),
    ).value;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ account: 'fr*****ne', deposited: false });
    expect(list.items[0].account).not.toContain('friendone');
  });

  it('refuses a member’s code as an affiliate (agent) code: it makes no upline', async () => {
    const { referralCode } = body(
      await kit().withToken(referrerToken, { method: 'GET', url: REFERRAL_API.invite }),
    ).value;
    const captcha = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
    const res = await kit().encrypted(
      'PUT',
      '/wps/member/register',
      {
        username: 'notupline',
        password: 'Kite7lamp',
        confirmPassword: 'Kite7lamp',
        agreeTerms: true,
        captcha: TEST_CAPTCHA_ANSWER,
        captchaKey: captcha.key,
        affiliateCode: referralCode,
      },
      { remoteAddress: '10.77.1.1' },
    );
    expect(body(res).errorCode).toBe('INVITATION_CODE_INVALID');
    expect(await rows(sql`select 1 from members where account = 'notupline'`)).toHaveLength(0);
  });
});

describe('referral rewards', () => {
  it('pay nothing while the brand’s programme is off', async () => {
    await bet(friendId, 500_00);
    await consumer().catchUp();
    expect(await rewardsPaid()).toBe(0n);
    // gone, so the replay from the start below reads only what was bet while on
    await t.db.execute(sql`delete from bets where vendor_code = 'REF'`);
  });

  it('pay the first deposit’s reward and each bet’s share once, however many consumers race or replay', async () => {
    const saved = await asOwner({
      method: 'PUT',
      url: `${ADMIN_REFERRAL_API.settings}?brand=lobby`,
      payload: { ...SETTINGS, reason: 'launch' },
    });
    expect(body(saved).value).toEqual(SETTINGS);
    // the first deposit pays; the second is not a first deposit
    await deposit(friendId, 100_00n);
    await deposit(friendId, 200_00n);
    await bet(friendId, 300_00);
    await bet(friendId, 50);
    await Promise.all(Array.from({ length: 8 }, () => consumer().catchUp()));
    // 10.00 for the first deposit; 1% of 300.00 = 3.00; 1% of 0.50 rounds down to 0
    expect(await rewardsPaid()).toBe(13_00n);
    // a replay from the start (cursors lost) pays nothing again
    await t.db.execute(
      sql`update consumer_cursors set xid = '0'::xid8, row_id = 0 where name like 'referral-%'`,
    );
    await Promise.all([consumer().catchUp(), consumer().catchUp()]);
    expect(await rewardsPaid()).toBe(13_00n);
    const rewards = await rows<{ n: number }>(sql`select count(*)::int as n from referral_rewards`);
    expect(rewards[0]!.n).toBe(2);
    // the rewards carry their wagering requirement
    const wagering = await rows<{ n: number }>(
      sql`select count(*)::int as n from turnover_adjustments where member_id = ${referrerId}`,
    );
    expect(wagering[0]!.n).toBe(2);
    expect(await ledger.verify()).toMatchObject({ ok: true });
  });

  it('shows the friend as deposited and the referrer’s total', async () => {
    const invite = body(
      await kit().withToken(referrerToken, { method: 'GET', url: REFERRAL_API.invite }),
    ).value;
    expect(invite).toMatchObject({ invitees: 1, rewardsTotal: 13 });
    const list = body(
      await kit().withToken(referrerToken, { method: 'GET', url: REFERRAL_API.invitees }),
    ).value;
    expect(list.items[0].deposited).toBe(true);
  });

  it('lists the rewards in the referrer’s bonus details with the requirement they were paid with', async () => {
    const res = await kit().withToken(referrerToken, { method: 'GET', url: PROMOTIONS_API.myBonuses });
    const rewards = (body(res).value as TMemberBonus[]).filter((b) => b.source === 'REFERRAL');
    // the first deposit's 10.00 and the bet's 3.00, each at the multiplier of 1 then set
    expect(rewards.map((b) => [b.amount, b.turnoverRequired, b.turnoverMultiplier]).sort()).toEqual([
      [10, 10, 1],
      [3, 3, 1],
    ]);
    expect(rewards.every((b) => b.promotionId === null && b.title === null)).toBe(true);
  });
});

describe('the back office’s referral settings', () => {
  it.each([
    ['a negative reward', { ...SETTINGS, firstDepositReward: -1 }],
    ['a share above 100%', { ...SETTINGS, turnoverShareBps: 10_001 }],
    ['a fractional share', { ...SETTINGS, turnoverShareBps: 1.5 }],
    ['an unknown field', { ...SETTINGS, extra: 1 }],
    ['no reason', { ...SETTINGS, reason: undefined }],
  ])('refuses %s with VALIDATION_FAILED and writes nothing', async (_, payload) => {
    const before = await rows(sql`select * from referral_settings`);
    const res = await asOwner({
      method: 'PUT',
      url: `${ADMIN_REFERRAL_API.settings}?brand=lobby`,
      payload: { reason: 'try', ...payload },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect(await rows(sql`select * from referral_settings`)).toEqual(before);
  });

  it('refuses an amount finer than the currency', async () => {
    const res = await asOwner({
      method: 'PUT',
      url: `${ADMIN_REFERRAL_API.settings}?brand=lobby`,
      payload: { ...SETTINGS, firstDepositReward: 1.234, reason: 'try' },
    });
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });

  it('keeps brands apart and audits a save with its reason', async () => {
    const siam = body(
      await asOwner({ method: 'GET', url: `${ADMIN_REFERRAL_API.settings}?brand=siam` }),
    ).value;
    expect(siam.enabled).toBe(false);
    const audit = await rows<{ after: { reason: string } }>(
      sql`select after from audit_log where action = 'referral.settings.save'`,
    );
    expect(audit.map((a) => a.after.reason)).toEqual(['launch']);
  });

  it('answers a member without an operator session 401', async () => {
    const res = await t.call({ method: 'GET', url: `${ADMIN_REFERRAL_API.settings}?brand=lobby` });
    expect(res.statusCode).toBe(401);
  });
});
