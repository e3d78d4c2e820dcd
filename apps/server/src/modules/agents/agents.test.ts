import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AGENT_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { createBetsService } from '../bets/bets.service.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { brands } from '../system/system.schema.ts';

let t: TestApp;
let agent: string;
let player: string;

const lobby = async () => (await t.db.select().from(brands).where(eq(brands.code, 'lobby')))[0]!;
const insertMember = async (brandId: number, account: string, type: number, upline: number) => {
  const r = (await t.db
    .execute(sql`insert into members (brand_id, account, nickname, type, password_hash, upline_id)
    values (${brandId}, ${account}, ${account}, ${type}, 'x', ${upline}) returning id`)) as unknown as {
    rows: { id: number }[];
  };
  return r.rows[0]!.id;
};

beforeAll(async () => {
  t = await createTestApp();
  const kit = identityKit(t);
  agent = await kit.tokenOf('agent1', 'Agent123');
  player = await kit.tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

const overview = (token: string, from: string, to: string) =>
  t.call({
    method: 'GET',
    url: `${AGENT_API.teamOverview}?from=${from}&to=${to}`,
    headers: { authorization: token },
  });

describe('GET /wps/agent/team/overview', () => {
  it('sums the whole team at every depth from the rollups, not the agent’s own bets', async () => {
    const brand = await lobby();
    const [me] = (
      (await t.db.execute(
        sql`select id from members where brand_id = ${brand.id} and account = 'agent1'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const sub = await insertMember(brand.id, 'subagent7', 1, me!.id);
    const deep = await insertMember(brand.id, 'deepmember7', 0, sub);
    await insertMember(brand.id, 'idlemember7', 0, me!.id);
    const at = new Date(Date.now() - 60_000);
    const bet = (betId: string, memberId: number, stake: bigint, payout: bigint) => ({
      betId,
      player: `${brand.code}_${memberId}`,
      gameId: 'g',
      stakeMinor: stake,
      payoutMinor: payout,
      placedAt: at,
      settledAt: at,
    });
    const bets = createBetsService({ db: t.db, now: () => new Date() });
    await bets.bookVendorBets(
      brand,
      'TEAMV',
      [
        bet('T-1', deep, 10_000n, 2_500n),
        bet('T-2', deep, 5_000n, 0n),
        bet('T-3', sub, 1_000n, 3_000n),
        bet('T-4', me!.id, 9_999n, 0n),
      ],
      new Map(),
    );
    const day = dayIn(brand.timeZone, at);
    const res = await overview(agent, day, day);
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toEqual({
      currency: brand.currencyCode,
      teamSize: 3,
      directMembers: 2,
      newMembers: 3,
      activeMembers: 2,
      deposits: 0,
      betCount: 3,
      bets: 160,
      validTurnover: 160,
      payouts: 55,
      netLoss: 105,
    });
    // the day before holds none of those bets
    const before = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    expect(body(await overview(agent, before, before)).value).toMatchObject({
      betCount: 0,
      bets: 0,
      activeMembers: 0,
    });
  });

  it('refuses a member who is not an agent', async () => {
    const res = await overview(player, '2026-11-01', '2026-11-02');
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('NOT_AN_AGENT');
  });

  it('refuses more than 92 days and a start after the end, with nothing read', async () => {
    expect((await overview(agent, '2026-01-01', '2026-12-31')).statusCode).toBe(400);
    expect((await overview(agent, '2026-11-02', '2026-11-01')).statusCode).toBe(400);
  });
});
