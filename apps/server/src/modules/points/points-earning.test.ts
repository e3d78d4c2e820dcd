import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { POINTS_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import { createPointsEarning, type PointsEarning } from './points-earning.ts';
import { createPointsService, type PointsService } from './points.service.ts';

/**
 * Points earning as a commit-order consumer on a fresh database: bets the bets module wrote and
 * deposits the ledger credited earn at the brand's rates, once, in commit order.
 */
let t: TestApp;
let ledger: Ledger;
let points: PointsService;
let earning: PointsEarning;
let token: string;
let brandId: number;
let currency: string;
let memberId: number;
let serial = 0;

const balance = async () =>
  body(await identityKit(t).withToken(token, { method: 'GET', url: POINTS_API.balance })).value
    .points as number;

/** A bet row as the bets module writes it (its xid is the writing transaction's). */
const betRow = (category: string, turnoverMinor: number, status = 'SETTLED') => sql`
  insert into bets (brand_id, member_id, vendor_code, vendor_bet_id, category, game_code, stake_minor,
    valid_turnover_minor, payout_minor, status, placed_at, settled_at, settled_day, source)
  values (${brandId}, ${memberId}, 'PTS', ${`earn-${serial++}`}, ${category}, 'g', ${turnoverMinor},
    ${status === 'SETTLED' ? turnoverMinor : 0}, 0, ${status}, now(), now(), current_date, 'PULL')`;

async function deposit(amountMinor: bigint) {
  const main = await ledger.memberAccount(ledger.db, { brandId, memberId, kind: 'MAIN', currency });
  const transit = await ledger.brandAccount(ledger.db, { brandId, kind: 'CASH_IN_TRANSIT', currency });
  await ledger.post({
    brandId,
    kind: 'DEPOSIT',
    idempotencyKey: `earning-test-deposit-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor },
      { accountId: transit, amountMinor: -amountMinor },
    ],
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger({ db: t.db });
  points = createPointsService({
    db: t.db,
    ledger,
    checkPaymentPassword: async () => {},
    now: () => new Date(),
  });
  earning = createPointsEarning({ db: t.db, points });
  const [b] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
  brandId = b!.id;
  currency = b!.currencyCode;
  const [m] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, 'player1')));
  memberId = m!.id;
  token = await identityKit(t).tokenOf('player1', 'Player123');
  // 1 point per 1.00 of slots, 3 per 1.00 of live, 2 per 1.00 deposited
  await points.saveRules(brandId, {
    betRates: { RNG: 1, LIVE: 3 },
    depositRate: 2,
    perMinor: 100n,
    pointUnit: 100n,
    cashMinorPerPointUnit: 100n,
    minConvertPoints: 100n,
  });
  // what the seed's history earns is not this test's
  await earning.catchUp();
});
afterAll(async () => t.close());

describe('points earning', () => {
  it('earns from settled bets by category and credited deposits, and a second run awards nothing', async () => {
    const before = await balance();
    await t.db.execute(betRow('RNG', 1_250));
    await t.db.execute(betRow('LIVE', 1_000));
    await t.db.execute(betRow('LIVE', 5_000, 'OPEN'));
    await t.db.execute(betRow('CONS', 9_000));
    await deposit(10_050n);
    expect(await earning.catchUp()).toBe(4);
    // 12 (slots 12.50) + 30 (live 10.00 × 3) + 201 (deposit 100.50 × 2); open and CONS bets earn nothing
    expect(await balance()).toBe(before + 12 + 30 + 201);
    expect(await earning.catchUp()).toBe(0);
    // a replay from the very start (a lost cursor) reads everything again and awards nothing
    await t.db.execute(
      sql`update consumer_cursors set xid = '0'::xid8, row_id = 0 where name like 'points-earning-%'`,
    );
    expect(await earning.catchUp()).toBeGreaterThanOrEqual(4);
    expect(await balance()).toBe(before + 243);
  });

  it('earns a re-settled bet’s difference, read again because its writer rewrote the row', async () => {
    await t.db.execute(betRow('LIVE', 2_000, 'OPEN'));
    await earning.catchUp();
    const before = await balance();
    const settle = (turnover: number, version: number) =>
      t.db.execute(sql`update bets set status = 'SETTLED', valid_turnover_minor = ${turnover},
        result_version = ${version}, xid = pg_current_xact_id()
        where vendor_bet_id = ${`earn-${serial - 1}`} and vendor_code = 'PTS'`);
    await settle(2_000, 1);
    await earning.catchUp();
    expect(await balance()).toBe(before + 60);
    await settle(1_000, 2);
    await earning.catchUp();
    expect(await balance()).toBe(before + 30);
  });

  // Two connections are needed to hold one transaction open while another commits.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'does not skip a bet whose transaction commits after a later one, and awards each once',
    async () => {
      const before = await balance();
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let inserted!: () => void;
      const written = new Promise<void>((r) => (inserted = r));
      const slow = t.db.transaction(async (tx) => {
        await tx.execute(betRow('RNG', 700));
        inserted();
        await gate;
      });
      await written;
      // a later transaction commits first: read only once the older one has ended
      await t.db.execute(betRow('RNG', 500));
      expect(await earning.catchUp()).toBe(0);
      expect(await balance()).toBe(before);
      release();
      await slow;
      await Promise.all([earning.catchUp(), earning.catchUp(), earning.catchUp()]);
      expect(await balance()).toBe(before + 12);
      await earning.catchUp();
      expect(await balance()).toBe(before + 12);
    },
  );
});
