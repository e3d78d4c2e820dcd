import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_API, MESSAGES_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';

let t: TestApp;
let player: string;
let other: string;
const kit = () => identityKit(t);
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.call({ method, url, headers: { authorization: token } });
const brandId = async () =>
  (
    (await t.db.execute(
      sql`select brand_id as id from brand_domains where domain = 'localhost'`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
const memberId = async (account: string) =>
  (
    (await t.db.execute(
      sql`select m.id from members m join brand_domains d on d.brand_id = m.brand_id and d.domain = 'localhost' where m.account = ${account}`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
const unread = async (token: string) => body(await call(token, 'GET', MESSAGES_API.unreadCount)).value.count;

beforeAll(async () => {
  t = await createTestApp();
  player = await kit().tokenOf('player1', 'Player123');
  other = await kit().tokenOf('agent1', 'Agent123');
  const brand = await brandId();
  const me = await memberId('player1');
  // the demo's broadcasts and welcome messages are not this test's: it starts from empty inboxes
  await t.db.execute(sql`delete from messages`);
  await t.db.execute(sql`insert into messages (brand_id, member_id, kind, params, source_key)
    values (${brand}, ${me}, 'DEPOSIT_CREDITED', '{"amount": 100}', 'test:1'),
           (${brand}, ${me}, 'WITHDRAWAL_PAID', '{"amount": 50}', 'test:2'),
           (${brand}, null, 'BROADCAST', '{}', 'test:3')`);
  await t.db.execute(sql`update messages set title = 'Hello', body = 'Everyone' where source_key = 'test:3'`);
});
afterAll(async () => t.close());

describe('the inbox', () => {
  it('lists personal messages and broadcasts newest first with the unread count', async () => {
    expect(await unread(player)).toBe(3);
    const page = body(await call(player, 'GET', `${MESSAGES_API.list}?page=1&pageSize=2`)).value;
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1, pageSize: 2 });
    expect(page.items.map((m: { kind: string }) => m.kind)).toEqual(['BROADCAST', 'WITHDRAWAL_PAID']);
    // the other member sees the broadcast only
    expect(body(await call(other, 'GET', MESSAGES_API.list)).value.total).toBe(1);
  });

  it('marks one read when opened, a broadcast for this member only', async () => {
    const page = body(await call(player, 'GET', MESSAGES_API.list)).value;
    const broadcast = page.items[0];
    const res = await call(player, 'POST', MESSAGES_API.read.replace(':id', String(broadcast.id)));
    expect(body(res).value).toMatchObject({ id: broadcast.id, read: true, title: 'Hello' });
    expect(await unread(player)).toBe(2);
    expect(await unread(other)).toBe(1);
  });

  it('answers NOT_FOUND for another member’s message and writes nothing', async () => {
    const page = body(await call(player, 'GET', MESSAGES_API.list)).value;
    const mine = page.items.find((m: { kind: string }) => m.kind === 'WITHDRAWAL_PAID');
    for (const [method, url] of [
      ['POST', MESSAGES_API.read.replace(':id', String(mine.id))],
      ['DELETE', MESSAGES_API.one.replace(':id', String(mine.id))],
    ] as const) {
      const res = await call(other, method, url);
      expect(res.statusCode).toBe(404);
      expect(body(res).errorCode).toBe('NOT_FOUND');
    }
    expect(await unread(player)).toBe(2);
    const states = (await t.db.execute(sql`select count(*)::int as n from message_states`)) as unknown as {
      rows: { n: number }[];
    };
    expect(states.rows[0]!.n).toBe(1);
    expect((await call(other, 'DELETE', MESSAGES_API.one.replace(':id', 'abc'))).statusCode).toBe(400);
  });

  it('deletes a message and marks all read', async () => {
    const page = body(await call(player, 'GET', MESSAGES_API.list)).value;
    const broadcast = page.items.find((m: { kind: string }) => m.kind === 'BROADCAST');
    expect(
      (await call(player, 'DELETE', MESSAGES_API.one.replace(':id', String(broadcast.id)))).statusCode,
    ).toBe(200);
    expect(body(await call(player, 'GET', MESSAGES_API.list)).value.total).toBe(2);
    expect(body(await call(other, 'GET', MESSAGES_API.list)).value.total).toBe(1);
    expect((await call(player, 'POST', MESSAGES_API.readAll)).statusCode).toBe(200);
    expect(await unread(player)).toBe(0);
  });

  it('asks for a login, and answers a trial account no unread messages', async () => {
    expect(body(await t.call({ method: 'GET', url: MESSAGES_API.unreadCount })).errorCode).toBe(
      'NOT_LOGGED_IN',
    );
    const free = await t.call({ method: 'POST', url: AUTH_API.freePlay, payload: {} });
    const trial = body(free).value.token as string;
    expect(await unread(trial)).toBe(0);
    expect(body(await call(trial, 'GET', MESSAGES_API.list)).errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  });
});
