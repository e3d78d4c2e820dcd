import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  ADMIN_API,
  ADMIN_TABLES_API as API,
  type TAdminTable,
  type TAdminTablePlacement,
  type TAdminTableRound,
} from '@openlobby/contracts';
import { body } from '../../../test/test-app.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';
import * as repo from './tables.repo.ts';
import { tablesKit } from './tables-test-kit.ts';

/**
 * The live tables' back office through HTTP on a fresh database: the brand's tables with their
 * round and today's play, a table's edit (audited with its reason, applied from the next round, a
 * closed table finishing its round and opening no other), the rounds with what members staked and
 * got back (equal to their placements' sums), and a round's placements. Bad input, a role that may
 * not, and another brand's ids are refused with the envelope, nothing written.
 */
type TCall = (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let k: Awaited<ReturnType<typeof tablesKit>>;
let owner: TCall;
let risk: TCall;
let support: TCall;
let content: TCall;
let alice: string;
let bob: string;
let baccarat: number;

const q = (path: string, id: number | string, extra = '') =>
  `${path.replace(':id', String(id)).replace(':roundId', String(id))}?brand=lobby${extra}`;
const count = async (query: ReturnType<typeof sql>) => (await k.rows<{ n: number }>(query))[0]!.n;
const audits = (action?: string) =>
  count(
    action
      ? sql`select count(*)::int as n from audit_log where action = ${action}`
      : sql`select count(*)::int as n from audit_log`,
  );
const lastAudit = async (action: string) =>
  (
    await k.rows<{ before: Record<string, unknown>; after: Record<string, unknown>; operator_name: string }>(
      sql`select before, after, operator_name from audit_log where action = ${action} order by id desc limit 1`,
    )
  )[0]!;

async function login(username: string): Promise<TCall> {
  const res = await k.t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { username, password: 'Operator123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = body(res).value.token as string;
  return (opts) => k.t.call({ ...opts, headers: { ...(opts.headers as object), authorization: token } });
}

const tablesOf = async (brand = 'lobby') => {
  const res = await owner({ method: 'GET', url: `${API.tables}?brand=${brand}` });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value.items as TAdminTable[];
};
const tableOf = async (code: string, brand = 'lobby') =>
  (await tablesOf(brand)).find((t) => t.code === code)!;

/** A table's edit as the dialog sends it: what it has now, with `patch` over it. */
const editOf = (t: TAdminTable, patch: Record<string, unknown> = {}) => ({
  name: t.name,
  active: t.active,
  bettingSeconds: t.bettingSeconds,
  resultSeconds: t.resultSeconds,
  limits: t.limits,
  chips: t.chips,
  reason: 'api: new limits',
  ...patch,
});
const edit = (who: TCall, t: TAdminTable, patch: Record<string, unknown> = {}) =>
  who({ method: 'PUT', url: q(API.table, t.id), payload: editOf(t, patch) });

beforeAll(async () => {
  k = await tablesKit();
  await k.house.fund('player1', 1_000_000n);
  alice = (await k.launch('live-baccarat', await k.house.kit.tokenOf('player1', 'Player123'))).token;
  bob = (await k.launch('live-baccarat', await k.player('bobby', 1_000_000n))).token;
  baccarat = (await k.tableByCode('BAC-A')).id;
  owner = await ownerToken(k.t, {
    now: () => k.now().getTime(),
    advance: (ms) => k.setNow(k.now().getTime() + ms),
  });
  [risk, support, content] = [await login('risk1'), await login('support1'), await login('content1')];
});
afterAll(async () => k.t.close());

describe(`GET ${API.tables}`, () => {
  it('lists the brand’s tables with their times, limits in major units, chips and no round yet', async () => {
    const tables = await tablesOf();
    expect(tables.map((t) => t.code)).toEqual(['BAC-A', 'BAC-B', 'BINGO-1', 'ROU-1']);
    // a bingo room's one spot is its card: the price (least) and the most cards a player buys a round
    expect(tables[2]).toMatchObject({ game: 'BINGO', limits: { CARD: { min: 1, max: 12 } }, chips: [1] });
    expect(tables[0]).toMatchObject({
      game: 'BACCARAT',
      name: 'Baccarat A',
      active: true,
      bettingSeconds: 15,
      resultSeconds: 9,
      chips: [1, 5, 10, 50, 100, 500],
      round: null,
      playersToday: 0,
      stakedToday: 0,
    });
    expect(tables[0]!.limits).toMatchObject({ PLAYER: { min: 1, max: 5000 }, TIE: { min: 1, max: 500 } });
    // only this brand's: siam has tables of the same codes under other ids
    const siam = await tablesOf('siam');
    expect(siam.length).toBeGreaterThan(0);
    expect(siam.filter((s) => tables.some((t) => t.id === s.id))).toEqual([]);
  });

  it('asks for a login, and for tables.read', async () => {
    const anonymous = await k.t.call({ method: 'GET', url: `${API.tables}?brand=lobby` });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).errorCode).toBe('NOT_LOGGED_IN');
    const res = await content({ method: 'GET', url: `${API.tables}?brand=lobby` });
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('FORBIDDEN');
    expect((await support({ method: 'GET', url: `${API.tables}?brand=lobby` })).statusCode).toBe(200);
  });
});

describe(`PUT ${API.table}`, () => {
  it('edits limits, chips and times, audited with the reason, from the next round on', async () => {
    const round = await k.step(baccarat);
    expect(round.phase).toBe('BETTING');
    const bac = await tableOf('BAC-A');
    const before = await audits('tables.table.update');
    const res = await edit(risk, bac, {
      name: 'Baccarat Gold',
      bettingSeconds: 20,
      limits: { ...bac.limits, PLAYER: { min: 10, max: 2000 } },
      chips: [10, 25, 100],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value).toMatchObject({
      name: 'Baccarat Gold',
      bettingSeconds: 20,
      chips: [10, 25, 100],
      round: { number: round.number, phase: 'BETTING' },
    });
    expect(body(res).value.limits.PLAYER).toEqual({ min: 10, max: 2000 });
    const row = await k.tableByCode('BAC-A');
    expect(row).toMatchObject({ bettingMs: 20_000, chipsMinor: [1000, 2500, 10000] });
    expect(row.limits.PLAYER).toEqual({ minMinor: 1000, maxMinor: 200_000 });
    expect(await audits('tables.table.update')).toBe(before + 1);
    const audit = await lastAudit('tables.table.update');
    expect(audit).toMatchObject({
      operator_name: 'risk1',
      before: { name: 'Baccarat A', bettingSeconds: 15 },
      after: { name: 'Baccarat Gold', bettingSeconds: 20, reason: 'api: new limits' },
    });
    // the round in play keeps its times; the next one bets 20 s
    const inPlay = (await repo.findLatestRound(k.t.db, baccarat))!;
    expect(inPlay.closesAt.getTime() - inPlay.opensAt.getTime()).not.toBe(20_000);
    await k.step(baccarat);
    const next = await k.step(baccarat);
    expect(next.number).toBe(round.number + 1);
    expect(next.closesAt.getTime() - next.opensAt.getTime()).toBe(20_000);
  });

  it.each([
    [
      'a least stake above the most',
      (t: TAdminTable) => ({ limits: { ...t.limits, PLAYER: { min: 50, max: 10 } } }),
    ],
    ['a least stake of 0', (t: TAdminTable) => ({ limits: { ...t.limits, PLAYER: { min: 0, max: 10 } } })],
    [
      'a stake finer than the currency',
      (t: TAdminTable) => ({ limits: { ...t.limits, TIE: { min: 1.005, max: 5 } } }),
    ],
    [
      'a spot the game does not have',
      (t: TAdminTable) => ({ limits: { ...t.limits, STRAIGHT: { min: 1, max: 5 } } }),
    ],
    ['a spot left out', (t: TAdminTable) => ({ limits: { PLAYER: t.limits.PLAYER } })],
    ['chips out of order', () => ({ chips: [5, 1, 10] })],
    ['a chip of 0', () => ({ chips: [0, 1] })],
    ['a chip twice', () => ({ chips: [5, 5] })],
    ['no chips', () => ({ chips: [] })],
    ['nine chips', () => ({ chips: [1, 2, 3, 4, 5, 6, 7, 8, 9] })],
    ['a chip finer than the currency', () => ({ chips: [1.001, 5] })],
    ['betting for 4 s', () => ({ bettingSeconds: 4 })],
    ['betting for 121 s', () => ({ bettingSeconds: 121 })],
    ['a result shown for 2 s', () => ({ resultSeconds: 2 })],
    ['a result shown for 61 s', () => ({ resultSeconds: 61 })],
    ['no name', () => ({ name: '  ' })],
    ['no reason', () => ({ reason: ' ' })],
    ['an unknown field', () => ({ game: 'ROULETTE' })],
  ])('refuses %s with VALIDATION_FAILED and writes nothing', async (_what, patch) => {
    const bac = await tableOf('BAC-A');
    const [row, before] = [await k.tableByCode('BAC-A'), await audits()];
    const res = await edit(owner, bac, patch(bac));
    expect(res.statusCode, res.body).toBe(400);
    expect(body(res)).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect([await k.tableByCode('BAC-A'), await audits()]).toEqual([row, before]);
  });

  it('answers another brand’s table NOT_FOUND, and refuses an operator who may only read', async () => {
    const siamBac = await tableOf('BAC-A', 'siam');
    const bac = await tableOf('BAC-A');
    const before = await audits();
    const other = await owner({ method: 'PUT', url: q(API.table, siamBac.id), payload: editOf(siamBac) });
    expect(other.statusCode).toBe(404);
    expect(body(other).errorCode).toBe('NOT_FOUND');
    const reader = await edit(support, bac, { name: 'Support was here' });
    expect(reader.statusCode).toBe(403);
    expect(body(reader).errorCode).toBe('FORBIDDEN');
    const writer = await edit(content, bac, { name: 'Content was here' });
    expect(writer.statusCode).toBe(403);
    expect(await audits()).toBe(before);
    expect((await tableOf('BAC-A')).name).toBe('Baccarat Gold');
  });

  it('closes a table: the round in play is drawn and paid, and no new round opens', async () => {
    const round = (await repo.findLatestRound(k.t.db, baccarat))!;
    expect(round.phase).toBe('BETTING');
    const res = await edit(owner, await tableOf('BAC-A'), { active: false, reason: 'api: closing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).value.active).toBe(false);
    const drawn = await k.step(baccarat);
    expect(drawn).toMatchObject({ id: round.id, phase: 'RESULT' });
    const after = await k.step(baccarat);
    expect(after.id).toBe(round.id);
    // reopened, it deals again
    await edit(owner, await tableOf('BAC-A'), { active: true, reason: 'api: reopening' });
    expect((await k.step(baccarat)).number).toBe(round.number + 1);
  });
});

describe('rounds and placements', () => {
  let played: string;

  it('pages a table’s rounds with members’ stakes and returns equal to their placements’ sums', async () => {
    const round = (await repo.findLatestRound(k.t.db, baccarat))!;
    expect(round.phase).toBe('BETTING');
    played = round.id;
    const a = await k.bet(alice, baccarat, round.id, [
      { kind: 'BANKER', amount: 100 },
      { kind: 'TIE', amount: 10 },
    ]);
    expect(a.success, JSON.stringify(a)).toBe(true);
    expect((await k.bet(alice, baccarat, round.id, [{ kind: 'PLAYER_PAIR', amount: 10 }])).success).toBe(
      true,
    );
    expect((await k.bet(bob, baccarat, round.id, [{ kind: 'PLAYER', amount: 50 }])).success).toBe(true);

    const open = body(await support({ method: 'GET', url: q(API.rounds, baccarat, '&pageSize=5') })).value;
    expect(open.items[0]).toMatchObject({
      id: round.id,
      phase: 'BETTING',
      players: 2,
      staked: 170,
      returned: null,
      houseResult: null,
    });
    await k.step(baccarat);

    const res = await risk({ method: 'GET', url: q(API.rounds, baccarat, '&pageSize=5') });
    expect(res.statusCode, res.body).toBe(200);
    const page = body(res).value;
    expect(page).toMatchObject({ currency: 'CNY', table: { code: 'BAC-A' }, page: 1, pageSize: 5 });
    expect(page.total).toBe(3);
    const shown = page.items[0] as TAdminTableRound;
    expect(shown).toMatchObject({ id: round.id, phase: 'RESULT', players: 2, staked: 170 });
    expect(shown.result).toMatchObject({ game: 'BACCARAT' });
    const [sums] = await k.rows<{ staked: string; returned: string }>(sql`
      select sum(staked_minor)::text as staked, sum(returned_minor)::text as returned
        from house_table_bets where round_id = ${round.id}`);
    expect(shown.staked).toBe(Number(sums!.staked) / 100);
    expect(shown.returned).toBe(Number(sums!.returned) / 100);
    expect(shown.houseResult).toBe((Number(sums!.staked) - Number(sums!.returned)) / 100);

    const detail = await support({ method: 'GET', url: q(API.round, round.id) });
    expect(detail.statusCode, detail.body).toBe(200);
    const placed = body(detail).value;
    expect(placed.round).toEqual(shown);
    const items = placed.items as TAdminTablePlacement[];
    // one clock for the test: placements made at one instant, in any order between them
    expect(items.map((p) => p.account).sort()).toEqual(['bobby', 'player1', 'player1']);
    const first = items.find((p) => p.stakes[0]!.kind === 'BANKER')!;
    expect(first).toMatchObject({ account: 'player1', staked: 110 });
    expect(first.stakes.map((s) => [s.kind, s.amount])).toEqual([
      ['BANKER', 100],
      ['TIE', 10],
    ]);
    expect(items.reduce((s, p) => s + p.staked, 0)).toBe(shown.staked);
    expect(items.reduce((s, p) => s + p.returned!, 0)).toBe(shown.returned);
    for (const p of items)
      expect(p.stakes.reduce((s, st) => s + st.returned!, 0)).toBeCloseTo(p.returned!, 2);

    // today's play on the list
    expect(await tableOf('BAC-A')).toMatchObject({ playersToday: 2, stakedToday: 170 });
  });

  it('filters the rounds by day in the brand’s time zone', async () => {
    const day = (d: string) => q(API.rounds, baccarat, `&from=${d}&to=${d}`);
    const today = body(await owner({ method: 'GET', url: day('2026-12-03') })).value;
    expect(today.items.map((r: TAdminTableRound) => r.id)).toContain(played);
    const before = body(await owner({ method: 'GET', url: day('2026-12-02') })).value;
    expect(before).toMatchObject({ items: [], total: 0 });
    const bad = await owner({
      method: 'GET',
      url: q(API.rounds, baccarat, '&from=2026-12-04&to=2026-12-03'),
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errorCode).toBe('VALIDATION_FAILED');
  });

  it('answers another brand’s table and round NOT_FOUND, and asks for tables.read', async () => {
    const siamBac = await tableOf('BAC-A', 'siam');
    const siam = await owner({ method: 'GET', url: q(API.rounds, siamBac.id) });
    expect(siam.statusCode).toBe(404);
    expect(body(siam).errorCode).toBe('NOT_FOUND');
    const otherBrand = await owner({
      method: 'GET',
      url: `${API.round.replace(':roundId', played)}?brand=siam`,
    });
    expect(otherBrand.statusCode).toBe(404);
    expect(body(otherBrand).errorCode).toBe('NOT_FOUND');
    const reader = await content({ method: 'GET', url: q(API.round, played) });
    expect(reader.statusCode).toBe(403);
    const malformed = await owner({ method: 'GET', url: q(API.round, 'not-a-round') });
    expect(malformed.statusCode).toBe(400);
  });
});
