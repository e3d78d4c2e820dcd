import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedResult } from '@openlobby/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';
import { hashPassword } from '../../lib/password.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createSystemService } from '../system/system.service.ts';
import { createSeamlessWallet } from '../wallet/seamless.service.ts';
import { createSportsbookSettlement } from './settlement.service.ts';

/*
 * Settlement of the sportsbook's bets through the real seamless wallet and ledger: the stake is
 * debited as placement does, the results are written as the feed's copy stores them, and every
 * figure is read back from the member's balance and the ledger's proof.
 */

let t: TestApp;
let house: Awaited<ReturnType<typeof houseKit>>;
let seamless: ReturnType<typeof createSeamlessWallet>;
let system: ReturnType<typeof createSystemService>;
let settlement: ReturnType<typeof createSportsbookSettlement>;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  house = await houseKit(t);
  seamless = createSeamlessWallet({ ledger: house.ledger, events: createMoneyEvents() });
  system = createSystemService({
    db: t.db,
    lookupCountry: () => null,
    now: () => new Date(),
    secrets: testSecretBox(),
  });
  settlement = createSportsbookSettlement({
    db: t.db,
    seamless,
    brandById: (id, tx) => system.brandById(id, tx),
    now: () => new Date(),
  });
});
afterAll(async () => {
  await t.close();
});

const rows = <T>(q: ReturnType<typeof sql>) =>
  t.db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);

/** A new member of the demo brand with `fundMinor` in the main wallet. */
async function member(fundMinor: bigint) {
  const account = `sb${Date.now() % 1e6}${serial++}`;
  await t.db.execute(sql`
    insert into members (brand_id, account, nickname, password_hash)
    values (${house.brandId}, ${account}, ${account}, ${await hashPassword('Player123')})`);
  await house.fund(account, fundMinor);
  return house.memberId(account);
}

const balanceOf = async (memberId: number) =>
  seamless.balance({
    brand: await system.brandById(house.brandId),
    vendorCode: house.slot.vendor,
    memberId,
    roundId: '',
    gameCode: house.slot.gameCode,
    nodeId: house.slot.nodeId,
  });

/** Two football events of its own for each test. */
async function events() {
  const ids = [`FB-${randomUUID()}`, `FB-${randomUUID()}`];
  for (const id of ids)
    await t.db.execute(sql`
      insert into sb_events (event_id, sport, competition, home, away, starts_at, status)
      values (${id}, 'FOOTBALL', 'Test League', 'Lions', 'Rovers', now(), 'FINISHED')`);
  return ids as [string, string];
}

const publish = (eventId: string, version: number, result: TFeedResult) =>
  t.db.execute(sql`
    insert into sb_results (event_id, result_version, result, source)
    values (${eventId}, ${version}, ${JSON.stringify(result)}::jsonb, 'FEED')`);

const score = (home: number, away: number): TFeedResult => ({ status: 'FINISHED', home, away });

/**
 * A double as placement writes it: the stake debited in the bet's round, the bet and its legs —
 * HOME −0.25 at 1.900 on the first event and OVER 2.5 at 2.100 on the second.
 */
async function placeDouble(memberId: number, [a, b]: [string, string], stakeMinor = 10_000n) {
  const id = randomUUID();
  const brand = await system.brandById(house.brandId);
  const round = {
    brand,
    vendorCode: house.slot.vendor,
    memberId,
    roundId: id,
    gameCode: house.slot.gameCode,
    nodeId: house.slot.nodeId,
  };
  await seamless.debit({ ...round, txId: `${id}:bet`, amountMinor: stakeMinor });
  await t.db.execute(sql`
    insert into sb_bets (id, brand_id, member_id, request_id, kind, stake_minor, potential_payout_minor, status,
      vendor_code, game_code, node_id, in_play, placed_at)
    values (${id}, ${house.brandId}, ${memberId}, ${id}, 'PARLAY', ${stakeMinor}, ${(stakeMinor * 3990n) / 1000n},
      'OPEN', ${house.slot.vendor}, ${house.slot.gameCode}, ${house.slot.nodeId}, false, now())`);
  await t.db.execute(sql`
    insert into sb_bet_legs (bet_id, leg_no, event_id, market_id, kind, line, selection, odds_milli) values
      (${id}, 0, ${a}, ${`${a}:AH:-0.25`}, 'AH', -0.25, 'HOME', 1900),
      (${id}, 1, ${b}, ${`${b}:OU:2.5`}, 'OU', 2.5, 'OVER', 2100)`);
  return id;
}

const settlementsOf = (betId: string) =>
  rows<{ result_key: string; payout_minor: string; delta_minor: string; recovered_minor: string }>(sql`
    select result_key, payout_minor::text, delta_minor::text, recovered_minor::text
    from sb_settlements where bet_id = ${betId} order by created_at, result_key`);

describe('sportsbook settlement', () => {
  it('leaves a double open until both events have a result', async () => {
    const memberId = await member(50_000n);
    const evs = await events();
    const betId = await placeDouble(memberId, evs);
    await publish(evs[0], 1, score(2, 1));
    expect((await settlement.settleEvents([evs[0]])).settled).toBe(0);
    const [bet] = await rows<{ status: string }>(sql`select status from sb_bets where id = ${betId}`);
    expect(bet!.status).toBe('OPEN');
    expect(await balanceOf(memberId)).toBe(40_000n);
  });

  it('pays a winning double once, however often its results are settled', async () => {
    const memberId = await member(50_000n);
    const evs = await events();
    const betId = await placeDouble(memberId, evs);
    await publish(evs[0], 1, score(2, 1));
    await publish(evs[1], 1, score(2, 1));
    expect(await settlement.settleEvents(evs)).toMatchObject({ settled: 1, creditedMinor: 39_900n });
    expect(await balanceOf(memberId)).toBe(40_000n + 39_900n);
    expect((await settlement.settleEvents(evs)).settled).toBe(0);
    expect((await settlement.settleEvents([evs[1]])).settled).toBe(0);
    expect(await balanceOf(memberId)).toBe(79_900n);
    const legs = await rows<{ outcome: string }>(
      sql`select outcome from sb_bet_legs where bet_id = ${betId} order by leg_no`,
    );
    expect(legs.map((l) => l.outcome)).toEqual(['WIN', 'WIN']);
  });

  it('pays half the quarter line on a draw and closes a lost double with nothing', async () => {
    const memberId = await member(50_000n);
    const evs = await events();
    const halfLost = await placeDouble(memberId, evs);
    await publish(evs[0], 1, score(1, 1));
    await publish(evs[1], 1, score(3, 0));
    await settlement.settleEvents(evs);
    expect(await settlementsOf(halfLost)).toEqual([
      expect.objectContaining({ payout_minor: '10500', delta_minor: '10500' }),
    ]);
    const lostEvents = await events();
    const lost = await placeDouble(memberId, lostEvents);
    await publish(lostEvents[0], 1, score(0, 1));
    await publish(lostEvents[1], 1, score(3, 0));
    await settlement.settleEvents(lostEvents);
    const [bet] = await rows<{ status: string; payout_minor: string }>(
      sql`select status, payout_minor::text from sb_bets where id = ${lost}`,
    );
    expect(bet).toEqual({ status: 'SETTLED', payout_minor: '0' });
    expect(await balanceOf(memberId)).toBe(50_000n - 20_000n + 10_500n);
  });

  it('moves the difference through the ledger when a result is corrected, back and forth', async () => {
    const memberId = await member(50_000n);
    const evs = await events();
    const betId = await placeDouble(memberId, evs);
    await publish(evs[0], 1, score(2, 1));
    await publish(evs[1], 1, score(2, 1));
    await settlement.settleEvents(evs);
    // the second match is corrected to 1–1: under 2.5, the double loses
    await publish(evs[1], 2, score(1, 1));
    expect(await settlement.settleEvents([evs[1]])).toMatchObject({ settled: 1, recoveredMinor: 39_900n });
    expect(await balanceOf(memberId)).toBe(40_000n);
    // and corrected again to 2–1
    await publish(evs[1], 3, score(2, 1));
    await settlement.settleEvents([evs[1]]);
    expect(await balanceOf(memberId)).toBe(79_900n);
    // the key names each event's version, whichever order the ids sort in
    const named = (key: string) => key.replace(evs[0], 'A').replace(evs[1], 'B').split(',').sort().join(',');
    expect((await settlementsOf(betId)).map((s) => [named(s.result_key), s.delta_minor])).toEqual([
      ['A@1,B@1', '39900'],
      ['A@1,B@2', '-39900'],
      ['A@1,B@3', '39900'],
    ]);
    expect((await house.ledger.verify()).problems).toEqual([]);
  });

  it('records a correction the balance cannot cover as owed, never taking the balance below zero', async () => {
    const memberId = await member(10_000n);
    const evs = await events();
    await placeDouble(memberId, evs);
    await publish(evs[0], 1, score(2, 1));
    await publish(evs[1], 1, score(2, 1));
    await settlement.settleEvents(evs);
    // the member plays the winnings away before the correction arrives
    const brand = await system.brandById(house.brandId);
    const spend = randomUUID();
    await seamless.debit({
      brand,
      vendorCode: house.slot.vendor,
      memberId,
      roundId: spend,
      gameCode: house.slot.gameCode,
      nodeId: house.slot.nodeId,
      txId: `${spend}:bet`,
      amountMinor: 39_000n,
    });
    await publish(evs[1], 2, score(0, 0));
    expect(await settlement.settleEvents([evs[1]])).toMatchObject({
      settled: 1,
      recoveredMinor: 0n,
      owedMinor: 39_900n,
    });
    expect(await balanceOf(memberId)).toBe(900n);
    expect((await house.ledger.verify()).problems).toEqual([]);
  });

  it('settles, as outstanding, results no run has settled yet, and then nothing more', async () => {
    const memberId = await member(50_000n);
    const evs = await events();
    await placeDouble(memberId, evs);
    await publish(evs[0], 1, score(2, 1));
    await publish(evs[1], 1, score(2, 1));
    expect((await settlement.settleOutstanding()).settled).toBe(1);
    expect(await balanceOf(memberId)).toBe(79_900n);
    expect((await settlement.settleOutstanding()).settled).toBe(0);
  });

  it('pays once when two settlers race on the same results', async () => {
    const memberId = await member(500_000n);
    const evs = await events();
    const bets = await Promise.all(Array.from({ length: 20 }, () => placeDouble(memberId, evs)));
    await publish(evs[0], 1, score(2, 1));
    await publish(evs[1], 1, score(2, 1));
    const [a, b] = await Promise.all([settlement.settleEvents(evs), settlement.settleEvents(evs)]);
    expect(a.settled + b.settled).toBe(bets.length);
    expect(await balanceOf(memberId)).toBe(500_000n - 200_000n + 20n * 39_900n);
    const [count] = await rows<{ n: number }>(sql`
      select count(*)::int as n from sb_settlements where bet_id = any(${`{${bets.join(',')}}`}::uuid[])`);
    expect(count!.n).toBe(bets.length);
    expect((await house.ledger.verify()).problems).toEqual([]);
  });
});
