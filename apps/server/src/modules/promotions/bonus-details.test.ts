import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_MISSIONS_API, MISSIONS_API, PROMOTIONS_API, type TMemberBonus } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';

/**
 * Bonus details through HTTP on a fresh database: a mission's reward, once claimed, is listed
 * beside the promotions' bonuses with the mission's title, its wagering requirement and the
 * progress of the bets placed after it (not before), and reads completed once they reach it.
 */
let clock = Date.now();
let t: TestApp;
let ledger: Ledger;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let player: string;
let brand: typeof brands.$inferSelect;
let memberId: number;
let serial = 0;
const asPlayer = (opts: InjectOptions) => identityKit(t).withToken(player, opts);

/** A settled bet in the ledger (what a bonus's progress counts) and in the day's rollup (a mission's). */
async function bet(stakeMinor: bigint) {
  const currency = brand.currencyCode;
  const main = await ledger.memberAccount(ledger.db, { brandId: brand.id, memberId, kind: 'MAIN', currency });
  const revenue = await ledger.brandAccount(ledger.db, { brandId: brand.id, kind: 'GAME_REVENUE', currency });
  await ledger.post({
    brandId: brand.id,
    kind: 'BET',
    idempotencyKey: `bonus-details-test-bet-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor: -stakeMinor },
      { accountId: revenue, amountMinor: stakeMinor },
    ],
  });
  const day = dayIn(brand.timeZone, new Date(clock));
  await t.db.execute(sql`
    insert into bet_daily_rollups (brand_id, member_id, day, category, bet_count, stake_minor, valid_turnover_minor)
    values (${brand.id}, ${memberId}, ${day}::date, 'RNG', 1, ${stakeMinor}, ${stakeMinor})
    on conflict (member_id, day, category) do update set bet_count = bet_daily_rollups.bet_count + 1,
      stake_minor = bet_daily_rollups.stake_minor + ${stakeMinor}`);
}

const myBonuses = async () => {
  const res = await asPlayer({ method: 'GET', url: PROMOTIONS_API.myBonuses });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value as TMemberBonus[];
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  ledger = createLedger({ db: t.db });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  player = await identityKit(t).tokenOf('player1', 'Player123');
  brand = (await t.db.select().from(brands).where(eq(brands.code, 'lobby')))[0]!;
  const [m] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brand.id), eq(members.account, 'player1')));
  memberId = m!.id;
  // The bets below are staked from the main wallet: a deposit first, so the ledger lets them through.
  const currency = brand.currencyCode;
  const main = await ledger.memberAccount(ledger.db, { brandId: brand.id, memberId, kind: 'MAIN', currency });
  const transit = await ledger.brandAccount(ledger.db, {
    brandId: brand.id,
    kind: 'CASH_IN_TRANSIT',
    currency,
  });
  await ledger.post({
    brandId: brand.id,
    kind: 'DEPOSIT',
    idempotencyKey: 'bonus-details-test-deposit',
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor: 10_000_00n },
      { accountId: transit, amountMinor: -10_000_00n },
    ],
  });
});
afterAll(async () => t.close());

describe(`GET ${PROMOTIONS_API.myBonuses}`, () => {
  it('lists a claimed mission reward with its title, requirement and the progress of later bets', async () => {
    const created = await asOwner({
      method: 'POST',
      url: `${ADMIN_MISSIONS_API.missions}?brand=lobby`,
      payload: {
        title: { EN: 'Spin a hundred', TH: 'หมุนร้อย' },
        period: 'DAILY',
        goal: 'BET_AMOUNT',
        target: 100,
        rewardAmount: 5,
        turnoverMultiplier: 3,
        reason: 'bonus details test',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const missionId = body(created).value.id as number;
    // 100.00 bet before the claim meets the mission and must not count toward its reward's wagering
    await bet(100_00n);
    const claimed = await asPlayer({ method: 'POST', url: MISSIONS_API.claim, payload: { missionId } });
    expect(claimed.statusCode, claimed.body).toBe(200);

    const missionRows = (await myBonuses()).filter((b) => b.source === 'MISSION');
    expect(missionRows).toHaveLength(1);
    expect(missionRows[0]).toMatchObject({
      promotionId: null,
      title: { EN: 'Spin a hundred', TH: 'หมุนร้อย' },
      amount: 5,
      turnoverMultiplier: 3,
      turnoverRequired: 15,
      turnoverProgress: 0,
      status: 'ISSUED',
    });

    await bet(4_00n);
    const after = (await myBonuses()).find((b) => b.source === 'MISSION')!;
    expect(after).toMatchObject({ turnoverProgress: 4, status: 'ISSUED' });

    await bet(20_00n);
    const done = (await myBonuses()).find((b) => b.source === 'MISSION')!;
    expect(done).toMatchObject({ turnoverProgress: 15, status: 'COMPLETED' });
  });

  it('keeps every row unique by source and id, newest first', async () => {
    const rows = await myBonuses();
    const keys = rows.map((b) => `${b.source}:${b.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const times = rows.map((b) => b.issuedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
