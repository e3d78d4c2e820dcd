import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WALLET_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { brands } from '../system/system.schema.ts';
import { seamlessKit } from '../wallet/seamless-test-kit.ts';
import { createBetsService, type TVendorBet } from './bets.service.ts';

let t: TestApp;
let k: Awaited<ReturnType<typeof seamlessKit>>;
let vendor: Awaited<ReturnType<typeof k.addVendor>>;
let sessionToken: string;
let player: string;
let bets: ReturnType<typeof createBetsService>;
let serial = 0;
const id = (what: string) => `${what}-${serial++}`;
const lobby = async () => (await t.db.select().from(brands).where(eq(brands.code, 'lobby')))[0]!;
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  k = await seamlessKit(t);
  vendor = await k.addVendor('BETS');
  await k.house.fund('player1', 100_000n);
  sessionToken = await k.launch(vendor);
  player = await k.house.kit.tokenOf('player1', 'Player123');
  bets = createBetsService({ db: t.db, now: () => new Date() });
});
afterAll(async () => t.close());

const call = (kind: 'debit' | 'credit' | 'rollback', payload: object) =>
  k.call(kind, { vendorCode: vendor.code, key: vendor.key, gameCode: vendor.gameCode }, payload);
const debit = (roundId: string, amount: string, txId = id('bet')) =>
  call('debit', { txId, roundId, amount, sessionToken }).then((r) => ({ ...r, txId }));

const bettingRecord = async (query = '') => {
  const res = await t.call({
    method: 'GET',
    url: `${WALLET_API.bettingRecords}?from=${today()}&to=${tomorrow()}${query}`,
    headers: { authorization: player },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return body(res).value;
};

const rollupOf = async (memberId: number) => {
  const r = (await t.db.execute(sql`
    select coalesce(sum(bet_count), 0)::int as n, coalesce(sum(stake_minor), 0)::text as stake,
      coalesce(sum(payout_minor), 0)::text as payout
    from bet_daily_rollups where member_id = ${memberId}`)) as unknown as {
    rows: { n: number; stake: string; payout: string }[];
  };
  return r.rows[0]!;
};

describe('seamless rounds in the bets table', () => {
  it('lists a vendor’s rounds in the betting record: settled with its win, open, and rolled back', async () => {
    const won = id('R');
    await debit(won, '1000');
    expect((await call('credit', { txId: id('win'), roundId: won, amount: '2500' })).success).toBe(true);
    const open = id('R');
    await debit(open, '500');
    const voided = id('R');
    const bet = await debit(voided, '300');
    expect((await call('rollback', { txId: id('rb'), roundId: voided, refTxId: bet.txId })).success).toBe(
      true,
    );

    const page = await bettingRecord(`&vendorCode=${vendor.code}`);
    expect(page.items.map((b: { reference: string; status: string }) => [b.reference, b.status])).toEqual([
      [voided, 'ROLLED_BACK'],
      [open, 'OPEN'],
      [won, 'SETTLED'],
    ]);
    expect(page.items[2]).toMatchObject({
      vendorCode: vendor.code,
      betAmount: 10,
      winAmount: 25,
      profit: 15,
    });
    expect(page.items[0]).toMatchObject({ betAmount: 3, winAmount: 0, profit: 0 });
    // a void bet counts nothing in the totals
    expect(page.totals).toEqual({ betAmount: 15, winAmount: 25, profit: 15 });
    expect((await bettingRecord('&vendorCode=NONE')).items).toHaveLength(0);
  });

  it('keeps the daily rollup of settled bets: a lost round counts once its zero credit closes it', async () => {
    const memberId = await k.house.memberId('player1');
    const before = await rollupOf(memberId);
    const round = id('R');
    await debit(round, '700');
    await bets.catchUp();
    expect(await rollupOf(memberId)).toEqual(before);
    await call('credit', { txId: id('win'), roundId: round, amount: '0' });
    await bets.catchUp();
    const after = await rollupOf(memberId);
    expect(after.n).toBe(before.n + 1);
    expect(BigInt(after.stake) - BigInt(before.stake)).toBe(700n);
    expect(after.payout).toBe(before.payout);
  });

  it('books every record once however many consumers catch up at once', async () => {
    const rounds = Array.from({ length: 20 }, () => id('R'));
    await Promise.all(
      rounds.map(async (r, i) => {
        await debit(r, '200');
        if (i % 2 === 0) await call('credit', { txId: id('win'), roundId: r, amount: '300' });
      }),
    );
    await Promise.all([
      bets.catchUp(),
      bets.catchUp(),
      bets.catchUp(),
      createBetsService({ db: t.db, now: () => new Date() }).catchUp(),
    ]);
    const sums = (await t.db.execute(sql`
      select count(*)::int as n, sum(stake_minor)::text as stake, sum(payout_minor)::text as payout
      from bets where vendor_code = ${vendor.code} and split_part(vendor_bet_id, '/', 1) in (${sql.join(
        rounds.map((r) => sql`${r}`),
        sql`, `,
      )})`)) as unknown as {
      rows: { n: number; stake: string; payout: string }[];
    };
    expect(sums.rows[0]).toEqual({ n: 20, stake: '4000', payout: '3000' });
    // the rollups hold exactly the settled bets of the table
    const memberId = await k.house.memberId('player1');
    const table = (await t.db.execute(sql`
      select count(*)::int as n, coalesce(sum(stake_minor), 0)::text as stake, coalesce(sum(payout_minor), 0)::text as payout
      from bets where member_id = ${memberId} and status = 'SETTLED'`)) as unknown as {
      rows: { n: number; stake: string; payout: string }[];
    };
    expect(await rollupOf(memberId)).toEqual(table.rows[0]);
  });
});

describe('the commit order', () => {
  const booked = async (roundPrefix: string) =>
    (
      (await t.db.execute(
        sql`select vendor_bet_id as id from bets where vendor_bet_id like ${`${roundPrefix}%`} order by id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id.split('/')[0]);

  // Two connections are needed to hold one transaction open while another commits.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'books a record that commits after a later one, and neither twice',
    async () => {
      const memberId = await k.house.memberId('player1');
      const brandId = (await lobby()).id;
      const early = id('GAP-early');
      const late = id('GAP-late');
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let inserted!: () => void;
      const written = new Promise<void>((r) => (inserted = r));
      const slow = t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into seamless_transactions (brand_id, vendor_code, tx_id, kind, round_id,
          member_id, amount_minor, request_hash, balance_after_minor)
          values (${brandId}, ${vendor.code}, ${id('tx')}, 'DEBIT', ${early}, ${memberId}, 100, 'h', 0)`);
        inserted();
        await gate;
      });
      await written;
      // a later transaction commits first
      await debit(late, '200');
      await bets.catchUp();
      expect(await booked('GAP-')).toEqual([]);
      release();
      await slow;
      await bets.catchUp();
      await bets.catchUp();
      expect((await booked('GAP-')).sort()).toEqual([early, late].sort());
    },
  );
});

describe('transfer-wallet vendors’ pulled bets', () => {
  const at = new Date(Date.now() - 60_000);
  const vendorBet = (betId: string, player: string, stake: bigint, payout: bigint): TVendorBet => ({
    betId,
    player,
    gameId: 'sim-game',
    stakeMinor: stake,
    payoutMinor: payout,
    placedAt: at,
    settledAt: at,
  });

  it('books a bet once, books a corrected payout as a new version, and leaves other brands’ players alone', async () => {
    const brand = await lobby();
    const memberId = await k.house.memberId('agent1');
    const me = `${brand.code}_${memberId}`;
    const betId = id('V');
    const first = [vendorBet(betId, me, 1_000n, 0n), vendorBet(id('V'), `siam_${memberId}`, 5n, 0n)];
    expect(await bets.bookVendorBets(brand, 'SIMV', first, new Map())).toBe(1);
    expect(await bets.bookVendorBets(brand, 'SIMV', first, new Map())).toBe(0);
    const booked = async () =>
      (
        (await t.db
          .execute(sql`select stake_minor::text as stake, payout_minor::text as payout, result_version as v,
        status, to_char(settled_day, 'YYYY-MM-DD') as day from bets where vendor_code = 'SIMV' and vendor_bet_id = ${betId}`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    expect(await booked()).toEqual([
      { stake: '1000', payout: '0', v: 1, status: 'SETTLED', day: dayIn(brand.timeZone, at) },
    ]);
    expect(await bets.bookVendorBets(brand, 'SIMV', [vendorBet(betId, me, 1_000n, 1_500n)], new Map())).toBe(
      1,
    );
    expect(await booked()).toMatchObject([{ payout: '1500', v: 2 }]);
    expect(await rollupOf(memberId)).toEqual({ n: 1, stake: '1000', payout: '1500' });
  });

  it('pulls a window of the vendor’s history page by page and moves its cursor', async () => {
    const brand = await lobby();
    const memberId = await k.house.memberId('agent1');
    const history = Array.from({ length: 1_203 }, (_, i) =>
      vendorBet(`P-${i}`, `${brand.code}_${memberId}`, 100n, 0n),
    );
    const asked: { page: number; from: Date; to: Date }[] = [];
    const puller = createBetsService({
      db: t.db,
      now: () => new Date(),
      betHistory: async (q) => {
        asked.push(q);
        return { bets: history.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), total: history.length };
      },
    });
    expect(await puller.pullVendorBets(brand, 'PULLV')).toBe(1_203);
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3]);
    // the next pull starts where this one stopped, less the overlap, and books nothing twice
    expect(await puller.pullVendorBets(brand, 'PULLV')).toBe(0);
    expect(asked[3]!.from.getTime()).toBe(asked[0]!.to.getTime() - 5 * 60_000);
  });
});

describe('the agent tree', () => {
  const closure = async (memberId: number) =>
    (
      (await t.db.execute(sql`select ancestor_id as a, depth from agent_tree where descendant_id = ${memberId}
      order by depth`)) as unknown as { rows: { a: number; depth: number }[] }
    ).rows;

  it('keeps every member’s upline chain, and moves a whole team with its agent', async () => {
    const brandId = (await lobby()).id;
    const add = async (account: string, upline: number | null) => {
      const r = (await t.db
        .execute(sql`insert into members (brand_id, account, nickname, type, password_hash, upline_id)
        values (${brandId}, ${account}, ${account}, 1, 'x', ${upline}) returning id`)) as unknown as {
        rows: { id: number }[];
      };
      return r.rows[0]!.id;
    };
    const top = await add(id('top'), null);
    const mid = await add(id('mid'), top);
    const leaf = await add(id('leaf'), mid);
    expect(await closure(leaf)).toEqual([
      { a: leaf, depth: 0 },
      { a: mid, depth: 1 },
      { a: top, depth: 2 },
    ]);
    const other = await add(id('other'), null);
    await t.db.execute(sql`update members set upline_id = ${other} where id = ${mid}`);
    expect(await closure(leaf)).toEqual([
      { a: leaf, depth: 0 },
      { a: mid, depth: 1 },
      { a: other, depth: 2 },
    ]);
    await expect(
      t.db.execute(sql`update members set upline_id = ${leaf} where id = ${other}`),
    ).rejects.toThrow();
  });
});
