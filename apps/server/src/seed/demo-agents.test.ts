import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AGENT_API, type TContract, type TContractTerms } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createContractsService } from '../modules/agents/contracts.service.ts';
import { identityKit } from '../modules/identity/identity-test-kit.ts';
import { createLedger } from '../modules/ledger/ledger.service.ts';
import { brands } from '../modules/system/system.schema.ts';
import { dayIn } from '../lib/zoned-time.ts';
import {
  catchUpDemoSettlements,
  DEMO_AGENT_TREE,
  DEMO_PENDING_DAILY_RATES,
  seedDemoAgents,
  type TDemoAgentsSummary,
} from './demo-agents.ts';

const now = new Date();
let t: TestApp;
let seeded: TDemoAgentsSummary;
let settled: { settled: number; paid: number; shortfalls: number };
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const lobby = async () => (await t.db.select().from(brands).where(eq(brands.code, 'lobby')))[0]!;
const idOf = async (brandId: number, account: string) =>
  (
    await rows<{ id: number }>(
      sql`select id from members where brand_id = ${brandId} and account = ${account}`,
    )
  )[0]!.id;
const contractsOf = async (account: string) => {
  const brand = await lobby();
  const list = await createContractsService({ db: t.db, now: () => now }).list(brand, {
    id: await idOf(brand.id, account),
    type: 1,
  });
  return list.items;
};
/** The rates a contract's cap compares: each kind's best rates. */
const bestRates = (terms: TContractTerms): number[] => {
  switch (terms.kind) {
    case 'DAILY_WAGE':
    case 'HOURLY_WAGE':
      return [Math.max(...terms.tiers.map((x) => x.rate))];
    case 'DIVIDEND':
      return [Math.max(...terms.tiers.map((x) => x.contractRate))];
    case 'REAL_TIME_SALARY':
      return [terms.terms.winRate, terms.terms.lossRate];
  }
};

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoAgents(t.db, { now });
  settled = await catchUpDemoSettlements(t.db, { now });
}, 180_000);
afterAll(async () => t.close());

describe('the demo agent tree (seedDemoAgents)', () => {
  it('gives agent1 of every brand a three-level team whose accounts log in', async () => {
    expect(seeded).toMatchObject({ brands: ['lobby', 'siam'], accounts: 2 * DEMO_AGENT_TREE.length });
    expect(seeded.contracts).toBe(2 * 17);
    expect(seeded.bets).toBeGreaterThan(300);
    for (const code of ['lobby', 'siam']) {
      const [team] = await rows<{ size: number; depth: number }>(sql`
        select count(*)::int as size, max(t.depth)::int as depth from agent_tree t
        join members a on a.id = t.ancestor_id join brands b on b.id = a.brand_id
        where b.code = ${code} and a.account = 'agent1' and t.depth > 0`);
      expect(team).toEqual({ size: DEMO_AGENT_TREE.length, depth: 3 });
    }
    const kit = identityKit(t);
    await expect(kit.tokenOf('agent2a', 'Agent123')).resolves.toEqual(expect.any(String));
    await expect(kit.tokenOf('member3a1', 'Player123')).resolves.toEqual(expect.any(String));
  });

  it('signs every sub-agent contract at or below agent1’s and leaves agent2a one offer to sign', async () => {
    const top = await contractsOf('agent1');
    const inForce = (items: TContract[]) => items.filter((c) => c.status === 'V');
    expect(
      inForce(top)
        .map((c) => `${c.kind}:${c.category}`)
        .sort(),
    ).toEqual(['DAILY_WAGE:ALL', 'DIVIDEND:ALL', 'HOURLY_WAGE:RNG', 'REAL_TIME_SALARY:ALL']);
    expect(top.filter((c) => c.status === 'P')).toEqual([]);
    for (const account of ['agent2a', 'agent2b', 'agent3a']) {
      const theirs = (await contractsOf(account)).filter((c) => c.status === 'V');
      expect(theirs).toHaveLength(4);
      for (const c of theirs) {
        expect(c).toMatchObject({
          status: 'V',
          upline: { account: account === 'agent3a' ? 'agent2a' : 'agent1' },
        });
        const mine = inForce(top).find((x) => x.kind === c.kind && x.category === c.category)!;
        bestRates(c.terms).forEach((rate, i) => expect(rate).toBeLessThanOrEqual(bestRates(mine.terms)[i]!));
      }
    }
    const pending = (await contractsOf('agent2a')).filter((c) => c.status === 'P');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      kind: 'DAILY_WAGE',
      upline: { account: 'agent1' },
      downlineHigherRate: 'Y',
    });
    expect(pending[0]!.terms.kind === 'DAILY_WAGE' && pending[0]!.terms.tiers.map((x) => x.rate)).toEqual(
      DEMO_PENDING_DAILY_RATES,
    );
  });

  it('pays every agent each contract kind for past periods, freezes nobody and keeps the ledger whole', async () => {
    expect(settled.paid).toBeGreaterThan(0);
    expect(settled.shortfalls).toBe(0);
    const paid = await rows<{ code: string; account: string; kind: string; n: number }>(sql`
      select b.code, m.account, s.kind, count(*)::int as n from agent_settlements s
      join members m on m.id = s.agent_id join brands b on b.id = s.brand_id
      where s.status = 'PAID' and s.period_end <= ${now.toISOString()}::timestamptz
      group by 1, 2, 3 order by 1, 2, 3`);
    const kinds = ['DAILY_WAGE', 'DIVIDEND', 'HOURLY_WAGE', 'REAL_TIME_SALARY'];
    const expected = ['lobby', 'siam'].flatMap((code) =>
      ['agent1', 'agent2a', 'agent2b', 'agent3a'].flatMap((account) =>
        kinds.map((kind) => `${code}:${account}:${kind}`),
      ),
    );
    expect(paid.map((p) => `${p.code}:${p.account}:${p.kind}`)).toEqual(expected);
    // a week or more of days: the daily wage is paid for most of them
    expect(paid.find((p) => p.account === 'agent1' && p.kind === 'DAILY_WAGE')!.n).toBeGreaterThanOrEqual(7);
    expect(await rows(sql`select 1 from agent_freezes`)).toEqual([]);
    expect(await rows(sql`select 1 from agent_settlements where status = 'SHORTFALL'`)).toEqual([]);
    const balances = await rows<{ account: string; balance: string }>(sql`
      select m.account, a.balance_minor::text as balance from ledger_accounts a join members m on m.id = a.member_id
      where a.kind = 'MAIN' and m.account like 'agent%'`);
    for (const b of balances) expect(BigInt(b.balance)).toBeGreaterThan(0n);
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('has the team lose to the house over the week, with individual winners', async () => {
    const brand = await lobby();
    const token = await identityKit(t).tokenOf('agent1', 'Agent123');
    const from = dayIn(brand.timeZone, new Date(now.getTime() - 7 * 86_400_000));
    const res = await t.call({
      method: 'GET',
      url: `${AGENT_API.teamOverview}?from=${from}&to=${dayIn(brand.timeZone, now)}`,
      headers: { authorization: token },
    });
    const overview = body(res).value;
    expect(overview).toMatchObject({ teamSize: DEMO_AGENT_TREE.length, directMembers: 4 });
    expect(overview.netLoss).toBeGreaterThan(0);
    expect(overview.activeMembers).toBeGreaterThanOrEqual(8);
    const winners = await rows<{ account: string }>(sql`
      select m.account from bets b join members m on m.id = b.member_id
      where b.brand_id = ${brand.id} and b.vendor_bet_id like 'demo-lobby-%'
      group by m.account having sum(b.payout_minor) > sum(b.stake_minor)`);
    expect(winners.length).toBeGreaterThan(0);
    const stakes = await rows<{ low: string; high: string }>(sql`
      select min(stake_minor)::text as low, max(stake_minor)::text as high from bets where brand_id = ${brand.id}`);
    // 10 to 500 yuan, in fen
    expect(BigInt(stakes[0]!.low)).toBeGreaterThanOrEqual(1_000n);
    expect(BigInt(stakes[0]!.high)).toBeLessThanOrEqual(50_000n);
  });

  it('adds nothing when called again', async () => {
    const count = async () =>
      (
        await rows<{
          n: string;
        }>(sql`select ((select count(*) from members) + (select count(*) from agent_contracts)
          + (select count(*) from bets) + (select count(*) from journal_entries))::text as n`)
      )[0]!.n;
    const before = await count();
    expect(await seedDemoAgents(t.db, { now })).toEqual({ brands: [], accounts: 0, contracts: 0, bets: 0 });
    expect(await count()).toBe(before);
  });
});
