import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PROMOTIONS_API, type TPromotionRule } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIn, nextDay } from '../../lib/zoned-time.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import type { TBrand } from '../system/system.service.ts';
import { createPromotionPayouts, type PromotionPayouts } from './promotion-payouts.ts';
import { bonuses, promotions } from './promotions.schema.ts';
import { createPromotionsService, type PromotionsService } from './promotions.service.ts';

/**
 * The bonuses the server pays without a claim, on a fresh database: cashback on closed days from
 * the bets' rollups and the birthday bonus in the brand's time zone, each once per period however
 * many runs overlap, every payout in ledger:verify.
 */
let t: TestApp;
let ledger: Ledger;
let svc: PromotionsService;
let payouts: PromotionPayouts;
let brand: TBrand;
let serial = 0;
const DAY = 86_400_000;

async function newMember(birthday: string | null = null) {
  const [m] = await t.db
    .insert(members)
    .values({
      brandId: brand.id,
      account: `payout${serial++}x${Date.now() % 100000}`,
      nickname: 'p',
      type: 0,
      passwordHash: 'x',
      birthday,
    })
    .returning();
  return m!.id;
}

async function newPromotion(rule: TPromotionRule) {
  const [p] = await t.db
    .insert(promotions)
    .values({
      brandId: brand.id,
      category: 'DAILY',
      kind: rule.kind,
      title: { EN: rule.kind },
      rule,
      startsAt: new Date(Date.now() - 30 * DAY),
      state: 'ACTIVE',
    })
    .returning();
  return p!;
}

/** A member's settled figures of one brand day and category, as the bets consumer keeps them. */
const rollup = (memberId: number, day: string, category: string, stake: number, payout: number) =>
  t.db.execute(sql`insert into bet_daily_rollups (brand_id, member_id, day, category, bet_count, stake_minor,
      valid_turnover_minor, payout_minor)
    values (${brand.id}, ${memberId}, ${day}, ${category}, 1, ${stake}, ${stake}, ${payout})`);

const paidTo = (memberId: number) =>
  t.db.select().from(bonuses).where(eq(bonuses.memberId, memberId)).orderBy(bonuses.periodKey);

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger({ db: t.db });
  const [b] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
  brand = b as TBrand;
  svc = createPromotionsService({
    db: t.db,
    ledger,
    now: () => new Date(),
    turnoverPercent: async () => 100,
  });
  payouts = createPromotionPayouts({
    db: t.db,
    promotions: svc,
    listBrands: async () => [brand],
    now: () => new Date(),
  });
});
afterAll(async () => t.close());

describe('cashback', () => {
  it('pays a share of each closed day’s net loss since joining, once to overlapping runs', async () => {
    const p = await newPromotion({
      kind: 'CASHBACK',
      basis: 'NET_LOSS',
      period: 'DAILY',
      percentBps: 1_000,
      capMinor: 5_000,
      minBasisMinor: 100,
      categories: ['RNG'],
      turnoverMultiplier: 1,
    });
    const member = await newMember();
    expect((await svc.join(brand, member, p.id)).state).toBe('IN_PROGRESS');
    const day = (back: number) => dayIn(brand.timeZone, new Date(Date.now() - back * DAY));
    await t.db.execute(sql`update promotion_participations set joined_at = ${new Date(Date.now() - 3 * DAY)}
      where promotion_id = ${p.id} and member_id = ${member}`);
    await rollup(member, day(4), 'RNG', 90_000, 0); // before joining
    await rollup(member, day(2), 'RNG', 20_000, 5_000); // lost 150.00: 15.00 back
    await rollup(member, day(2), 'LIVE', 50_000, 0); // not a category of the rule
    await rollup(member, day(1), 'RNG', 100_000, 10_000); // lost 900.00: 90.00, capped at 50.00
    await rollup(member, day(0), 'RNG', 70_000, 0); // today has not ended
    await Promise.all(Array.from({ length: 5 }, () => payouts.payDue()));
    await payouts.payDue();
    const rows = await paidTo(member);
    expect(rows.map((r) => [r.periodKey, r.amountMinor, r.turnoverRequiredMinor])).toEqual([
      [`D${day(2)}`, 1_500n, 1_500n],
      [`D${day(1)}`, 5_000n, 5_000n],
    ]);
    const entries = (await t.db.execute(
      sql`select count(*)::int as n from journal_entries where kind = 'BONUS' and member_id = ${member}`,
    )) as unknown as { rows: { n: number }[] };
    expect(entries.rows[0]!.n).toBe(2);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('pays on valid turnover (a rebate), and nothing to a member who did not join', async () => {
    const p = await newPromotion({
      kind: 'CASHBACK',
      basis: 'VOLUME',
      period: 'DAILY',
      percentBps: 50,
      capMinor: 100_000,
      minBasisMinor: 0,
      categories: [],
      turnoverMultiplier: 0,
    });
    const joined = await newMember();
    const stranger = await newMember();
    await svc.join(brand, joined, p.id);
    await t.db.execute(sql`update promotion_participations set joined_at = ${new Date(Date.now() - 2 * DAY)}
      where promotion_id = ${p.id}`);
    const yesterday = dayIn(brand.timeZone, new Date(Date.now() - DAY));
    for (const m of [joined, stranger]) await rollup(m, yesterday, 'SPORTS', 200_000, 400_000);
    await payouts.payDue();
    expect((await paidTo(joined)).map((r) => r.amountMinor)).toEqual([1_000n]);
    expect(await paidTo(stranger)).toEqual([]);
  });
});

describe('birthday bonus', () => {
  it('pays on the member’s birthday in the brand’s time zone, once a year', async () => {
    const p = await newPromotion({ kind: 'BIRTHDAY', amountMinor: 8_800, turnoverMultiplier: 2 });
    const today = dayIn(brand.timeZone, new Date());
    const born = await newMember(`1990-${today.slice(5)}`);
    const notYet = await newMember(`1990-${nextDay(today).slice(5)}`);
    for (const m of [born, notYet]) await svc.join(brand, m, p.id);
    await Promise.all([payouts.payDue(), payouts.payDue(), payouts.payDue()]);
    const rows = await paidTo(born);
    expect(rows.map((r) => [r.periodKey, r.amountMinor, r.turnoverRequiredMinor])).toEqual([
      [`Y${today.slice(0, 4)}`, 8_800n, 17_600n],
    ]);
    expect(await paidTo(notYet)).toEqual([]);
    expect((await svc.findPromotions(brand, born)).find((x) => x.id === p.id)?.state).toBe('CLAIMED');
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('is not claimed by hand: the claim call refuses it and writes nothing', async () => {
    const token = await identityKit(t).tokenOf('player1', 'Player123');
    const p = await newPromotion({ kind: 'BIRTHDAY', amountMinor: 100, turnoverMultiplier: 0 });
    const res = await t.call({
      method: 'POST',
      url: PROMOTIONS_API.claim,
      headers: { authorization: token },
      payload: { promotionId: p.id },
    });
    expect(body(res).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect((await t.db.select().from(bonuses).where(eq(bonuses.promotionId, p.id))).length).toBe(0);
  });
});
