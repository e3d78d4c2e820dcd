import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AGENT_API, WALLET_API, type TContractTerms } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';
import { createBetsService } from '../bets/bets.service.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import { periodContaining } from './agent-periods.ts';
import { createContractsService } from './contracts.service.ts';
import { createSettlementService } from './settlement.service.ts';

let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let agent: string;
let ids: { agent: number; sub: number; member: number; winner: number };
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const lobby = async () => (await t.db.select().from(brands).where(eq(brands.code, 'lobby')))[0]!;

const settlementService = () =>
  createSettlementService({
    db: t.db,
    ledger: createLedger({ db: t.db, now }),
    bets: createBetsService({ db: t.db, now }),
    events: createMoneyEvents(),
    brandById: async () => lobby(),
    now,
  });
const contracts = () => createContractsService({ db: t.db, now });
const as = (token: string, opts: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
  t.call({ ...opts, headers: { authorization: token } });

const dailyWage = (percent: number): TContractTerms => ({
  kind: 'DAILY_WAGE',
  tiers: [{ betVolume: 0, activeMember: 0, rateType: 'P', rate: percent }],
});
const dividend = (rate: number): TContractTerms => ({
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate: rate }],
});

/** The main balance of a member, in minor units. */
const mainOf = async (memberId: number) =>
  BigInt(
    (
      await rows<{ b: string }>(
        sql`select coalesce(sum(balance_minor), 0)::text as b from ledger_accounts where member_id = ${memberId} and kind = 'MAIN'`,
      )
    )[0]!.b,
  );

beforeAll(async () => {
  t = await createTestApp({}, { now });
  agent = await identityKit(t).tokenOf('agent1', 'Agent123');
  const brand = await lobby();
  const [me] = await rows<{ id: number }>(
    sql`select id from members where brand_id = ${brand.id} and account = 'agent1'`,
  );
  const add = async (account: string, type: number, upline: number) =>
    (
      await rows<{
        id: number;
      }>(sql`insert into members (brand_id, account, nickname, type, password_hash, upline_id)
        values (${brand.id}, ${account}, ${account}, ${type}, 'x', ${upline}) returning id`)
    )[0]!.id;
  const sub = await add('settlesub', 1, me!.id);
  ids = {
    agent: me!.id,
    sub,
    member: await add('settlemember', 0, sub),
    winner: await add('settlewinner', 0, me!.id),
  };
});
afterAll(async () => t.close());

describe('agents’ contracts and their settlement', () => {
  it('signs with the spec’s codes, caps a downline by its upline, and pays each period once from the right wallet', async () => {
    const brand = await lobby();
    const tz = brand.timeZone;
    // the brand contracts its top agent; the agent signs with MCS2_processDailySalContract {id, status: A}
    const offered = await t.db.transaction((tx) =>
      contracts().offerAsBrand(tx, brand, ids.agent, { category: 'ALL', terms: dailyWage(1) }, 'owner'),
    );
    expect(offered).toMatchObject({ status: 'P', upline: null, kind: 'DAILY_WAGE' });
    const signed = await as(agent, {
      method: 'POST',
      url: AGENT_API.processDailyWage,
      payload: { id: offered.id, status: 'A' },
    });
    expect(body(signed).value).toMatchObject({ id: offered.id, status: 'V' });
    const consolidated = body(await as(agent, { method: 'GET', url: WALLET_API.consolidatedFunds })).value;
    expect(consolidated.dailysalinfo).toHaveLength(1);
    expect(consolidated.agentStatus).toMatchObject({ salary: 'V', dividend: null });

    // a downline may get at most the upline's own rate
    const tooHigh = await as(agent, {
      method: 'POST',
      url: AGENT_API.contracts,
      payload: { downlineId: ids.sub, category: 'ALL', terms: dailyWage(1.5) },
    });
    expect(tooHigh.statusCode).toBe(422);
    expect(body(tooHigh).errorCode).toBe('CONTRACT_ABOVE_UPLINE');
    const toSub = await as(agent, {
      method: 'POST',
      url: AGENT_API.contracts,
      payload: { downlineId: ids.sub, category: 'ALL', terms: dailyWage(0.5) },
    });
    expect(toSub.statusCode).toBe(200);
    const subOffer = body(toSub).value;
    await contracts().process(brand, { id: ids.sub, type: 1 }, { kind: 'DAILY_WAGE', id: subOffer.id }, 'A');

    // the settlement pays from the first whole day after signing: bets land on the day after
    const betDay = nextDay(dayIn(tz, now()));
    const at = new Date(startOfDay(tz, betDay).getTime() + 12 * 3_600_000);
    const bet = (betId: string, memberId: number, stake: bigint, payout: bigint) => ({
      betId,
      player: `${brand.code}_${memberId}`,
      gameId: 'g',
      stakeMinor: stake,
      payoutMinor: payout,
      placedAt: at,
      settledAt: at,
    });
    await createBetsService({ db: t.db, now }).bookVendorBets(
      brand,
      'SETTLEV',
      [bet('S-1', ids.member, 100_000n, 20_000n)],
      new Map(),
    );
    const [agentBefore, subBefore] = [await mainOf(ids.agent), await mainOf(ids.sub)];
    clock = startOfDay(tz, nextDay(betDay)).getTime() + 3_600_000;

    // three settlement runs at once, as three processes would: each day is paid once
    const runs = await Promise.all([
      settlementService().settleDue(),
      settlementService().settleDue(),
      settlementService().settleDue(),
    ]);
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(2);
    // the agent got 1 % of its team's volume from the brand and paid its sub-agent 0.5 % of the sub-agent's team
    expect((await mainOf(ids.agent)) - agentBefore).toBe(1_000n - 500n);
    expect((await mainOf(ids.sub)) - subBefore).toBe(500n);
    expect(await settlementService().settleDue()).toMatchObject({ settled: 0 });
    const paid = await rows<{ n: number }>(
      sql`select count(*)::int as n from agent_settlements where status = 'PAID' and period_key = ${`D${betDay}`}`,
    );
    expect(paid[0]!.n).toBe(2);
    // the clock moved past the login's lifetime
    agent = await identityKit(t).tokenOf('agent1', 'Agent123');
    const incomeRes = await as(agent, {
      method: 'GET',
      url: `${AGENT_API.settlements}?from=${betDay}&to=${dayIn(tz, now())}`,
    });
    if (incomeRes.statusCode !== 200) throw new Error(incomeRes.body);
    const income = body(incomeRes).value;
    expect(
      income.items.map((s: { direction: string; amount: number }) => [s.direction, s.amount]).sort(),
    ).toEqual([
      ['paid', 5],
      ['received', 10],
    ]);
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('forces an unpaid dividend from the upline’s wallet, records the rest as a debt and freezes the upline', async () => {
    const brand = await lobby();
    agent = await identityKit(t).tokenOf('agent1', 'Agent123');
    const tz = brand.timeZone;
    // the agent ends its daily wage (C): its sub-agent's, which nothing covers now, ends with it
    const { dailysalinfo } = body(
      await as(agent, { method: 'GET', url: WALLET_API.consolidatedFunds }),
    ).value;
    const ended = await as(agent, {
      method: 'POST',
      url: AGENT_API.processDailyWage,
      payload: { id: dailysalinfo[0].id, status: 'C' },
    });
    expect(body(ended).value).toMatchObject({ status: 'C' });
    expect((await contracts().list(brand, { id: ids.sub, type: 1 })).items).toEqual([]);

    const offered = await t.db.transaction((tx) =>
      contracts().offerAsBrand(tx, brand, ids.agent, { category: 'ALL', terms: dividend(50) }, 'owner'),
    );
    await as(agent, {
      method: 'POST',
      url: AGENT_API.processDividend,
      payload: { type: 'ALL', status: 'A' },
    });
    expect(
      (await contracts().list(brand, { id: ids.agent, type: 1 })).items.find((c) => c.id === offered.id)
        ?.status,
    ).toBe('V');
    const toSub = body(
      await as(agent, {
        method: 'POST',
        url: AGENT_API.contracts,
        payload: { downlineId: ids.sub, category: 'ALL', terms: dividend(40) },
      }),
    ).value;
    await contracts().process(brand, { id: ids.sub, type: 1 }, { kind: 'DIVIDEND', category: 'ALL' }, 'A');
    expect(toSub.status).toBe('P');

    // next week: the sub-agent's member loses big, the agent's other member wins more: the agent
    // earns no dividend from the brand but owes its sub-agent 40 % of the member's loss
    const week = periodContaining(
      'WEEKLY',
      tz,
      new Date(periodContaining('WEEKLY', tz, now()).end.getTime() + 1),
    );
    const at = new Date(week.start.getTime() + 2 * 86_400_000);
    const bet = (betId: string, memberId: number, stake: bigint, payout: bigint) => ({
      betId,
      player: `${brand.code}_${memberId}`,
      gameId: 'g',
      stakeMinor: stake,
      payoutMinor: payout,
      placedAt: at,
      settledAt: at,
    });
    await createBetsService({ db: t.db, now }).bookVendorBets(
      brand,
      'SETTLEV',
      [bet('W-1', ids.member, 1_000_000_000n, 0n), bet('W-2', ids.winner, 1_000_000_000n, 3_000_000_000n)],
      new Map(),
    );
    const agentBalance = await mainOf(ids.agent);
    const subBefore = await mainOf(ids.sub);
    clock = week.end.getTime() + 3_600_000;
    agent = await identityKit(t).tokenOf('agent1', 'Agent123');
    const run = await settlementService().settleDue();
    expect(run.shortfalls).toBe(1);
    const [owed] = await rows<{ amount: string; paid: string; debt: string; status: string }>(
      sql`select amount_minor::text as amount, paid_minor::text as paid, debt_minor::text as debt, status
        from agent_settlements where contract_id = ${toSub.id}`,
    );
    expect(owed).toEqual({
      amount: '400000000',
      paid: agentBalance.toString(),
      debt: (400_000_000n - agentBalance).toString(),
      status: 'SHORTFALL',
    });
    expect((await mainOf(ids.sub)) - subBefore).toBe(agentBalance);
    expect(await mainOf(ids.agent)).toBe(0n);
    // frozen: no transfers out (refused before the payment password is even asked for)
    const transfer = await identityKit(t).withToken(agent, {
      method: 'POST',
      url: WALLET_API.downlineTransfer,
      payload: { downlineAccount: 'settlesub', amount: 1, paymentPassword: '123456', requestId: 'frozen-1' },
    });
    expect([transfer.statusCode, body(transfer).errorCode]).toEqual([403, 'ACCOUNT_FROZEN']);
    expect(await settlementService().isFrozen(brand.id, ids.agent)).toBe(true);
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true, problems: [] });
  });
});
