import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_AGENTS_API, AGENT_API, AUTH_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays, dayIn } from '../../lib/zoned-time.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';

let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let agent: string;
let player: string;
const kit = () => identityKit(t);
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const today = () => now().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({}, { now });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  agent = await kit().tokenOf('agent1', 'Agent123');
  player = await kit().tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

describe('the agent centre’s account registration and team reads', () => {
  it('registers a sub-agent under the agent (an encrypted call) who shows in its team', async () => {
    const res = await kit().withToken(agent, {
      method: 'POST',
      url: AGENT_API.downlines,
      payload: { username: 'newsub01', password: 'Sub12345', accountType: 'AGENT' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toMatchObject({ account: 'newsub01', isAgent: true });
    const level = body(
      await kit().withToken(agent, { method: 'GET', url: `${AGENT_API.team}?from=${today()}&to=${today()}` }),
    ).value;
    expect(level.items.map((m: { account: string }) => m.account)).toContain('newsub01');
    // the new sub-agent logs in with the password the agent chose and has its own register code
    expect(await kit().tokenOf('newsub01', 'Sub12345')).toBeTruthy();
    const [code] = await rows<{ code: string | null }>(
      sql`select affiliate_code as code from members where account = 'newsub01'`,
    );
    expect(code!.code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('refuses a plain body, a member who is not an agent, and a name taken', async () => {
    const plain = await t.call({
      method: 'POST',
      url: AGENT_API.downlines,
      headers: { authorization: agent },
      payload: { username: 'plain01', password: 'Sub12345', accountType: 'MEMBER' },
    });
    expect(plain.statusCode).toBe(400);
    const notAgent = await kit().withToken(player, {
      method: 'POST',
      url: AGENT_API.downlines,
      payload: { username: 'nope01', password: 'Sub12345', accountType: 'MEMBER' },
    });
    expect(body(notAgent).errorCode).toBe('NOT_AN_AGENT');
    const taken = await kit().withToken(agent, {
      method: 'POST',
      url: AGENT_API.downlines,
      payload: { username: 'player1', password: 'Sub12345', accountType: 'MEMBER' },
    });
    expect(body(taken).errorCode).toBe('USERNAME_TAKEN');
  });

  it('gives an agent its own register code for its register link, and no one else', async () => {
    const mine = await kit().withToken(agent, { method: 'GET', url: AUTH_API.affiliate });
    expect(body(mine).value).toMatchObject({ affiliateCode: 'LOBBY1' });
    expect(body(await kit().withToken(player, { method: 'GET', url: AUTH_API.affiliate })).errorCode).toBe(
      'NOT_AN_AGENT',
    );
    expect(body(await t.call({ method: 'GET', url: AUTH_API.affiliate })).errorCode).toBe('NOT_AN_AGENT');
  });

  it('answers team betting and transaction details for the team only', async () => {
    for (const url of [AGENT_API.teamBets, AGENT_API.teamTransactions]) {
      const res = await kit().withToken(agent, {
        method: 'GET',
        url: `${url}?from=${today()}&to=${today()}`,
      });
      expect(res.statusCode).toBe(200);
      expect(body(res).value).toMatchObject({ page: 1, total: expect.any(Number) });
      expect(
        body(await kit().withToken(player, { method: 'GET', url: `${url}?from=${today()}&to=${today()}` }))
          .errorCode,
      ).toBe('NOT_AN_AGENT');
    }
  });
});

describe('the back office’s agent network', () => {
  it('answers NOT_FOUND for a parent of another brand, never that brand’s accounts', async () => {
    // a member of another brand: its chain (itself at least) would name that brand's accounts
    const [other] = await rows<{ id: number }>(
      sql`select t.descendant_id as id from agent_tree t join members m on m.id = t.descendant_id
        join brands b on b.id = m.brand_id where b.code <> 'lobby' limit 1`,
    );
    const res = await asOwner({
      method: 'GET',
      url: `${ADMIN_AGENTS_API.tree}?brand=lobby&parentId=${other!.id}`,
    });
    expect(res.statusCode).toBe(404);
    expect(body(res).errorCode).toBe('NOT_FOUND');
    expect(res.body).not.toContain('account');
  });

  it('lists the top agents, offers one a contract from the brand, and audits it', async () => {
    const tree = body(await asOwner({ method: 'GET', url: `${ADMIN_AGENTS_API.tree}?brand=lobby` })).value;
    const agent1 = tree.items.find((m: { account: string }) => m.account === 'agent1');
    expect(agent1).toMatchObject({ isAgent: true });
    const offer = await asOwner({
      method: 'POST',
      url: ADMIN_AGENTS_API.contracts,
      payload: {
        brand: 'lobby',
        agentId: agent1.id,
        category: 'ALL',
        terms: { kind: 'DAILY_WAGE', tiers: [{ betVolume: 0, activeMember: 0, rateType: 'P', rate: 0.8 }] },
      },
    });
    expect(offer.statusCode).toBe(200);
    expect(body(offer).value).toMatchObject({ status: 'P', upline: null });
    const listed = body(
      await asOwner({ method: 'GET', url: `${ADMIN_AGENTS_API.contracts}?brand=lobby&topOnly=true` }),
    ).value;
    expect(listed.items.map((c: { id: number }) => c.id)).toContain(body(offer).value.id);
    const [audit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'agent.contract.offer'`,
    );
    expect(audit!.n).toBe(1);
    // a sub-agent holds its contracts with its upline, never with the brand
    const [sub] = await rows<{ id: number }>(sql`select id from members where account = 'newsub01'`);
    const refused = await asOwner({
      method: 'POST',
      url: ADMIN_AGENTS_API.contracts,
      payload: { brand: 'lobby', agentId: sub!.id, category: 'ALL', terms: body(offer).value.terms },
    });
    expect(body(refused).errorCode).toBe('OPERATION_NOT_ALLOWED');
  });

  it('runs a settlement that pays nothing twice, and previews without writing', async () => {
    const preview = await asOwner({
      method: 'GET',
      url: `${ADMIN_AGENTS_API.settlementPreview}?brand=lobby`,
    });
    expect(preview.statusCode).toBe(200);
    const first = body(await asOwner({ method: 'POST', url: ADMIN_AGENTS_API.settlementRun })).value;
    const second = body(await asOwner({ method: 'POST', url: ADMIN_AGENTS_API.settlementRun })).value;
    expect(first.settled).toBeGreaterThanOrEqual(0);
    expect(second).toEqual({ settled: 0, paid: 0, shortfalls: 0 });
  });

  it('takes a member’s application to /join and makes them an agent on approval', async () => {
    const applied = await kit().withToken(player, {
      method: 'POST',
      url: AGENT_API.applications,
      payload: { contact: 'line:player1', message: 'I run a club' },
    });
    expect(body(applied).value).toMatchObject({ status: 'PENDING' });
    const again = await kit().withToken(player, {
      method: 'POST',
      url: AGENT_API.applications,
      payload: { contact: 'line:player1' },
    });
    expect(body(again).errorCode).toBe('OPERATION_NOT_ALLOWED');
    const queue = body(
      await asOwner({ method: 'GET', url: `${ADMIN_AGENTS_API.applications}?brand=lobby` }),
    ).value;
    const mine = queue.items.find((a: { account: string }) => a.account === 'player1');
    const decided = await asOwner({
      method: 'POST',
      url: ADMIN_AGENTS_API.applicationDecide.replace(':id', String(mine.id)),
      payload: { decision: 'APPROVE', note: 'welcome' },
    });
    expect(decided.statusCode).toBe(200);
    const [m] = await rows<{ type: number; code: string | null }>(
      sql`select type, affiliate_code as code from members where account = 'player1' and brand_id = (select id from brands where code = 'lobby')`,
    );
    expect(m!.type).toBe(1);
    expect(m!.code).not.toBeNull();
    const state = body(await kit().withToken(player, { method: 'GET', url: AGENT_API.applications })).value;
    expect(state.application).toMatchObject({ status: 'APPROVED', note: 'welcome' });
    const twice = await asOwner({
      method: 'POST',
      url: ADMIN_AGENTS_API.applicationDecide.replace(':id', String(mine.id)),
      payload: { decision: 'REJECT' },
    });
    expect(body(twice).errorCode).toBe('OPERATION_NOT_ALLOWED');
  });

  it('refuses agent calls to an operator without the permission', async () => {
    const res = await t.call({ method: 'GET', url: `${ADMIN_AGENTS_API.tree}?brand=lobby` });
    expect(res.statusCode).toBe(401);
  });
});

describe('the back office’s settlement list', () => {
  it('lists the brand’s own last week when no days are asked', async () => {
    // 17:00 UTC is already the next day in Shanghai, the lobby brand's zone: a settlement made now
    // is on the brand's today, which the operator's UTC calendar has not reached
    const at = new Date(clock);
    at.setUTCHours(17, 0, 0, 0);
    if (at.getTime() <= clock) at.setUTCDate(at.getUTCDate() + 1);
    clock = at.getTime();
    const owner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
    await t.db.execute(sql`insert into agent_settlements (brand_id, contract_id, agent_id, kind, category,
        period_key, period_start, period_end, bet_volume_minor, net_loss_minor, active_members,
        amount_minor, paid_minor, debt_minor, status, settled_at)
      select c.brand_id, c.id, c.agent_id, c.kind, c.category, 'late-day', ${now().toISOString()}::timestamptz,
        ${now().toISOString()}::timestamptz, 0, 0, 0, 0, 0, 0, 'NOTHING_DUE', ${now().toISOString()}::timestamptz
      from agent_contracts c join brands b on b.id = c.brand_id where b.code = 'lobby' limit 1`);
    const page = body(
      await owner({ method: 'GET', url: `${ADMIN_AGENTS_API.settlements}?brand=lobby` }),
    ).value;
    const brandToday = dayIn('Asia/Shanghai', now());
    expect(brandToday).not.toBe(today());
    expect({ from: page.from, to: page.to }).toEqual({ from: addDays(brandToday, -6), to: brandToday });
    expect(page.items.map((s: { periodKey: string }) => s.periodKey)).toContain('late-day');
  });
});
