import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_MISSIONS_API as ADMIN, MISSIONS_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';

/**
 * Missions through HTTP on a fresh database: the operator's missions (audited), progress from the
 * bets' rollup, credited deposits and logins, a met reward claimed once under 20 parallel claims
 * with its wagering requirement, the leaderboard, and bad claims (unmet, closed, another brand's,
 * malformed) answered with an envelope error and nothing written.
 */
let clock = Date.now();
let t: TestApp;
let ledger: Ledger;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let player: string;
let brand: typeof brands.$inferSelect;
let memberId: number;
let serial = 0;
const kit = () => identityKit(t);
const asPlayer = (opts: InjectOptions) => kit().withToken(player, opts);
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const count = async (q: ReturnType<typeof sql>) => (await rows<{ n: number }>(q))[0]!.n;
const audits = (action: string) =>
  count(sql`select count(*)::int as n from audit_log where action = ${action}`);
const claims = () => count(sql`select count(*)::int as n from mission_claims`);
const entries = () => count(sql`select count(*)::int as n from journal_entries where kind = 'BONUS'`);
const fill = (path: string, id: number) => path.replace(':id', String(id));

const input = (extra: Record<string, unknown> = {}) => ({
  title: { EN: `Mission ${serial++}`, TH: 'ภารกิจ' },
  period: 'DAILY',
  goal: 'BET_AMOUNT',
  target: 100,
  rewardAmount: 5,
  turnoverMultiplier: 3,
  reason: 'daily engagement',
  ...extra,
});

async function created(extra: Record<string, unknown> = {}, brandCode = 'lobby') {
  const res = await asOwner({
    method: 'POST',
    url: `${ADMIN.missions}?brand=${brandCode}`,
    payload: input(extra),
  });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value.id as number;
}

/** Settled slot bets today, as the bets consumer adds them to the member's daily rollup. */
async function bet(stakeMinor: number, n = 1) {
  const day = dayIn(brand.timeZone, new Date());
  await t.db.execute(sql`
    insert into bet_daily_rollups (brand_id, member_id, day, category, bet_count, stake_minor, valid_turnover_minor)
    values (${brand.id}, ${memberId}, ${day}::date, 'RNG', ${n}, ${stakeMinor}, ${stakeMinor})
    on conflict (member_id, day, category) do update set bet_count = bet_daily_rollups.bet_count + ${n},
      stake_minor = bet_daily_rollups.stake_minor + ${stakeMinor}`);
}

async function deposit(amountMinor: bigint) {
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
    idempotencyKey: `missions-test-deposit-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor },
      { accountId: transit, amountMinor: -amountMinor },
    ],
  });
}

const mine = async (id: number) => {
  const res = await asPlayer({ method: 'GET', url: MISSIONS_API.list });
  expect(res.statusCode, res.body).toBe(200);
  return (
    body(res).value.missions as { id: number; state: string; percent: number; progress: number }[]
  ).find((m) => m.id === id)!;
};
const claim = (missionId: unknown) =>
  asPlayer({ method: 'POST', url: MISSIONS_API.claim, payload: { missionId } });

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  ledger = createLedger({ db: t.db });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  player = await kit().tokenOf('player1', 'Player123');
  brand = (await t.db.select().from(brands).where(eq(brands.code, 'lobby')))[0]!;
  const [m] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brand.id), eq(members.account, 'player1')));
  memberId = m!.id;
});
afterAll(async () => t.close());

describe('POST /admin/api/engagement/missions', () => {
  it('creates an open mission, audited with the reason', async () => {
    const id = await created();
    expect(await audits('mission.create')).toBeGreaterThanOrEqual(1);
    const list = body(await asOwner({ method: 'GET', url: `${ADMIN.missions}?brand=lobby` })).value;
    expect(list.items.find((m: { id: number }) => m.id === id)).toMatchObject({
      state: 'ACTIVE',
      target: 100,
    });
  });

  it('refuses a count target with decimals or a reward finer than the currency, writing nothing', async () => {
    const before = await count(sql`select count(*)::int as n from missions`);
    for (const bad of [
      input({ goal: 'BET_COUNT', target: 1.5 }),
      input({ rewardAmount: 1.001 }),
      input({ period: 'MONTHLY' }),
      input({ title: { TH: 'no english' } }),
    ]) {
      const res = await asOwner({ method: 'POST', url: `${ADMIN.missions}?brand=lobby`, payload: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await count(sql`select count(*)::int as n from missions`)).toBe(before);
  });
});

describe('GET /wps/missions', () => {
  it('measures bets, deposits and logins over the brand day and counts the claimable rewards', async () => {
    const bets = await created({ target: 100 });
    const deposits = await created({ goal: 'DEPOSIT_AMOUNT', period: 'WEEKLY', target: 50 });
    const logins = await created({ goal: 'LOGIN_DAYS', target: 1 });
    await bet(6_000, 3);
    await deposit(5_000n);
    expect(await mine(bets)).toMatchObject({ state: 'IN_PROGRESS', progress: 60, percent: 60 });
    expect(await mine(deposits)).toMatchObject({ state: 'CLAIMABLE', progress: 50, percent: 100 });
    expect(await mine(logins)).toMatchObject({ state: 'CLAIMABLE', progress: 1 });
    const list = body(await asPlayer({ method: 'GET', url: MISSIONS_API.list })).value;
    const badge = body(await asPlayer({ method: 'GET', url: MISSIONS_API.badge })).value;
    expect(badge.claimable).toBe(list.claimable);
    expect(list.claimable).toBe(
      list.missions.filter((m: { state: string }) => m.state === 'CLAIMABLE').length,
    );
  });
});

describe('POST /wps/missions/claim', () => {
  it('refuses an unmet mission and writes nothing', async () => {
    const id = await created({ target: 1_000 });
    const [c, e] = [await claims(), await entries()];
    const res = await claim(id);
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect([await claims(), await entries()]).toEqual([c, e]);
  });

  it('pays a met mission once under 20 parallel claims, with its wagering requirement, and the ledger verifies', async () => {
    const id = await created({ target: 100, rewardAmount: 5, turnoverMultiplier: 3 });
    await bet(10_000);
    const main = await ledger.memberAccount(ledger.db, {
      brandId: brand.id,
      memberId,
      kind: 'MAIN',
      currency: brand.currencyCode,
    });
    const before = await ledger.balanceOf(main);
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(id)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => body(r).value.claimedAt)).size).toBe(1);
    expect(body(results[0]!).value).toMatchObject({ missionId: id, amount: 5, turnoverRequired: 15 });
    expect(await count(sql`select count(*)::int as n from mission_claims where mission_id = ${id}`)).toBe(1);
    const key = `mission:${id}:${memberId}:${dayIn(brand.timeZone, new Date())}`;
    expect(
      await count(sql`select count(*)::int as n from journal_entries where idempotency_key = ${key}`),
    ).toBe(1);
    expect((await ledger.balanceOf(main)) - before).toBe(500n);
    const [adj] = await rows<{ amount: string }>(sql`
      select t.amount_minor::text as amount from turnover_adjustments t
      join mission_claims c on c.entry_id = t.entry_id where c.mission_id = ${id}`);
    expect(BigInt(adj!.amount)).toBeGreaterThanOrEqual(1_500n);
    expect(await mine(id)).toMatchObject({ state: 'CLAIMED' });
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('answers NOT_FOUND for another brand’s mission and OPERATION_NOT_ALLOWED for a closed one, writing nothing', async () => {
    const other = await created({ goal: 'LOGIN_DAYS', target: 1 }, 'siam');
    const closed = await created({ goal: 'LOGIN_DAYS', target: 1 });
    const res = await asOwner({
      method: 'POST',
      url: `${fill(ADMIN.missionClose, closed)}?brand=lobby`,
      payload: { reason: 'campaign over' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await audits('mission.close')).toBe(1);
    const [c, e] = [await claims(), await entries()];
    expect(body(await claim(other)).errorCode).toBe('NOT_FOUND');
    expect((await claim(other)).statusCode).toBe(404);
    const closedClaim = await claim(closed);
    expect(closedClaim.statusCode).toBe(403);
    expect(body(closedClaim).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect((await claim(987_654)).statusCode).toBe(404);
    for (const bad of ['1', -1, 0, null])
      expect(body(await claim(bad)).errorCode, String(bad)).toBe('VALIDATION_FAILED');
    expect([await claims(), await entries()]).toEqual([c, e]);
    expect((await mine(closed)) ?? null).toBeNull();
  });
});

describe('GET /wps/missions/leaderboard', () => {
  it('ranks this period’s members by progress with their accounts masked', async () => {
    const id = await created({ goal: 'BET_COUNT', target: 10 });
    const res = await asPlayer({ method: 'GET', url: `${MISSIONS_API.leaderboard}?missionId=${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const board = body(res).value;
    expect(board.rows[0]).toMatchObject({ rank: 1, account: 'pl***1', progress: 4 });
    expect(board.rows.length).toBeLessThanOrEqual(20);
    const bad = await asPlayer({ method: 'GET', url: `${MISSIONS_API.leaderboard}?missionId=abc` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the back office’s mission edits and claims', () => {
  it('edits an open mission (audited), refuses another brand’s id and lists the claims paid', async () => {
    const id = await created();
    const put = (brandCode: string, payload: object) =>
      asOwner({ method: 'PUT', url: `${fill(ADMIN.mission, id)}?brand=${brandCode}`, payload });
    const ok = await put('lobby', input({ target: 80 }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok).value.target).toBe(80);
    expect(await audits('mission.update')).toBe(1);
    const foreign = await put('siam', input({ target: 1 }));
    expect(foreign.statusCode).toBe(404);
    expect(await audits('mission.update')).toBe(1);
    const page = body(await asOwner({ method: 'GET', url: `${ADMIN.claims}?brand=lobby` })).value;
    expect(page.items[0]).toMatchObject({ account: 'player1', amount: 5 });
    expect(page.total).toBe(await claims());
  });
});
